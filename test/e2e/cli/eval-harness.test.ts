import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import type { CliIo } from '../../../src/cli/io.js';
import { BEHAVIOURS, builtinSuite } from '../../../src/eval/builtin/index.js';
import { groupCases } from '../../../src/eval/case-groups.js';
import { runEval } from '../../../src/eval/run-eval.js';
import type { EvalSuite } from '../../../src/eval/suite.js';
import { createOllamaJudge } from '../../../src/judge/backends/ollama.js';
import { lazyJudge } from '../../../src/judge/lazy.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { alwaysMet, labelOracle, seedFlipper } from '../../support/oracle.js';

const MODEL = 'qwen2.5-coder:7b';
const full = builtinSuite();

/** Every kind and language, both labels: a slice of the suite that stays quick. */
function sample(n: number): EvalSuite {
  const step = Math.floor(full.cases.length / n);
  return { ...full, cases: full.cases.filter((_, i) => i % step === 0).slice(0, n) };
}

let double: OllamaDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const judgeAt = (url: string, seed = 42) => createOllamaJudge({ host: url, model: MODEL, numCtx: 16384, timeoutSeconds: 60, seed });

describe('the eval harness against the Ollama double', () => {
  it('scores a judge that answers from the labels 100 %, through the judge path of pr', async () => {
    double = await startOllamaDouble({ respond: labelOracle(full.cases, BEHAVIOURS) });
    const report = await runEval(full, { judgeFor: () => judgeAt(double!.url), seeds: 1 });
    expect(report.cases).toBe(full.cases.length);
    expect(report.accuracy).toBe(1);
    expect(report.precision).toBe(1);
    expect(report.recall).toBe(1);
    expect(report.confusion.errors).toBe(0);
    expect(report.partial).toBe(false);
    // Spec §15's figures for the built-in suite: every assertion's cases read as expected, so each would block.
    expect(report.examples.assertions).toBeGreaterThan(1);
    expect(report.examples.agreeing).toBe(report.examples.assertions);
    expect(report.examples.per_assertion.reduce((n, a) => n + a.total, 0)).toBe(full.cases.length);
    // Each case was one real chat request with the response schema as `format`.
    expect(double.chatRequests()).toHaveLength(full.cases.length);
    expect(double.chatRequests()[0]!.format).toMatchObject({ type: 'object' });
  });

  it('scores a judge that says met to everything (with real quotes) at the suite’s met share', async () => {
    const suite = sample(40);
    double = await startOllamaDouble({ respond: alwaysMet(suite.cases) });
    const report = await runEval(suite, { judgeFor: () => judgeAt(double!.url), seeds: 1 });
    expect(report.accuracy).toBe(report.met_share);
    // A yes-sayer misreads every unmet case: no assertion with an unmet case keeps its power to block.
    expect(report.examples.per_assertion.filter((a) => a.disagreeing.some((d) => d.expect === 'unmet')).length).toBe(
      report.examples.assertions - report.examples.agreeing,
    );
    expect(report.examples.agreeing).toBeLessThan(report.examples.assertions);
    expect(report.recall).toBe(1);
    expect(report.precision).toBe(report.met_share);
    expect(report.confusion.fp).toBe(suite.cases.filter((c) => !c.met).length);
  });

  it('shows a judge that flips between seeds: flip rate 100 %, accuracy 50 %', async () => {
    const suite = sample(20);
    double = await startOllamaDouble({ respond: seedFlipper(suite.cases, BEHAVIOURS, 2) });
    const report = await runEval(suite, { judgeFor: (r) => judgeAt(double!.url, 42 + r), seeds: 2 });
    expect(report.flip_rate).toBe(1);
    expect(report.accuracy).toBe(0.5);
    expect(double.chatRequests().map((r) => r.options?.['seed'])).toEqual(suite.cases.flatMap(() => [42, 43]));
  });

  it('judges several cases in one prompt with --batch: the same scores, fewer calls, each case judged on its own files', async () => {
    const suite = sample(40);
    double = await startOllamaDouble({ respond: labelOracle(suite.cases, BEHAVIOURS, 1, 4) });
    const report = await runEval(suite, { judgeFor: () => judgeAt(double!.url), seeds: 1, batch: 4 });
    expect(report.accuracy).toBe(1);
    expect(report.batch).toBe(4);
    expect(report.per_case.map((o) => o.id)).toEqual(suite.cases.map((c) => c.id));
    const calls = double.chatRequests().length;
    expect(calls).toBe(groupCases(suite.cases, 4).length);
    expect(calls).toBeLessThanOrEqual(suite.cases.length / 3);
    expect(report.llm_calls).toBe(calls);
    // Tokens as the server counted them, split between the cases that shared a call: the sum is exact.
    expect(report.tokens.prompt).toBe(
      double.chatRequests().reduce((n, r) => n + Math.ceil((r.messages ?? []).reduce((m, x) => m + x.content.length, 0) / 4), 0),
    );
  });

  it('counts a judge that cannot answer as undecided and wrong, never as right', async () => {
    const suite = sample(4);
    double = await startOllamaDouble({ respond: () => ({ status: 500, error: 'llama runner process has terminated' }) });
    const report = await runEval(suite, { judgeFor: () => judgeAt(double!.url), seeds: 1 });
    expect(report.confusion.errors).toBe(4);
    expect(report.accuracy).toBe(0);
    expect(report.per_case[0]!.judgements[0]!.error).toMatch(/terminated/);
  });
});

function memoryIo(): CliIo & { out: string; err: string; files: Map<string, string> } {
  const io = {
    out: '',
    err: '',
    files: new Map<string, string>(),
    readStdin: async () => '',
    readFile: async (p: string) => {
      const text = io.files.get(p);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file, open '${p}'`), { code: 'ENOENT', path: p });
      return text;
    },
    writeFile: async (p: string, t: string) => void io.files.set(p, t),
    stdout: (t: string) => void (io.out += t),
    stderr: (t: string) => void (io.err += t),
    isTty: false,
    stderrIsTty: false,
  };
  return io;
}

describe('critic-gate eval', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('prints the figures, writes --json with the contract’s fields and a self-contained --html', async () => {
    const cases = full.cases.slice(0, 12);
    double = await startOllamaDouble({ respond: labelOracle(cases, BEHAVIOURS) });
    const io = memoryIo();
    const code = await main(
      ['eval', '--limit', '12', '--ollama-host', double.url, '--num-ctx', '16384', '--json', 'r.json', '--html', 'r.html'],
      {},
      { io, makeJudge: lazyJudge, cwd: '.' },
    );
    expect(code).toBe(0);
    expect(io.out).toMatch(/accuracy\s+100\.0 %/);
    // A log gets every tenth case and the last, each with the time so far and the time left.
    expect(io.err).toMatch(/^critic-gate: case 10 of 12 \([^)]+\), \d+:\d\d elapsed, about \d+:\d\d left$/m);
    expect(io.err).toMatch(/^critic-gate: case 12 of 12 \([^)]+\), \d+:\d\d elapsed, about 0:00 left$/m);
    expect(io.err.match(/critic-gate: case \d+ of 12/g)).toHaveLength(2);
    const json = JSON.parse(io.files.get('r.json')!) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining(['cases', 'accuracy', 'precision', 'recall', 'flip_rate', 'calibration_pass_rate', 'latency_ms', 'per_case']),
    );
    expect(json['cases']).toBe(12);
    expect(json['latency_ms']).toEqual({ p50: expect.any(Number), p95: expect.any(Number) });
    const html = io.files.get('r.html')!;
    expect(html).toMatch(/<table id="confusion">/);
    expect(html).toMatch(/<svg id="latency"/);
    expect(html).not.toMatch(/<script|https?:\/\//);
  });

  it('rewrites one progress line per case on a terminal, and ends it when done', async () => {
    const cases = full.cases.slice(0, 3);
    double = await startOllamaDouble({ respond: labelOracle(cases, BEHAVIOURS) });
    const io = memoryIo();
    io.stderrIsTty = true;
    expect(
      await main(['eval', '--limit', '3', '--ollama-host', double.url, '--num-ctx', '16384'], {}, { io, makeJudge: lazyJudge, cwd: '.' }),
    ).toBe(0);
    const updates = io.err.split('\r\x1b[2K').slice(1);
    expect(updates.map((u) => /^case (\d) of 3/.exec(u)?.[1])).toEqual(['1', '2', '3']);
    expect(updates.at(-1)).toMatch(/\n$/);
    expect(updates.slice(0, -1).every((u) => !u.includes('\n'))).toBe(true);
  });

  it('reads a suite file, and names the field of a bad one', async () => {
    const io = memoryIo();
    io.files.set(
      'mine.json',
      JSON.stringify({
        version: 1,
        name: 'mine',
        cases: [{ id: 'a', language: 'python', head: { 'a.py': 'x = 1\n' }, assertion: { text: 'x is one' }, met: 'yes' }],
      }),
    );
    expect(await main(['eval', '--suite', 'mine.json'], {}, { io, makeJudge: lazyJudge, cwd: '.' })).toBe(4);
    expect(io.err).toMatch(/mine\.json: not an eval suite: cases\[0\]\.met/);
  });

  it('stops on Ctrl-C after the case in progress and still writes the partial report', async () => {
    dir = await mkdtemp(join(tmpdir(), 'critic-gate-eval-'));
    const cases = full.cases.slice(0, 10);
    const interrupt = new AbortController();
    const oracle = labelOracle(cases, BEHAVIOURS);
    let asked = 0;
    double = await startOllamaDouble({
      respond: (req) => {
        if (++asked === 3) interrupt.abort();
        return oracle(req);
      },
    });
    const io = {
      ...memoryIo(),
      interrupts: () => interrupt.signal,
      writeFile: (p: string, t: string) => import('node:fs/promises').then((fs) => fs.writeFile(p, t)),
    };
    const out = join(dir, 'partial.json');
    const code = await main(
      ['eval', '--ollama-host', double.url, '--num-ctx', '16384', '--json', out],
      {},
      { io, makeJudge: lazyJudge, cwd: '.' },
    );
    expect(code).toBe(4);
    const report = JSON.parse(await readFile(out, 'utf8')) as { partial: boolean; cases: number; suite_cases: number };
    expect(report).toMatchObject({ partial: true, cases: 3, suite_cases: full.cases.length });
  });
});
