/**
 * Issue 39, spec §15: every verdict carries a receipt (the model's digest, the SHA-256 of every
 * request body and answer), `--requests` writes the bodies beside the result, and
 * `critic-gate replay` re-sends them and says per criterion whether the verdict is reproduced.
 * Through the built CLI, against the wire-level Ollama and OpenAI-compatible doubles.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DIGEST, startOllamaDouble, type AnswerPlan, type OllamaDouble, type OllamaScript } from '../../doubles/ollama.js';
import { startOpenAiDouble, type OpenAiDouble } from '../../doubles/openai.js';
import { assertCliBuilt, runCli } from '../../support/run-cli.js';
import { fakeGithubToken } from '../../support/fake-credentials.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import type { CriticResult } from '../../../src/contract/result.js';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const PYTHON = [
  'import requests',
  '',
  'def fetch(url):',
  '    try:',
  '        return requests.get(url).json()',
  '    except requests.HTTPError as e:',
  '        return None',
  '',
].join('\n');

const input = JSON.stringify({
  output: PYTHON,
  task_description: 'Fetch a URL and handle HTTP errors',
  schema: { type: 'code', language: 'python' },
  assertions: [
    { id: 'http-errors', text: 'HTTP errors are handled', critical: true },
    { id: 'typed', text: 'The function has type hints' },
  ],
});

const items = {
  handled: {
    id: 'http-errors',
    met: true,
    evidence: 'line 6',
    location: { path: 'output', line: 6, quote: 'except requests.HTTPError as e:' },
  },
  notHandled: { id: 'http-errors', met: false, evidence: 'nothing is handled', fix: 'Handle HTTP errors' },
  untyped: { id: 'typed', met: false, evidence: 'no hints', fix: 'Add type hints' },
};
const answer = (...criteria: unknown[]): AnswerPlan => ({ content: JSON.stringify({ criteria }) });

/** The raw answer text the double streamed for a scripted answer, canaries filled in: the chat's `message.content` lines joined. */
const streamedAnswer = (raw: string): string =>
  raw
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => (JSON.parse(l) as { message?: { content?: string } }).message?.content ?? '')
    .join('');

describe('a receipt with every verdict, and critic-gate replay (Ollama)', () => {
  let doubles: OllamaDouble[] = [];
  let dir = '';
  beforeAll(() => assertCliBuilt());
  afterEach(async () => {
    await Promise.all(doubles.map((d) => d.close()));
    doubles = [];
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = '';
  });
  const start = async (script: OllamaScript): Promise<OllamaDouble> => {
    const d = await startOllamaDouble(script);
    doubles.push(d);
    return d;
  };
  /** `judge --requests` into the folder `into` against the double `d`: the result file, its requests file, and the double. */
  const judgeInto = async (into: string, d: OllamaDouble, votes = 1) => {
    const requests = join(into, 'result.requests.jsonl');
    const r = await runCli(['judge', '--host', d.url, '--requests', requests, '--votes', String(votes)], { stdin: input });
    const result = join(into, 'result.json');
    await writeFile(result, r.stdout);
    return { r, d, result, requests };
  };
  /** `judge --requests` against a double answering `plans`: the result file, its requests file, and the double. */
  const judged = async (plans: AnswerPlan[], votes = 1) => {
    dir = await mkdtemp(join(tmpdir(), 'receipt-'));
    return judgeInto(dir, await start({ chat: plans }), votes);
  };

  /**
   * The plain run (one vote, answered handled + untyped), shared by the tests that only read it: none
   * of them changes its files or sends its double another request, so each reads what this one run
   * made, as its own identical run did. The tests that edit the files or ask the double again keep
   * their own run. Made on first use; its folder and double live until the end of the file.
   */
  let plain: ReturnType<typeof judgeInto> | undefined;
  let plainDir = '';
  let plainDouble: OllamaDouble | undefined;
  const plainRun = () =>
    (plain ??= (async () => {
      plainDir = await mkdtemp(join(tmpdir(), 'receipt-plain-'));
      plainDouble = await startOllamaDouble({ chat: [answer(items.handled, items.untyped)] });
      return judgeInto(plainDir, plainDouble);
    })());
  afterAll(async () => {
    await plainDouble?.close();
    if (plainDir) await rm(plainDir, { recursive: true, force: true });
  });

  it('names the model digest and the hash of every request body and answer the double saw and sent', async () => {
    const { r, d } = await plainRun();
    // RETRY: one criterion unmet, none critical.
    expect(r.code).toBe(1);
    const receipt = r.json().receipt!;
    const chats = d.requests.filter((q) => q.path === '/api/chat');
    expect(chats).toHaveLength(1);
    expect(receipt).toMatchObject({
      model: 'qwen2.5-coder:7b',
      digest: DEFAULT_DIGEST,
      backend: 'ollama',
      temperature: 0,
      seed: expect.any(Number),
      num_ctx: expect.any(Number),
      tally: { 'http-errors': { met: 1, unmet: 0 }, typed: { met: 0, unmet: 1 } },
    });
    expect(receipt.no_model_call).toBeUndefined();
    expect(receipt.calls).toEqual([{ request_sha256: sha256(chats[0]!.raw), answer_sha256: expect.any(String) }]);
    expect(receipt.seed).toBe((chats[0]!.body as { options: { seed: number } }).options.seed);
  });

  it('replay against the same double reproduces the verdict (exit 0)', async () => {
    const { result, requests, d } = await plainRun();
    const sent = d.requests.filter((q) => q.path === '/api/chat').map((q) => q.raw);
    const again = await start({ chat: [answer(items.handled, items.untyped)] });
    const r = await runCli(['replay', result, '--host', again.url, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as {
      reproduced: boolean;
      identical_answers: number;
      criteria: { id: string; reproduced: boolean }[];
    };
    expect(report.reproduced).toBe(true);
    expect(report.identical_answers).toBe(1);
    expect(report.criteria.map((c) => [c.id, c.reproduced])).toEqual([
      ['http-errors', true],
      ['typed', true],
    ]);
    // The very bytes sent the first time.
    expect(again.requests.filter((q) => q.path === '/api/chat').map((q) => q.raw)).toEqual(sent);
    // The requests file is found beside the result by default and holds those bodies.
    expect((await readFile(requests, 'utf8')).trim().split('\n')).toHaveLength(1);
  });

  it('replay against a double that answers otherwise names the criterion that changed (exit 1)', async () => {
    const { result } = await plainRun();
    const other = await start({ chat: [answer(items.notHandled, items.untyped)] });
    const r = await runCli(['replay', result, '--host', other.url]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^CHANGED {2}http-errors: was met \(1 met, 0 unmet\), now unmet \(0 met, 1 unmet\)$/m);
    expect(r.stdout).toMatch(/^reproduced {2}typed:/m);
    expect(r.stdout).toContain('not reproduced: http-errors');
  });

  it('replays every vote: the tally counts each', async () => {
    const plans = [answer(items.handled, items.untyped), answer(items.handled, items.untyped), answer(items.notHandled, items.untyped)];
    const { r, result } = await judged(plans, 3);
    expect(r.json().receipt!.tally['http-errors']).toEqual({ met: 2, unmet: 1 });
    expect(r.json().receipt!.calls).toHaveLength(3);
    const flipped = await start({
      chat: [answer(items.handled, items.untyped), answer(items.notHandled, items.untyped), answer(items.notHandled, items.untyped)],
    });
    const replayed = await runCli(['replay', result, '--host', flipped.url]);
    expect(replayed.code).toBe(1);
    expect(replayed.stdout).toMatch(/^CHANGED {2}http-errors: was met \(2 met, 1 unmet\), now unmet \(1 met, 2 unmet\)$/m);
  });

  it('refuses (exit 4) a server whose model has another digest, naming both', async () => {
    const { result } = await plainRun();
    const other = await start({
      models: [{ name: 'qwen2.5-coder:7b', digest: 'f'.repeat(64) }],
      chat: [answer(items.handled, items.untyped)],
    });
    const r = await runCli(['replay', result, '--host', other.url]);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('f'.repeat(64));
    expect(r.stderr).toContain(DEFAULT_DIGEST);
    expect(other.requests.filter((q) => q.path === '/api/chat')).toHaveLength(0);
  });

  it('refuses (exit 4) a requests file that is not the one sent', async () => {
    const { result, requests } = await judged([answer(items.handled, items.untyped)]);
    const text = await readFile(requests, 'utf8');
    await writeFile(requests, text.replace('HTTP errors are handled', 'HTTP errors are ignored'));
    const again = await start({ chat: [answer(items.handled, items.untyped)] });
    const r = await runCli(['replay', result, '--host', again.url]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/not the one the receipt names/);
    expect(again.requests.filter((q) => q.path === '/api/chat')).toHaveLength(0);
  });

  it('refuses (exit 4) a result whose tally was emptied, and a requests file whose criteria were edited: nothing reads as reproduced', async () => {
    const { result, requests } = await judged([answer(items.handled, items.untyped)]);
    const original = await readFile(result, 'utf8');
    const json = JSON.parse(original) as { receipt: { tally: Record<string, unknown> } };
    await writeFile(result, JSON.stringify({ ...json, receipt: { ...json.receipt, tally: {} } }));
    const again = await start({ chat: [answer(items.handled, items.untyped)] });
    const emptied = await runCli(['replay', result, '--host', again.url]);
    expect(emptied.code).toBe(4);
    expect(emptied.stderr).toMatch(/tally names no criterion/);

    await writeFile(result, original);
    const lines = (await readFile(requests, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { criteria: string[] });
    await writeFile(requests, `${lines.map((l) => JSON.stringify({ ...l, criteria: l.criteria.slice(1) })).join('\n')}\n`);
    const edited = await runCli(['replay', result, '--host', again.url]);
    expect(edited.code).toBe(4);
    expect(edited.stderr).toMatch(/criteria or model differ from the receipt's/);
    expect(again.requests.filter((q) => q.path === '/api/chat')).toHaveLength(0);
  });

  it('refuses (exit 4) when the server cannot be reached', async () => {
    const { result } = await plainRun();
    const gone = await start({});
    const url = gone.url;
    await gone.close();
    doubles = doubles.filter((d) => d !== gone);
    const r = await runCli(['replay', result, '--host', url]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/critic-gate: .*(reach|ECONNREFUSED|refused)/i);
  });

  it('a cache hit says no model was called and names the cached answer by its hash', async () => {
    const { r, d } = await judged([answer(items.handled, items.untyped)]);
    const cacheDir = join(dir, 'cache');
    const cached = ['judge', '--host', d.url, '--cache', 'on', '--cache-dir', cacheDir];
    d.enqueue(answer(items.handled, items.untyped));
    const first = await runCli(cached, { stdin: input });
    const second = await runCli(cached, { stdin: input });
    expect(d.requests.filter((q) => q.path === '/api/chat')).toHaveLength(2);
    const answered = first.json().receipt!.calls[0]!.answer_sha256;
    // The same answer as the run without the cache, kept and reused.
    expect(answered).toBe(r.json().receipt!.calls[0]!.answer_sha256);
    expect(second.json().receipt).toMatchObject({
      digest: DEFAULT_DIGEST,
      no_model_call: 'cache-hit',
      calls: [{ answer_sha256: answered, cached: true }],
      tally: { 'http-errors': { met: 1, unmet: 0 } },
    });

    // Two votes: the first (seed 42) from the cache, the second asked. Replay cannot ask the first again.
    d.enqueue(answer(items.handled, items.untyped));
    const partly = await runCli([...cached, '--votes', '2', '--requests', join(dir, 'partly.requests.jsonl')], { stdin: input });
    expect(partly.json().receipt!.calls.map((c) => c.cached ?? false)).toEqual([true, false]);
    expect(partly.json().receipt!.no_model_call).toBeUndefined();
    await writeFile(join(dir, 'partly.json'), partly.stdout);
    const replayed = await runCli(['replay', join(dir, 'partly.json'), '--host', d.url]);
    expect(replayed.code).toBe(4);
    expect(replayed.stderr).toContain("1 of the receipt's answers came from the cache");
  });

  it('writes no token to the requests file: a token of the environment in the material is masked, and replay refuses that request', async () => {
    dir = await mkdtemp(join(tmpdir(), 'receipt-'));
    const token = fakeGithubToken();
    const d = await start({ chat: [answer(items.handled, items.untyped)] });
    const requests = join(dir, 'result.requests.jsonl');
    const leaky = JSON.stringify({ ...JSON.parse(input), output: `${PYTHON}TOKEN = "${token}"\n` });
    const r = await runCli(['judge', '--host', d.url, '--requests', requests], { stdin: leaky, env: { GITHUB_TOKEN: token } });
    await writeFile(join(dir, 'result.json'), r.stdout);
    // The model was sent it (the material is what it is); the file on disk does not keep it.
    expect(d.requests.find((q) => q.path === '/api/chat')!.raw).toContain(token);
    const written = await readFile(requests, 'utf8');
    expect(written).not.toContain(token);
    expect(written.length).toBeGreaterThan(0);
    const again = await start({ chat: [answer(items.handled, items.untyped)] });
    const replayed = await runCli(['replay', join(dir, 'result.json'), '--host', again.url]);
    expect(replayed.code).toBe(4);
    expect(replayed.stderr).toMatch(/not the one the receipt names/);
  });

  it('a judge that fails before any answer says so in its receipt', async () => {
    const gone = await start({});
    const url = gone.url;
    await gone.close();
    doubles = doubles.filter((d) => d !== gone);
    const r = await runCli(['judge', '--host', url], { stdin: input });
    expect(r.code).toBe(4);
    expect(r.json().receipt).toMatchObject({ calls: [], no_model_call: 'judge-error' });
  });

  it('a verdict with no model call says why in its receipt, and replay has nothing to send (exit 4)', async () => {
    const r = await runCli(['judge', '--llm', 'off'], { stdin: input });
    expect(r.json().receipt).toEqual({ model: null, digest: null, calls: [], tally: {}, no_model_call: 'judge-off' });
    dir = await mkdtemp(join(tmpdir(), 'receipt-'));
    await writeFile(join(dir, 'off.json'), r.stdout);
    const replayed = await runCli(['replay', join(dir, 'off.json')]);
    expect(replayed.code).toBe(4);
    expect(replayed.stderr).toContain('judge-off');
  });

  it('the raw answer text of the receipt is what the double streamed', async () => {
    const { r, d } = await plainRun();
    expect(d.requests.filter((q) => q.path === '/api/chat')).toHaveLength(1);
    // Ask a second double with the very body and read its stream: the same script streams the same text.
    const again = await start({ chat: [answer(items.handled, items.untyped)] });
    const body = d.requests.find((q) => q.path === '/api/chat')!.raw;
    const raw = await (await fetch(`${again.url}/api/chat`, { method: 'POST', body })).text();
    expect(r.json().receipt!.calls[0]!.answer_sha256).toBe(sha256(streamedAnswer(raw)));
  });
});

describe('a receipt from an OpenAI-compatible server', () => {
  let double: OpenAiDouble | undefined;
  afterEach(async () => {
    await double?.close();
    double = undefined;
  });

  it('names the model, no digest, and the hash of the request body sent; the key never reaches the requests file', async () => {
    const key = 'sk-receipt-test-key-0123456789';
    double = await startOpenAiDouble({ apiKey: key, chat: [{ content: JSON.stringify({ criteria: [items.handled, items.untyped] }) }] });
    const out = await mkdtemp(join(tmpdir(), 'receipt-openai-'));
    const requests = join(out, 'requests.jsonl');
    const r = await runCli(['judge', '--backend', 'openai', '--host', double.url, '--requests', requests], {
      stdin: input,
      env: { CRITIC_GATE_API_KEY: key },
    });
    const written = await readFile(requests, 'utf8');
    await rm(out, { recursive: true, force: true });
    expect(written).not.toContain(key);
    expect(JSON.parse(written.trim()) as { path: string; backend: string }).toMatchObject({
      path: '/v1/chat/completions',
      backend: 'openai',
    });
    expect(r.json().verdict).toBe('RETRY');
    const chats = double.requests.filter((q) => q.path === '/v1/chat/completions');
    expect(chats).toHaveLength(1);
    expect(r.json().receipt).toMatchObject({
      model: 'qwen2.5-coder:7b',
      digest: null,
      backend: 'openai',
      calls: [{ request_sha256: sha256(chats[0]!.raw), answer_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }],
      tally: { 'http-errors': { met: 1, unmet: 0 }, typed: { met: 0, unmet: 1 } },
    });
  });
});

describe('critic-gate pr: the receipt binds the verdict to the config digest and the head', () => {
  let double: OllamaDouble | undefined;
  let repo: GitRepoFixture | undefined;
  let out = '';
  afterEach(async () => {
    await double?.close();
    await repo?.cleanup();
    if (out) await rm(out, { recursive: true, force: true });
    double = undefined;
    repo = undefined;
    out = '';
  });

  it('carries config_digest and head_sha, and pr --requests replays to the same verdict', async () => {
    repo = await createGitRepo();
    await repo.write(
      '.github/critic-gate.yml',
      'version: 1\nassertions:\n  - {id: sum, text: "The sum of a and b is exported", critical: true, files: "src/**"}\n',
    );
    await repo.write('src/a.ts', 'export const a = 1;\n');
    await repo.commit('base');
    await repo.branch('feature');
    await repo.write('src/a.ts', 'export const a = 1;\nexport const b = 2;\nexport const sum = a + b;\n');
    const head = await repo.commit('feature: the sum');
    const sum = { id: 'sum', met: true, evidence: 'line 3', location: { path: 'src/a.ts', line: 3, quote: 'export const sum = a + b;' } };
    double = await startOllamaDouble({ fallback: { content: JSON.stringify({ criteria: [sum] }) } });
    out = await mkdtemp(join(tmpdir(), 'receipt-pr-'));
    const result = join(out, 'result.json');
    const r = await runCli([
      'pr',
      '--repo',
      repo.dir,
      '--base',
      'main',
      '--ollama-host',
      double.url,
      '--json',
      result,
      '--requests',
      join(out, 'result.requests.jsonl'),
    ]);
    expect(r.code).toBe(0);
    const receipt = (JSON.parse(await readFile(result, 'utf8')) as CriticResult).receipt!;
    expect(receipt).toMatchObject({
      digest: DEFAULT_DIGEST,
      head_sha: head,
      config_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      tally: { sum: { met: 1, unmet: 0 } },
    });
    const replayed = await runCli(['replay', result, '--host', double.url]);
    expect(replayed.stdout).toMatch(/^reproduced {2}sum: was met \(1 met, 0 unmet\), now met \(1 met, 0 unmet\)$/m);
    expect(replayed.code).toBe(0);
  });
});
