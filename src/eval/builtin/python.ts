import type { Behaviour } from './behaviour.js';

const py = (b: Omit<Behaviour, 'language' | 'comment'>): Behaviour => ({ ...b, language: 'python', comment: '#' });

export const PYTHON: readonly Behaviour[] = [
  py({
    name: 'http-404',
    path: 'client/users.py',
    task: 'Fetch a user by id; a missing user is not an error for callers.',
    assertion: 'A 404 response from the API is handled explicitly and returns None',
    before:
      'import requests\n\nBASE = "https://api.example.com"\n\n\ndef get_user(user_id):\n    return requests.get(f"{BASE}/users/{user_id}").json()\n',
    withIt:
      'import requests\n\nBASE = "https://api.example.com"\n\n\ndef get_user(user_id):\n    response = requests.get(f"{BASE}/users/{user_id}", timeout=10)\n    if response.status_code == 404:\n        return None\n    response.raise_for_status()\n    return response.json()\n',
    remove: [['    if response.status_code == 404:\n        return None\n', '']],
    probe: /status_code == 404/,
  }),
  py({
    name: 'timeout-config',
    path: 'client/http.py',
    task: 'Let operators configure how long the client waits for the server.',
    assertion: 'The request timeout comes from the settings instead of being hard-coded',
    before: 'import requests\n\n\ndef fetch(url):\n    return requests.get(url, timeout=5)\n',
    withIt:
      'import requests\n\nfrom .settings import settings\n\n\ndef fetch(url):\n    return requests.get(url, timeout=settings.http_timeout_seconds)\n',
    remove: [['timeout=settings.http_timeout_seconds', 'timeout=5']],
    probe: /timeout=settings\.http_timeout_seconds/,
  }),
  py({
    name: 'retry',
    path: 'jobs/upload.py',
    task: 'Uploads fail now and then on a flaky network; make them retry.',
    assertion: 'A failed upload is retried up to three times before the error is raised',
    before: 'def upload(client, blob):\n    return client.put(blob)\n',
    withIt:
      'import time\n\n\ndef upload(client, blob, attempts=3):\n    for attempt in range(1, attempts + 1):\n        try:\n            return client.put(blob)\n        except ConnectionError:\n            if attempt == attempts:\n                raise\n            time.sleep(2 ** attempt)\n',
    remove: [
      [
        '    for attempt in range(1, attempts + 1):\n        try:\n            return client.put(blob)\n        except ConnectionError:\n            if attempt == attempts:\n                raise\n            time.sleep(2 ** attempt)\n',
        '    return client.put(blob)\n',
      ],
    ],
    probe: /for attempt in range/,
  }),
  py({
    name: 'validate-amount',
    path: 'billing/charge.py',
    task: 'Add a charge function for the billing service.',
    assertion: 'A negative or zero amount is rejected with a ValueError before anything is charged',
    before: '',
    withIt:
      'from decimal import Decimal\n\n\ndef charge(account, amount: Decimal):\n    if amount <= 0:\n        raise ValueError(f"amount must be positive, got {amount}")\n    account.balance -= amount\n    account.save()\n    return account.balance\n',
    remove: [['    if amount <= 0:\n        raise ValueError(f"amount must be positive, got {amount}")\n', '']],
    probe: /if amount <= 0/,
  }),
  py({
    name: 'close-file',
    path: 'reports/export.py',
    task: 'Export the report rows as CSV.',
    assertion: 'The output file is closed even when writing a row fails',
    before: '',
    withIt:
      'import csv\n\n\ndef export(rows, path):\n    with open(path, "w", newline="") as handle:\n        writer = csv.writer(handle)\n        for row in rows:\n            writer.writerow(row)\n',
    remove: [
      [
        '    with open(path, "w", newline="") as handle:\n        writer = csv.writer(handle)\n        for row in rows:\n            writer.writerow(row)\n',
        '    handle = open(path, "w", newline="")\n    writer = csv.writer(handle)\n    for row in rows:\n        writer.writerow(row)\n',
      ],
    ],
    probe: /with open\(path/,
  }),
  py({
    name: 'sql-params',
    path: 'store/orders.py',
    task: 'Look up the orders of one customer.',
    assertion: 'The customer id reaches the SQL query as a bound parameter, never by string formatting',
    before: '',
    withIt:
      'def orders_of(conn, customer_id):\n    cursor = conn.execute(\n        "SELECT id, total FROM orders WHERE customer_id = ?",\n        (customer_id,),\n    )\n    return cursor.fetchall()\n',
    remove: [
      [
        '        "SELECT id, total FROM orders WHERE customer_id = ?",\n        (customer_id,),\n',
        '        f"SELECT id, total FROM orders WHERE customer_id = {customer_id}",\n',
      ],
    ],
    probe: /customer_id = \?/,
  }),
  py({
    name: 'log-error',
    path: 'worker/handler.py',
    task: 'Handle queue messages; failures must be visible in the logs.',
    assertion: 'An exception while handling a message is logged with the message id before it is re-raised',
    before: '',
    withIt:
      'import logging\n\nlog = logging.getLogger(__name__)\n\n\ndef handle(message, process):\n    try:\n        process(message.body)\n    except Exception:\n        log.exception("failed to handle message %s", message.id)\n        raise\n',
    remove: [['        log.exception("failed to handle message %s", message.id)\n', '']],
    probe: /log\.exception\(/,
  }),
  py({
    name: 'unit-test',
    path: 'tests/test_slug.py',
    task: 'Add slugify() and cover it with a test.',
    assertion: 'A test checks that slugify turns spaces into hyphens',
    before: '',
    withIt:
      'from app.text import slugify\n\n\ndef test_slugify_lowercases():\n    assert slugify("Hello") == "hello"\n\n\ndef test_slugify_replaces_spaces():\n    assert slugify("hello big world") == "hello-big-world"\n',
    remove: [['\n\ndef test_slugify_replaces_spaces():\n    assert slugify("hello big world") == "hello-big-world"\n', '\n']],
    probe: /hello-big-world/,
  }),
  py({
    name: 'sort-desc',
    path: 'feed/timeline.py',
    task: 'Show the newest posts first.',
    assertion: 'Posts are sorted by creation date, newest first',
    before: 'def timeline(posts):\n    return list(posts)\n',
    withIt: 'def timeline(posts):\n    return sorted(posts, key=lambda post: post.created_at, reverse=True)\n',
    remove: [[', reverse=True', '']],
    probe: /reverse=True/,
  }),
  py({
    name: 'escape-html',
    path: 'web/render.py',
    task: 'Render a greeting with the user-supplied name.',
    assertion: 'The user-supplied name is HTML-escaped before it is put into the page',
    before: '',
    withIt: 'import html\n\n\ndef greeting(name):\n    return f"<p>Hello, {html.escape(name)}!</p>"\n',
    remove: [['{html.escape(name)}', '{name}']],
    probe: /html\.escape\(name\)/,
  }),
];
