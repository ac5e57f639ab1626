/**
 * Issue 16's proof of the harness, on the OpenAI-compatible side: the built CLI
 * (`dist/cli.js eval --backend openai`) against the wire double of a vLLM-style server. A judge
 * that answers from the labels scores 100 %, one that says met to everything scores the suite's
 * met share, one that flips by seed shows its flip rate; batched prompts score the same in fewer calls.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { groupCases } from '../../../src/eval/case-groups.js';
import { BEHAVIOURS, builtinSuite } from '../../../src/eval/builtin/index.js';
import type { EvalReport } from '../../../src/eval/metrics.js';
import type { EvalCase } from '../../../src/eval/suite.js';
import { startOpenAiDouble, type OpenAiDouble } from '../../doubles/openai.js';
import { alwaysMet, labelOracle, seedFlipper, type Oracle } from '../../support/oracle.js';
import { runCli } from '../../support/run-cli.js';

const MODEL = 'qwen2.5-coder:7b';
const full = builtinSuite();

/** Every n-th case: each kind, language and label, in the order eval sends them. */
function sample(n: number): EvalCase[] {
  const step = Math.floor(full.cases.length / n);
  return full.cases.filter((_, i) => i % step === 0).slice(0, n);
}

let scratch: string;
let double: OpenAiDouble | undefined;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-eval-openai-'));
});
afterEach(async () => {
  await double?.close();
  double = undefined;
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** `critic-gate eval --backend openai` on the given cases (a suite file), with the double as the judge. */
async function evalWith(
  name: string,
  cases: readonly EvalCase[],
  oracle: Oracle,
  extra: string[] = [],
): Promise<{ code: number | null; report: EvalReport; stdout: string; stderr: string }> {
  // The server states its context (vLLM's max_model_len), so the CLI is not told one: it asks, as against a real server.
  double = await startOpenAiDouble({ models: [{ id: MODEL, maxModelLen: 32768 }], respond: oracle });
  const suite = join(scratch, `${name}.suite.json`);
  const json = join(scratch, `${name}.json`);
  await writeFile(suite, JSON.stringify({ version: 1, name, cases }));
  const r = await runCli([
    'eval',
    '--suite',
    suite,
    '--backend',
    'openai',
    '--host',
    double.url,
    '--model',
    MODEL,
    '--json',
    json,
    ...extra,
  ]);
  const report = JSON.parse(await readFile(json, 'utf8').catch(() => 'null')) as EvalReport;
  if (report === null) throw new Error(`no report (exit ${String(r.code)}):\n${r.stderr}`);
  return { code: r.code, report, stdout: r.stdout, stderr: r.stderr };
}

describe('critic-gate eval against the OpenAI-compatible double', () => {
  it('scores a judge that answers from the labels 100 % on the whole builtin suite', async () => {
    const { code, report, stdout } = await evalWith('labels', full.cases, labelOracle(full.cases, BEHAVIOURS));
    expect(code).toBe(0);
    expect(report).toMatchObject({
      cases: full.cases.length,
      accuracy: 1,
      precision: 1,
      recall: 1,
      calibration_pass_rate: 1,
      partial: false,
    });
    expect(report.confusion.errors).toBe(0);
    expect(stdout).toMatch(/accuracy\s+100\.0 %/);
    // One chat completion per case, with the response schema as a json_schema response_format, streamed.
    const chats = double!.chatRequests();
    expect(chats).toHaveLength(full.cases.length);
    expect(chats[0]).toMatchObject({ model: MODEL, stream: true, response_format: { type: 'json_schema' } });
    expect(report.llm_calls).toBe(full.cases.length);
  });

  it('scores a judge that says met to everything at the suite’s met share', async () => {
    const cases = sample(40);
    const { code, report } = await evalWith('always-met', cases, alwaysMet(cases));
    expect(code).toBe(0);
    expect(report.accuracy).toBe(report.met_share);
    expect(report.recall).toBe(1);
    expect(report.precision).toBe(report.met_share);
    expect(report.confusion.fp).toBe(cases.filter((c) => !c.met).length);
  });

  it('shows a judge that flips between seeds: flip rate 100 %, accuracy 50 %, each seed sent', async () => {
    const cases = sample(20);
    const { code, report } = await evalWith('flipper', cases, seedFlipper(cases, BEHAVIOURS, 2), ['--seeds', '2']);
    expect(code).toBe(0);
    expect(report.flip_rate).toBe(1);
    expect(report.accuracy).toBe(0.5);
    expect(double!.chatRequests().map((r) => r['seed'])).toEqual(cases.flatMap(() => [42, 43]));
  });

  it('scores batched prompts (--batch 4) the same as one assertion per prompt, in fewer calls', async () => {
    const cases = sample(40);
    const { code, report } = await evalWith('batched', cases, labelOracle(cases, BEHAVIOURS, 1, 4), ['--batch', '4']);
    expect(code).toBe(0);
    expect(report).toMatchObject({ accuracy: 1, batch: 4, calibration_pass_rate: 1 });
    expect(double!.chatRequests()).toHaveLength(groupCases(cases, 4).length);
    expect(report.llm_calls).toBe(groupCases(cases, 4).length);
  });
});
