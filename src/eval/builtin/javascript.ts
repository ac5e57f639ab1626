import type { Behaviour } from './behaviour.js';

const js = (b: Omit<Behaviour, 'language' | 'comment'>): Behaviour => ({ ...b, language: 'javascript', comment: '//' });

export const JAVASCRIPT: readonly Behaviour[] = [
  js({
    name: 'http-404',
    path: 'src/api/users.js',
    task: 'Fetch a user by id; a missing user is not an error for callers.',
    assertion: 'A 404 response is handled explicitly and resolves to null',
    before: 'export async function getUser(id) {\n  const res = await fetch(`/api/users/${id}`);\n  return res.json();\n}\n',
    withIt:
      'export async function getUser(id) {\n  const res = await fetch(`/api/users/${id}`);\n  if (res.status === 404) {\n    return null;\n  }\n  if (!res.ok) throw new Error(`GET /api/users/${id}: ${res.status}`);\n  return res.json();\n}\n',
    remove: [['  if (res.status === 404) {\n    return null;\n  }\n', '']],
    probe: /res\.status === 404/,
  }),
  js({
    name: 'debounce',
    path: 'src/ui/search.js',
    task: 'Stop the search box from sending a request on every keystroke.',
    assertion: 'Search requests are debounced by 300 ms',
    before: "export function bindSearch(input, search) {\n  input.addEventListener('input', () => search(input.value));\n}\n",
    withIt:
      "export function bindSearch(input, search) {\n  let timer;\n  input.addEventListener('input', () => {\n    clearTimeout(timer);\n    timer = setTimeout(() => search(input.value), 300);\n  });\n}\n",
    remove: [
      [
        "  input.addEventListener('input', () => {\n    clearTimeout(timer);\n    timer = setTimeout(() => search(input.value), 300);\n  });\n",
        "  input.addEventListener('input', () => {\n    search(input.value);\n  });\n",
      ],
    ],
    probe: /setTimeout\(\(\) => search\(input\.value\), 300\)/,
  }),
  js({
    name: 'remove-listener',
    path: 'src/ui/resize.js',
    task: 'Track the window width in the layout component.',
    assertion: 'The resize listener is removed again when the component unmounts',
    before: '',
    withIt:
      "export function trackWidth(setWidth) {\n  const onResize = () => setWidth(window.innerWidth);\n  window.addEventListener('resize', onResize);\n  return () => window.removeEventListener('resize', onResize);\n}\n",
    remove: [["  return () => window.removeEventListener('resize', onResize);\n", '  return () => {};\n']],
    probe: /removeEventListener\('resize'/,
  }),
  js({
    name: 'validate-email',
    path: 'src/forms/signup.js',
    task: 'Validate the signup form before it is sent.',
    assertion: 'An email address without an @ is rejected with an error message',
    before: '',
    withIt:
      "export function validateSignup(form) {\n  const errors = {};\n  if (!form.name.trim()) errors.name = 'Name is required';\n  if (!form.email.includes('@')) errors.email = 'Enter a valid email address';\n  return errors;\n}\n",
    remove: [["  if (!form.email.includes('@')) errors.email = 'Enter a valid email address';\n", '']],
    probe: /form\.email\.includes\('@'\)/,
  }),
  js({
    name: 'await-write',
    path: 'scripts/save-config.js',
    task: 'Write the merged config to disk before the process exits.',
    assertion: 'The file write is awaited before the function reports success',
    before: '',
    withIt:
      "import { writeFile } from 'node:fs/promises';\n\nexport async function saveConfig(path, config) {\n  await writeFile(path, JSON.stringify(config, null, 2));\n  console.info(`saved ${path}`);\n}\n",
    remove: [['  await writeFile(path', '  writeFile(path']],
    probe: /await writeFile\(/,
  }),
  js({
    name: 'unit-test',
    path: 'test/price.test.js',
    task: 'Add formatPrice() and cover the rounding with a test.',
    assertion: 'A test checks that formatPrice rounds 1.005 to "1.01"',
    before: '',
    withIt:
      "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { formatPrice } from '../src/price.js';\n\ntest('formats whole numbers', () => {\n  assert.equal(formatPrice(3), '3.00');\n});\n\ntest('rounds half up', () => {\n  assert.equal(formatPrice(1.005), '1.01');\n});\n",
    remove: [["\ntest('rounds half up', () => {\n  assert.equal(formatPrice(1.005), '1.01');\n});\n", '']],
    probe: /formatPrice\(1\.005\)/,
  }),
  js({
    name: 'escape-html',
    path: 'src/ui/comment.js',
    task: 'Show comments under each post.',
    assertion: 'Comment text is inserted as text, not as HTML',
    before: '',
    withIt:
      "export function renderComment(list, comment) {\n  const item = document.createElement('li');\n  item.textContent = comment.text;\n  list.appendChild(item);\n}\n",
    remove: [['  item.textContent = comment.text;\n', '  item.innerHTML = comment.text;\n']],
    probe: /item\.textContent = comment\.text/,
  }),
  js({
    name: 'pagination',
    path: 'src/api/list.js',
    task: 'List all repositories of an organisation, not only the first page.',
    assertion: 'Every page is fetched by following the next link until there is none',
    before: '',
    withIt:
      'export async function listAll(client, org) {\n  const repos = [];\n  let url = `/orgs/${org}/repos?per_page=100`;\n  while (url) {\n    const page = await client.get(url);\n    repos.push(...page.items);\n    url = page.next;\n  }\n  return repos;\n}\n',
    remove: [
      [
        '  while (url) {\n    const page = await client.get(url);\n    repos.push(...page.items);\n    url = page.next;\n  }\n',
        '  const page = await client.get(url);\n  repos.push(...page.items);\n',
      ],
    ],
    probe: /url = page\.next/,
  }),
  js({
    name: 'env-port',
    path: 'server/index.js',
    task: 'Let the hosting platform choose the port.',
    assertion: 'The server listens on the port from the PORT environment variable, with 3000 as a fallback',
    before: "import { createServer } from 'node:http';\n\ncreateServer(handler).listen(3000);\n",
    withIt:
      "import { createServer } from 'node:http';\n\nconst port = Number(process.env.PORT ?? 3000);\ncreateServer(handler).listen(port);\n",
    remove: [['const port = Number(process.env.PORT ?? 3000);\n', 'const port = 3000;\n']],
    probe: /process\.env\.PORT/,
  }),
  js({
    name: 'abort-timeout',
    path: 'src/api/health.js',
    task: 'The health check must not hang when the backend does not answer.',
    assertion: 'The health request is aborted after 5 seconds',
    before: "export async function health(base) {\n  return (await fetch(base + '/health')).ok;\n}\n",
    withIt:
      'export async function health(base) {\n  const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(5000) });\n  return res.ok;\n}\n',
    remove: [[', { signal: AbortSignal.timeout(5000) }', '']],
    probe: /AbortSignal\.timeout\(5000\)/,
  }),
];
