import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { critique } from '../../../src/critique/critique.js';
import { exitCodeOf } from '../../../src/errors/exit-codes.js';
import { MemoryCache } from '../../../src/judge/cache.js';
import { createJudge } from '../../../src/judge/create-judge.js';
import { resolveJudgeSettings, type JudgeOverrides } from '../../../src/judge/settings.js';
import type { JudgeRequest } from '../../../src/judge/types.js';
import { toLines } from '../../../src/subject/text.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { startOpenAiDouble, type OpenAiDouble } from '../../doubles/openai.js';
import { closedPort } from '../../support/ports.js';

const MODEL = 'qwen2.5-coder:7b';
const OUTPUT = [
  'import requests',
  '',
  'def fetch(url):',
  '    try:',
  '        r = requests.get(url)',
  '        r.raise_for_status()',
  '    except requests.HTTPError as e:',
  '        if e.response.status_code == 404:',
  '            return None',
  '        raise',
  '    return r.json()',
].join('\n');

const criticInput = (output = OUTPUT) => ({
  output,
  task_description: 'Write fetch(url) that returns parsed JSON and None on HTTP 404.',
  schema: { type: 'text' as const },
  assertions: [
    { id: 'err-404', text: 'HTTP 404 is handled', critical: true },
    { id: 'json', text: 'The parsed JSON body is returned' },
  ],
});
const met = (id: string, line: number, quote: string) => ({
  id,
  met: true,
  evidence: `line ${line}`,
  location: { path: 'output', line, quote },
});
const unmet = (id: string) => ({ id, met: false, evidence: 'not there', fix: 'add it' });
const answer = (...criteria: object[]): string => JSON.stringify({ criteria });
const ALL_MET = answer(met('err-404', 8, 'if e.response.status_code == 404:'), met('json', 11, 'return r.json()'));

const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
});
const ollama = async (...args: Parameters<typeof startOllamaDouble>): Promise<OllamaDouble> => {
  const d = await startOllamaDouble(...args);
  closers.push(d);
  return d;
};
const openai = async (...args: Parameters<typeof startOpenAiDouble>): Promise<OpenAiDouble> => {
  const d = await startOpenAiDouble(...args);
  closers.push(d);
  return d;
};
const judgeWith = (over: JudgeOverrides, deps: Parameters<typeof createJudge>[1] = {}) =>
  createJudge(resolveJudgeSettings({ model: MODEL, timeoutSeconds: 30, cache: 'off', ...over }), deps);

describe('the OpenAI-compatible backend, against its wire-level double', () => {
  it('streams /v1/chat/completions with a json_schema response_format, the key as a bearer token, and the context from /v1/models', async () => {
    const d = await openai({
      chat: [{ content: ALL_MET, promptTokens: 700, completionTokens: 90 }],
      apiKey: 'sk-test-123',
      models: [{ id: MODEL, maxModelLen: 6144 }],
    });
    const result = await critique(criticInput(), { judge: judgeWith({ backend: 'openai', hosts: [d.url], apiKey: 'sk-test-123' }) });
    expect(result.verdict).toBe('PASS');
    expect(result.stats).toMatchObject({ llm_calls: 1, prompt_tokens: 700, completion_tokens: 90, host: d.url });
    expect(result.calibration).toEqual({ passed: true, canaries: 2, failed: [] });
    expect(d.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models', 'POST /v1/chat/completions']);
    expect(d.requests[1]!.headers['authorization']).toBe('Bearer sk-test-123');
    const body = d.chatRequests()[0]!;
    expect(body).toMatchObject({ model: MODEL, stream: true, stream_options: { include_usage: true }, temperature: 0, seed: 42 });
    expect(body['response_format']).toMatchObject({ type: 'json_schema', json_schema: { strict: true, schema: { type: 'object' } } });
    // max_tokens comes from the budget of a 6144-token context (a third at most).
    expect(body['max_tokens']).toBeLessThanOrEqual(2048);
    expect(JSON.stringify(result)).not.toContain('sk-test-123');
  });

  it.each([
    ['in /v1/models (meta.n_ctx)', true, ['GET /v1/models']],
    ['only in /props', false, ['GET /v1/models', 'GET /props']],
  ] as const)(
    "llama.cpp's server: the context it serves, %s, not the 32,768 its model was trained on (issue 43)",
    async (_where, listsServedContext, asked) => {
      const d = await openai({
        chat: [{ content: ALL_MET }],
        server: { kind: 'llama.cpp', nCtx: 4096, nCtxTrain: 32768, listsServedContext },
      });
      // About 52 KB of code: far more than 4,096 tokens, far less than 32,768.
      const big = Array.from({ length: 1500 }, (_, i) => `value_${i} = compute(${i})  # step ${i}`).join('\n');
      await critique(criticInput(`${OUTPUT}\n${big}\n`), { judge: judgeWith({ backend: 'openai', hosts: [d.url] }) });
      expect(d.requests.filter((r) => r.method === 'GET').map((r) => `${r.method} ${r.path}`)).toEqual(asked);
      // Each prompt was fitted to the 4,096 tokens served: a few characters a token at most, never the whole input.
      expect(d.chatRequests().length).toBeGreaterThan(0);
      for (const chat of d.chatRequests()) {
        const sent = (chat['messages'] as { content: string }[]).reduce((n, m) => n + m.content.length, 0);
        expect(sent).toBeLessThan(4096 * 5);
      }
    },
  );

  it('names the server and its words for an error body, and a refused key', async () => {
    const d = await openai({ chat: [{ status: 400, message: 'response_format is not supported by this model' }] });
    const r = await critique(criticInput(), { judge: judgeWith({ backend: 'openai', hosts: [d.url], numCtx: 8192 }) });
    expect(r._critic_status).toBe('error');
    expect(r.error).toBe(`the OpenAI-compatible server at ${d.url} answered 400: response_format is not supported by this model`);
    const k = await openai({ apiKey: 'right' });
    const r2 = await critique(criticInput(), { judge: judgeWith({ backend: 'openai', hosts: [k.url], numCtx: 8192, apiKey: 'wrong' }) });
    expect(r2.error).toMatch(/refused the key \(401: Invalid API key\); set CRITIC_GATE_API_KEY/);
    expect(r2.error).not.toContain('wrong');
  });

  it('an error event in the middle of the stream is a judge error, never a verdict', async () => {
    const d = await openai({ chat: [{ content: '{"criteria":[', errorAfterContent: 'CUDA out of memory' }] });
    const r = await critique(criticInput(), { judge: judgeWith({ backend: 'openai', hosts: [d.url], numCtx: 8192 }) });
    expect(r.verdict).toBe('FAIL');
    expect(r.error).toMatch(/reported an error in the middle of the answer: CUDA out of memory/);
  });
});

describe('failover across hosts', () => {
  it('skips a refusing host, a 503 and one that hangs before its first byte, and ends on the healthy one (Ollama)', async () => {
    const refused = `http://127.0.0.1:${await closedPort()}`;
    const busy = await ollama({ chat: [{ status: 503, error: 'server busy, please try again.  maximum pending requests exceeded' }] });
    // Held for good, not delayed: only firstByteSeconds can move the judge on.
    const hanging = await ollama({ chat: [{ content: ALL_MET, hold: () => new Promise<void>(() => undefined) }] });
    const healthy = await ollama({ chat: [{ content: ALL_MET }] });
    const judge = judgeWith({ hosts: [refused, busy.url, hanging.url, healthy.url], numCtx: 8192, firstByteSeconds: 1 });
    const r = await critique(criticInput(), { judge });
    expect(r.verdict).toBe('PASS');
    // Every host that was asked counts as a call, the failed ones included.
    expect(r.stats).toMatchObject({ host: healthy.url, failovers: 3, llm_calls: 4 });
    expect(healthy.chatRequests()).toHaveLength(1);
  });

  it('fails over in the middle of an answer too, and between OpenAI-compatible hosts', async () => {
    const broken = await openai({ chat: [{ content: '{"criteria": [{"id"', dropConnection: true }] });
    const healthy = await openai({ chat: [{ content: ALL_MET }] });
    const r = await critique(criticInput(), { judge: judgeWith({ backend: 'openai', hosts: [broken.url, healthy.url], numCtx: 8192 }) });
    expect(r.verdict).toBe('PASS');
    expect(r.stats).toMatchObject({ host: healthy.url, failovers: 1 });
  });

  it('when every host fails: exit 4, and the error names each host and why', async () => {
    const refused = `http://127.0.0.1:${await closedPort()}`;
    const down = await ollama({ chat: [{ status: 500, error: 'llama runner process has terminated' }] });
    const r = await critique(criticInput(), { judge: judgeWith({ hosts: [refused, down.url], numCtx: 8192 }) });
    expect(exitCodeOf(r)).toBe(4);
    expect(r.error).toContain(`cannot reach Ollama at ${refused}: connection refused`);
    expect(r.error).toContain(`Ollama at ${down.url} answered 500: llama runner process has terminated`);
    expect(r.stats).toMatchObject({ failovers: 1 });
  });
});

const OTHER_OUTPUTS = [
  OUTPUT,
  ['function total(items) {', '  let sum = 0;', '  for (const item of items) sum += item.price;', '  return sum;', '}'].join('\n'),
  ['# Release notes', '', 'The importer now skips empty rows instead of failing.', 'Dates are parsed in UTC everywhere.'].join('\n'),
  ['SELECT customer_id, COUNT(*) AS orders', 'FROM orders', 'WHERE created_at > NOW() - INTERVAL 30 DAY', 'GROUP BY customer_id;'].join(
    '\n',
  ),
  ['package main', '', 'func handler(w http.ResponseWriter, r *http.Request) {', '\tfmt.Fprintf(w, "status: ok")', '}'].join('\n'),
];

describe('calibration canaries', () => {
  it.each(['met', 'unmet'] as const)(
    'a judge that says %s to everything is caught on every material: exit 4, calibration failed',
    async (mode) => {
      for (const output of OTHER_OUTPUTS) {
        const d = await ollama({ chat: [{ content: '', auto: mode }] });
        const r = await critique(criticInput(output), { judge: judgeWith({ hosts: [d.url], numCtx: 8192 }) });
        expect(exitCodeOf(r), output).toBe(4);
        expect(r.error).toMatch(/^calibration failed: /);
        expect(r.calibration).toMatchObject({ passed: false, canaries: 2 });
        expect(r.calibration!.failed.length).toBeGreaterThan(0);
        // Never a verdict on the work, and the canaries are never criteria.
        expect(r.criteria.map((c) => c.id)).toEqual(['err-404', 'json']);
        expect(r.criteria.every((c) => c.met === null)).toBe(true);
      }
    },
  );

  it('an honest judge passes them on every material; the canaries look like assertions and never reach the result', async () => {
    for (const output of OTHER_OUTPUTS) {
      const d = await ollama({ chat: [{ content: '', auto: 'honest', real: ['err-404', 'json'] }] });
      const r = await critique(criticInput(output), { judge: judgeWith({ hosts: [d.url], numCtx: 8192 }) });
      expect(r.calibration, output).toEqual({ passed: true, canaries: 2, failed: [] });
      expect(r.criteria.map((c) => c.id)).toEqual(['err-404', 'json']);
      const user = d.chatRequests()[0]!.messages!.find((m) => m.role === 'user')!.content;
      expect(user.match(/^- id: /gm)).toHaveLength(4);
    }
  });

  it('the same material gives the same canaries (so the prompt, and its cache key, are stable)', async () => {
    const d = await ollama({ fallback: { content: '', auto: 'honest', real: ['err-404', 'json'] } });
    await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192 }) });
    await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192 }) });
    const [a, b] = d.chatRequests();
    expect(a!.messages).toEqual(b!.messages);
  });

  it('--calibration off sends no canaries', async () => {
    const d = await ollama({ chat: [{ content: ALL_MET }], canaries: 'off' });
    const r = await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192, calibration: 'off' }) });
    expect(r.verdict).toBe('PASS');
    expect(r.calibration).toBeUndefined();
  });
});

describe('votes', () => {
  it('three votes with seeds seed..seed+2: an alternating judge gives the majority and agreement "2/3"', async () => {
    const splitAnswer = answer(unmet('err-404'), met('json', 11, 'return r.json()'));
    const d = await ollama({ chat: [{ content: ALL_MET }, { content: splitAnswer }, { content: ALL_MET }] });
    const r = await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192, votes: 3, seed: 10 }) });
    expect(d.chatRequests().map((c) => c.options!['seed'])).toEqual([10, 11, 12]);
    expect(r.criteria.map((c) => [c.id, c.met, c.agreement])).toEqual([
      ['err-404', true, '2/3'],
      ['json', true, '3/3'],
    ]);
    expect(r.verdict).toBe('PASS');
    expect(r.calibration).toEqual({ passed: true, canaries: 6, failed: [] });
  });

  it('a met without verifiable evidence does not count toward the majority', async () => {
    const invented = answer(met('err-404', 8, 'except NotFound404Error:'), met('json', 11, 'return r.json()'));
    const d = await ollama({ chat: [{ content: ALL_MET }, { content: invented }, { content: invented }] });
    const r = await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192, votes: 3 }) });
    expect(r.criteria[0]).toMatchObject({ id: 'err-404', met: false, agreement: '2/3' });
    expect(r.verdict).toBe('FAIL');
  });
});

describe('the judgement cache', () => {
  it('an unchanged judgement is reused with zero model calls and the same verdict; evidence is verified again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'critic-gate-cache-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const d = await ollama({ chat: [{ content: ALL_MET }] });
    const judge = () => judgeWith({ hosts: [d.url], numCtx: 8192, cache: 'on', cacheDir: dir });
    const first = await critique(criticInput(), { judge: judge() });
    const second = await critique(criticInput(), { judge: judge() });
    expect(d.chatRequests()).toHaveLength(1);
    expect(first.stats).toMatchObject({ llm_calls: 1, cache_hits: 0 });
    expect(second.stats).toMatchObject({ llm_calls: 0, cache_hits: 1 });
    expect(second.verdict).toBe(first.verdict);
    expect(second.criteria).toEqual(first.criteria);
    expect(second.calibration).toEqual({ passed: true, canaries: 2, failed: [] });
  });

  it('ignores an entry that does not parse or does not match, and a different model digest misses', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'critic-gate-cache-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const d = await ollama({ fallback: { content: ALL_MET } });
    await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192, cache: 'on', cacheDir: dir }) });
    const [file] = await readdir(dir);
    await writeFile(join(dir, file!), '{"v":1,"key":"not-this-one","answer":"{}"}');
    const r = await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192, cache: 'on', cacheDir: dir }) });
    expect(r.stats).toMatchObject({ llm_calls: 1, cache_hits: 0 });
    await writeFile(join(dir, file!), 'garbage');
    const r2 = await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192, cache: 'on', cacheDir: dir }) });
    expect(r2.stats).toMatchObject({ llm_calls: 1, cache_hits: 0 });
    expect(r2.verdict).toBe('PASS');
    const other = await ollama({ fallback: { content: ALL_MET }, models: [{ name: 'qwen2.5-coder:7b' }] });
    // The double reports the same digest for every model name; a different temperature must miss.
    const r3 = await critique(criticInput(), {
      judge: judgeWith({ hosts: [other.url], numCtx: 8192, cache: 'on', cacheDir: dir, temperature: 0.3 }),
    });
    expect(r3.stats).toMatchObject({ llm_calls: 1, cache_hits: 0 });
  });

  it('a cached answer whose quote no longer verifies is not met (the marker-style memory store, carried to the next run)', async () => {
    const d = await ollama({ fallback: { content: ALL_MET } });
    const store = new MemoryCache();
    await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192, cache: 'on' }, { cache: store }) });
    const next = new MemoryCache(store.entries());
    const r = await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192, cache: 'on' }, { cache: next }) });
    expect(r.stats).toMatchObject({ llm_calls: 0, cache_hits: 1 });
    expect(Object.keys(next.entries())).toHaveLength(1);
  });
});

function bigFile(name: string, lines: number): { path: string; lines: ReturnType<typeof toLines> } {
  return {
    path: name,
    lines: toLines(
      Array.from({ length: lines }, (_, i) => `export const ${name.replace(/\W/g, '_')}_value_${i} = compute(${i}, "${name}");`).join('\n'),
    ),
  };
}

describe('per-assertion material', () => {
  const request = (): JudgeRequest => ({
    task: 'Refactor',
    material: [bigFile('src/a.ts', 50), bigFile('src/b.ts', 50), bigFile('src/c.ts', 50)],
    assertions: [
      { id: 'a-ok', text: 'a is fine', paths: ['src/a.ts'] },
      { id: 'b-ok', text: 'b is fine', paths: ['src/b.ts'] },
      { id: 'c-ok', text: 'c is fine', paths: ['src/c.ts'] },
    ],
  });

  it('on a change too big for one prompt, each scoped assertion is judged on its own files, shown whole', async () => {
    const d = await ollama({ fallback: { content: '', auto: 'honest', real: ['a-ok', 'b-ok', 'c-ok'] } });
    // 5,120: one file fits a prompt whole, two do not, with the Qwen estimate (the model's family) as with the conservative one.
    const judge = judgeWith({ hosts: [d.url], numCtx: 5120 });
    const answer = await judge.judge(request());
    const chats = d.chatRequests();
    expect(chats).toHaveLength(3);
    chats.forEach((c, i) => {
      const user = c.messages!.find((m) => m.role === 'user')!.content;
      const name = ['src/a.ts', 'src/b.ts', 'src/c.ts'][i]!;
      expect(user).toContain(`### ${name}`);
      expect(user.match(/^### /gm)).toHaveLength(1);
      expect(user).not.toMatch(/not shown/);
    });
    expect(answer.stats.truncated_lines).toBe(0);
    expect(answer.items.map((i) => [i.id, i.met])).toEqual([
      ['a-ok', true],
      ['b-ok', true],
      ['c-ok', true],
    ]);
    expect(answer.seenById?.get('b-ok')?.get('src/b.ts')?.size).toBe(50);
  });

  it('one call when everything fits', async () => {
    const d = await ollama({ fallback: { content: '', auto: 'honest', real: ['a-ok', 'b-ok', 'c-ok'] } });
    await judgeWith({ hosts: [d.url], numCtx: 32768 }).judge(request());
    expect(d.chatRequests()).toHaveLength(1);
  });

  it('with the cache, a changed file re-judges only the assertion that reads it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'critic-gate-cache-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const d = await ollama({ fallback: { content: '', auto: 'honest', real: ['a-ok', 'b-ok', 'c-ok'] } });
    const judge = () => judgeWith({ hosts: [d.url], numCtx: 5120, cache: 'on', cacheDir: dir });
    await judge().judge(request());
    const changed = request();
    changed.material = [changed.material[0]!, bigFile('src/b2.ts', 50), changed.material[2]!].map((m, i) =>
      i === 1 ? { ...m, path: 'src/b.ts' } : m,
    );
    const again = await judge().judge(changed);
    expect(again.stats).toMatchObject({ llm_calls: 1, cache_hits: 2 });
    expect(d.chatRequests()).toHaveLength(4);
  });
});

describe('the report shows trust at a glance', () => {
  it('split decisions, the calibration count, failovers and cache hits', async () => {
    const { renderMarkdown } = await import('../../../src/report/markdown.js');
    const splitAnswer = answer(unmet('err-404'), met('json', 11, 'return r.json()'));
    const d = await ollama({ chat: [{ content: ALL_MET }, { content: splitAnswer }, { content: ALL_MET }] });
    const r = await critique(criticInput(), { judge: judgeWith({ hosts: [d.url], numCtx: 8192, votes: 3 }) });
    const md = renderMarkdown(r);
    expect(md).toContain('**err-404** (critical, split 2/3)');
    expect(md).not.toContain('split 3/3');
    expect(md).toContain('6 of 6 known-answer checks right');
    // Canaries never appear in the review, only their count.
    const canaryIds = d
      .chatRequests()[0]!
      .messages!.find((m) => m.role === 'user')!
      .content.match(/^- id: "([^"]+)"/gm)!;
    expect(canaryIds).toHaveLength(4);
    for (const id of canaryIds.map((l) => l.slice(7, -1)).filter((id) => id !== 'err-404' && id !== 'json')) expect(md).not.toContain(id);
  });
});
