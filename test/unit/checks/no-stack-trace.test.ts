import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { critique } from '../../../src/critique.js';
import { TextCheckSpecSchema } from '../../../src/checks/registry.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { scanStackTrace } from '../../../src/checks/stack-trace-lines.js';
import { toLines } from '../../../src/subject/text.js';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/heuristics/${name}`, import.meta.url), 'utf8');
const onOutput = (output: string, task = '') => memoryContext(allAdded({ output }), { task });

describe('no-stack-trace', () => {
  const traces = ['python.txt', 'node.txt', 'java.txt', 'kotlin.txt', 'go.txt', 'rust.txt', 'dotnet.txt'];
  it.each(traces)('fails on a real %s trace pasted as the result, naming where it starts', async (name) => {
    const o = await runSpec({ kind: 'no-stack-trace' }, onOutput(fixture(name)));
    expect(o.passed).toBe(false);
    expect(o.evidence).toMatch(/^output:\d+: .* — \d+ of \d+ non-empty line\(s\) \(\d+%\) are a .+ stack trace \(max_share 0\.5\)$/);
    expect(o.location?.path).toBe('output');
    expect(o.fix).toMatch(/error dump, not the result/);
  });

  it('names the runtime of each trace', () => {
    const runtimeOf = (name: string) => scanStackTrace(toLines(fixture(name))).runtimes[0];
    expect(traces.map(runtimeOf)).toEqual(['Python', 'JavaScript', 'Java/Kotlin', 'Java/Kotlin', 'Go', 'Rust', '.NET']);
  });

  it('passes an answer that quotes a short trace and then delivers the fix; fails it once the share is allowed lower', async () => {
    const answer = [
      'The crash comes from reading a config file that does not exist:',
      '',
      fixture('python.txt').split('\n').slice(0, 3).join('\n'),
      '',
      'The fix loads the default settings when the file is missing:',
      '',
      '```python',
      'def load_config(path: str) -> dict:',
      '    try:',
      '        with open(path, encoding="utf-8") as fh:',
      '            return tomllib.loads(fh.read())',
      '    except FileNotFoundError:',
      '        return dict(DEFAULTS)',
      '```',
      '',
      'A test covers both branches in tests/test_config.py.',
    ].join('\n');
    const passed = await runSpec({ kind: 'no-stack-trace' }, onOutput(answer));
    expect(passed.passed).toBe(true);
    expect(passed.evidence).toMatch(/quote a trace below max_share/);
    const strict = await runSpec({ kind: 'no-stack-trace', max_share: 0.2 }, onOutput(answer));
    expect(strict.passed).toBe(false);
  });

  it('never fires on code that raises, throws or names errors', async () => {
    const code = [
      'class ValidationError(Exception):',
      '    """Raised when an order is invalid."""',
      '',
      'def validate(order):',
      '    if order.total < 0:',
      '        raise ValueError(f"negative total: {order.total}")',
      '    if not order.items:',
      '        raise ValidationError("Error: order has no items")',
      '    return order',
      '',
      'function parse(s) {',
      '  if (!s) throw new Error("TypeError: empty input");',
      '  return JSON.parse(s);',
      '}',
      'console.error("Error: at least one item is required");',
    ].join('\n');
    const o = await runSpec({ kind: 'no-stack-trace', max_share: 0.01 }, onOutput(code));
    expect(o).toMatchObject({ passed: true });
    expect(scanStackTrace(toLines(code)).lines).toEqual([]);
  });
});

describe('not-a-question', () => {
  it('fails a short output that asks instead of doing', async () => {
    const o = await runSpec(
      { kind: 'not-a-question' },
      onOutput('Before I start: should the cache be in Redis or in memory? And which TTL do you want?'),
    );
    expect(o.passed).toBe(false);
    expect(o.evidence).toBe('output:1: Before I start: should the cache be in Redis or in memory? And which TTL do you want? — 2 question(s) in 85 characters (a question when under max_chars 300 with at least 2)');
    expect(o.fix).toMatch(/make a reasonable assumption/);
  });

  it('passes one rhetorical question in prose, and the same text under min_questions 1 fails', async () => {
    const text = 'Why cache at all? Because the upstream API allows 10 requests a minute. The cache keeps answers for 60 s.';
    expect((await runSpec({ kind: 'not-a-question' }, onOutput(text))).passed).toBe(true);
    expect((await runSpec({ kind: 'not-a-question', min_questions: 1 }, onOutput(text))).passed).toBe(false);
  });

  it('is a question only under max_chars: the threshold on both sides', async () => {
    const q = 'Which database? Which port?';
    expect((await runSpec({ kind: 'not-a-question', max_chars: 28 }, onOutput(q))).passed).toBe(false);
    expect((await runSpec({ kind: 'not-a-question', max_chars: 27 }, onOutput(q))).passed).toBe(true);
  });

  it('does not count question marks in code, inline code or URLs', async () => {
    const code = [
      'Done: `user?.name ?? "anon"` replaces the old check.',
      'See https://example.com/search?q=1&page=2 for the API.',
      '```ts',
      'const name = user?.name ?? "anon";',
      'const size = big ? 10 : 1;',
      'const ok = re.test("a?");',
      '```',
    ].join('\n');
    expect((await runSpec({ kind: 'not-a-question', min_questions: 1 }, onOutput(code))).passed).toBe(true);
  });

  it('does not take operators of unfenced code for questions; a run of marks asks once', async () => {
    const code = "export function total(order) {\n  if (!order?.items?.length) throw new Error('empty');\n  const n = order.count ?? 0;\n  return n > 1 ? 'items' : 'item';\n}\n";
    expect((await runSpec({ kind: 'not-a-question', min_questions: 1 }, onOutput(code))).passed).toBe(true);
    expect((await runSpec({ kind: 'not-a-question' }, onOutput('Really?? You want that?'))).passed).toBe(false);
    expect((await runSpec({ kind: 'not-a-question' }, onOutput('Really?? Fine, done.'))).passed).toBe(true);
  });

  it('counts full-width question marks (CJK)', async () => {
    const o = await runSpec({ kind: 'not-a-question' }, onOutput('使用哪个数据库？需要支持哪些语言？'));
    expect(o.passed).toBe(false);
  });
});

describe('frontmatter', () => {
  const note = '---\ntitle: Retry policy\ntags: [http, retry]\nowner: platform\n---\n\n# Retry policy\n\nThree attempts.\n';

  it('passes a knowledge file with front matter and its required keys', async () => {
    const o = await runSpec({ kind: 'frontmatter', required_keys: ['title', 'tags'] }, memoryContext(allAdded({ 'kb/retry.md': note })));
    expect(o).toMatchObject({ passed: true, evidence: 'kb/retry.md: front matter present and valid' });
  });

  it('fails a file whose front matter was lost, at line 1', async () => {
    const o = await runSpec({ kind: 'frontmatter' }, memoryContext(allAdded({ 'kb/retry.md': '# Retry policy\n\nThree attempts.\n' })));
    expect(o).toMatchObject({ passed: false, location: { path: 'kb/retry.md', line: 1, quote: '# Retry policy' } });
    expect(o.evidence).toMatch(/^kb\/retry\.md:1: does not open with a front-matter block/);
  });

  it('fails an unclosed block and YAML that does not parse, with the file line', async () => {
    const unclosed = await runSpec({ kind: 'frontmatter' }, memoryContext(allAdded({ 'a.md': '---\ntitle: x\n\n# A\n' })));
    expect(unclosed.evidence).toMatch(/never closed/);
    const bad = await runSpec({ kind: 'frontmatter' }, memoryContext(allAdded({ 'a.md': '---\ntitle: x\ntags: [a, b\n---\nbody\n' })));
    expect(bad.passed).toBe(false);
    expect(bad.evidence).toMatch(/^a\.md:\d+: front matter is not valid YAML/);
  });

  it('names missing required keys, and schema violations at the key line', async () => {
    const missing = await runSpec({ kind: 'frontmatter', required_keys: ['title', 'summary'] }, memoryContext(allAdded({ 'kb/retry.md': note })));
    expect(missing.evidence).toBe('kb/retry.md:1: front matter lacks `summary` (has title, tags, owner)');
    const schema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' }, maxItems: 1 } } };
    const violated = await runSpec({ kind: 'frontmatter', schema }, memoryContext(allAdded({ 'kb/retry.md': note })));
    expect(violated).toMatchObject({ passed: false, location: { line: 3 } });
    expect(violated.evidence).toMatch(/\/tags: must NOT have more than 1 items/);
  });
});

describe('keyword-coverage', () => {
  const english =
    'Add retry with exponential backoff to the `fetchInvoice` client. Retries must stop after 5 attempts and log each failure; HTTP 429 responses honour the Retry-After header.';

  it('derives identifiers, quoted names, numbers and content words from an English task', async () => {
    const o = await runSpec({ kind: 'keyword-coverage', min_share: 1 }, onOutput('nothing relevant', english));
    expect(o.passed).toBe(false);
    expect(o.evidence).toMatch(/missing: `fetchInvoice`, `429`, retry, exponential, backoff, client, stop, attempts, log, failure/);
    expect(o.evidence).not.toMatch(/\b(?:the|with|must|add)\b,/);
  });

  it('matches inflections and identifier parts: an answer that covers the task passes', async () => {
    const answer = [
      'async function fetchInvoice(id) {',
      '  for (let attempt = 1; attempt <= 5; attempt++) {',
      '    const res = await client.get(`/invoices/${id}`);',
      '    if (res.status === 429) { await sleep(retryAfterMs(res.headers)); continue; }',
      '    if (res.ok) return res.json();',
      '    logger.warn(`failed attempt ${attempt}`);',
      '    await sleep(backoffDelay(attempt)); // exponential: 2^attempt seconds',
      '  }',
      '  throw new Error("stopped retrying");',
      '}',
    ].join('\n');
    const o = await runSpec({ kind: 'keyword-coverage', min_share: 0.7 }, onOutput(answer, english));
    expect(o.evidence).toBe('output: 10 of 14 key term(s) of the task found (71%, min_share 0.7); missing: log, HTTP, responses, honour');
    expect(o.passed).toBe(true);
  });

  it('both sides of min_share, on a half answer', async () => {
    const half = 'The fetchInvoice client now retries failed calls.';
    const r = await runSpec({ kind: 'keyword-coverage', min_share: 0.5 }, onOutput(half, english));
    expect(r.passed).toBe(false);
    const m = /(\d+) of (\d+) key term/.exec(r.evidence)!;
    const share = Number(m[1]) / Number(m[2]);
    expect((await runSpec({ kind: 'keyword-coverage', min_share: share }, onOutput(half, english))).passed).toBe(true);
  });

  it('handles a German task: German stop words left out, German inflections matched', async () => {
    const task = 'Implementiere für die Schnittstelle `/api/kunden` eine Validierung der Postleitzahl. Ungültige Eingaben sollen mit einer verständlichen Fehlermeldung abgelehnt werden.';
    const answer = 'Die Schnittstellen-Route /api/kunden validiert jetzt jede Postleitzahl; ungültige Werte werden mit der Fehlermeldung "PLZ ungültig" abgelehnt.';
    const passed = await runSpec({ kind: 'keyword-coverage', min_share: 0.75 }, onOutput(answer, task));
    expect(passed.evidence).toMatch(/7 of 9 .*missing: Eingaben, verständlichen$/);
    expect(passed.evidence).not.toMatch(/\b(?:die|für|eine|der|mit|sollen|werden)\b/);
    expect(passed.passed).toBe(true);
    const off = await runSpec({ kind: 'keyword-coverage' }, onOutput('Die Datenbank wurde aktualisiert.', task));
    expect(off.passed).toBe(false);
    expect(off.evidence).toMatch(/missing: `\/api\/kunden`|missing: .*Schnittstelle/);
  });

  it('handles a Chinese task with dictionary word segmentation', async () => {
    const task = '为用户注册接口添加邮箱格式校验，重复注册时返回409错误。';
    const good = '注册接口现在会检查邮箱格式；如果用户重复注册，返回 409 错误。';
    const bad = '已更新首页的样式。';
    expect((await runSpec({ kind: 'keyword-coverage', min_share: 0.8 }, onOutput(good, task))).passed).toBe(true);
    const o = await runSpec({ kind: 'keyword-coverage' }, onOutput(bad, task));
    expect(o.passed).toBe(false);
    expect(o.evidence).toMatch(/missing: .*用户.*注册.*接口.*邮箱/);
  });

  it('handles a Japanese task: particles and endings are not terms', async () => {
    const task = 'ユーザー登録APIにメールアドレスの検証を追加し、重複登録の場合はHTTP 409を返してください。';
    const o = await runSpec({ kind: 'keyword-coverage', min_share: 1 }, onOutput('', task));
    expect(o.evidence).toMatch(/missing: `409`, ユーザー, 登録, API, メールアドレス, 検証, 重複, HTTP/);
  });

  it('uses `terms` when given, and cannot judge without any terms', async () => {
    const o = await runSpec({ kind: 'keyword-coverage', terms: ['rate limit', 'Retry-After', 'backoff'], min_share: 1 }, onOutput('Honours Retry-After; exponential backoffs.'));
    expect(o.evidence).toMatch(/2 of 3 key term\(s\) of the check found .*missing: `rate limit`/);
    const none = await runSpec({ kind: 'keyword-coverage' }, onOutput('anything', ''));
    expect(none).toMatchObject({ passed: false, misconfigured: true });
  });
});

describe('in the critic input', () => {
  it('accepts the four text kinds as `check` on an assertion, and not max-churn', () => {
    for (const kind of ['not-a-question', 'no-stack-trace', 'keyword-coverage', 'frontmatter']) {
      expect(TextCheckSpecSchema.safeParse({ kind }).success).toBe(true);
    }
    expect(TextCheckSpecSchema.safeParse({ kind: 'max-churn' }).success).toBe(false);
  });

  it('keyword-coverage reads task_description, no-stack-trace reads the output', async () => {
    const r = await critique({
      output: fixture('node.txt'),
      task_description: 'Write a `parseInvoice` function that validates the invoice number.',
      schema: { type: 'text' },
      assertions: [
        { id: 'covers', text: 'covers the task', check: { kind: 'keyword-coverage' } },
        { id: 'no-trace', text: 'not an error dump', check: { kind: 'no-stack-trace' } },
      ],
    });
    expect(r.criteria.map((c) => [c.id, c.met])).toEqual([['covers', false], ['no-trace', false]]);
    expect(r.criteria[0]!.evidence ?? r.criteria[0]!.fix).toMatch(/parseInvoice/);
    expect(r.verdict).toBe('RETRY');
  });
});
