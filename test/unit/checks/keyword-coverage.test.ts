import { describe, expect, it } from 'vitest';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { keywordCoverage } from '../../../src/checks/kinds/keyword-coverage.js';
import { checkTester } from '../../support/check-tester.js';

const onOutput = (output: string, task = '') => memoryContext(allAdded({ output }), { task });

describe('keyword-coverage', () => {
  const english =
    'Add retry with exponential backoff to the `fetchInvoice` client. Retries must stop after 5 attempts and log each failure; HTTP 429 responses honour the Retry-After header.';

  it('derives identifiers, quoted names, numbers and content words from an English task', async () => {
    const o = await runSpec({ kind: 'keyword-coverage', min_share: 1 }, onOutput('nothing relevant', english));
    expect(o.status).toBe('fail');
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
    expect(o.status).toBe('pass');
  });

  it('both sides of min_share, on a half answer', async () => {
    const half = 'The fetchInvoice client now retries failed calls.';
    const r = await runSpec({ kind: 'keyword-coverage', min_share: 0.5 }, onOutput(half, english));
    expect(r.status).toBe('fail');
    const m = /(\d+) of (\d+) key term/.exec(r.evidence)!;
    const share = Number(m[1]) / Number(m[2]);
    expect((await runSpec({ kind: 'keyword-coverage', min_share: share }, onOutput(half, english))).status).toBe('pass');
  });

  it('handles a German task: German stop words left out, German inflections matched', async () => {
    const task =
      'Implementiere für die Schnittstelle `/api/kunden` eine Validierung der Postleitzahl. Ungültige Eingaben sollen mit einer verständlichen Fehlermeldung abgelehnt werden.';
    const answer =
      'Die Schnittstellen-Route /api/kunden validiert jetzt jede Postleitzahl; ungültige Werte werden mit der Fehlermeldung "PLZ ungültig" abgelehnt.';
    const passed = await runSpec({ kind: 'keyword-coverage', min_share: 0.75 }, onOutput(answer, task));
    expect(passed.evidence).toMatch(/7 of 9 .*missing: Eingaben, verständlichen$/);
    expect(passed.evidence).not.toMatch(/\b(?:die|für|eine|der|mit|sollen|werden)\b/);
    expect(passed.status).toBe('pass');
    const off = await runSpec({ kind: 'keyword-coverage' }, onOutput('Die Datenbank wurde aktualisiert.', task));
    expect(off.status).toBe('fail');
    expect(off.evidence).toMatch(/missing: `\/api\/kunden`|missing: .*Schnittstelle/);
  });

  it('handles a Chinese task with dictionary word segmentation', async () => {
    const task = '为用户注册接口添加邮箱格式校验，重复注册时返回409错误。';
    const good = '注册接口现在会检查邮箱格式；如果用户重复注册，返回 409 错误。';
    const bad = '已更新首页的样式。';
    expect((await runSpec({ kind: 'keyword-coverage', min_share: 0.8 }, onOutput(good, task))).status).toBe('pass');
    const o = await runSpec({ kind: 'keyword-coverage' }, onOutput(bad, task));
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/missing: .*用户.*注册.*接口.*邮箱/);
  });

  it('handles a Japanese task: particles and endings are not terms', async () => {
    const task = 'ユーザー登録APIにメールアドレスの検証を追加し、重複登録の場合はHTTP 409を返してください。';
    const o = await runSpec({ kind: 'keyword-coverage', min_share: 1 }, onOutput('', task));
    expect(o.evidence).toMatch(/missing: `409`, ユーザー, 登録, API, メールアドレス, 検証, 重複, HTTP/);
  });

  it('uses `terms` when given, and cannot judge without any terms', async () => {
    const o = await runSpec(
      { kind: 'keyword-coverage', terms: ['rate limit', 'Retry-After', 'backoff'], min_share: 1 },
      onOutput('Honours Retry-After; exponential backoffs.'),
    );
    expect(o.evidence).toMatch(/2 of 3 key term\(s\) of the check found .*missing: `rate limit`/);
    const none = await runSpec({ kind: 'keyword-coverage' }, onOutput('anything', ''));
    expect(none).toMatchObject({ status: 'misconfigured' });
  });
});

describe('keyword-coverage, table', () => {
  checkTester(keywordCoverage).table([
    {
      name: 'the output names the key terms',
      spec: { terms: ['backoff', 'Retry-After'], min_share: 1 },
      files: { output: 'Honours Retry-After with exponential backoff.' },
      passes: true,
    },
    {
      name: 'the output misses the key terms',
      spec: { terms: ['backoff', 'Retry-After'], min_share: 1 },
      files: { output: 'Nothing relevant here.' },
      passes: false,
      evidence: 'backoff',
    },
  ]);
});
