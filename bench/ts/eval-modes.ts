/**
 * Bench figures for issue 16 (bundled by bench/eval-modes.mjs): one assertion per prompt against
 * batched prompts (`critic-gate eval --batch N`), through the built CLI against both wire doubles,
 * with a judge that answers from the labels, one that says met to everything and a noisy one that
 * flips by seed. What a double can
 * measure is the cost of each design — model calls, prompt tokens, latency — never which one a
 * real model judges better; accuracy here only proves the harness.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BEHAVIOURS, builtinSuite } from '../../src/eval/builtin/index.js';
import type { EvalReport } from '../../src/eval/metrics.js';
import type { EvalCase } from '../../src/eval/suite.js';
import { startOllamaDouble } from '../../test/doubles/ollama.js';
import { startOpenAiDouble } from '../../test/doubles/openai.js';
import { alwaysMet, labelOracle, seedFlipper, type Oracle } from '../../test/support/oracle.js';

export interface ModeFigures {
  backend: 'ollama' | 'openai';
  judge: 'labels' | 'always-met' | 'flipper';
  batch: number;
  cases: number;
  seeds: number;
  accuracy: number | null;
  precision: number | null;
  recall: number | null;
  metShare: number | null;
  flipRate: number | null;
  calls: number;
  promptTokens: number;
  completionTokens: number;
  wallMs: number;
  p50: number | null;
  p95: number | null;
}

const MODEL = 'qwen2.5-coder:7b';

function run(cli: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(CRITIC_GATE_.*|OLLAMA_HOST)$/.test(k)));
    execFile(process.execPath, [cli, ...args], { env, encoding: 'utf8', maxBuffer: 64 << 20 }, (err, _stdout, stderr) => {
      if (err && err.code !== 0) reject(new Error(`critic-gate ${args.join(' ')} failed (${String(err.code)}): ${stderr}`));
      else resolve();
    });
  });
}

async function measure(
  cli: string,
  dir: string,
  cases: readonly EvalCase[],
  mode: Pick<ModeFigures, 'backend' | 'judge' | 'batch'>,
): Promise<ModeFigures> {
  const seeds = mode.judge === 'flipper' ? 2 : 1;
  const oracles: Record<ModeFigures['judge'], () => Oracle> = {
    labels: () => labelOracle(cases, BEHAVIOURS, seeds, mode.batch),
    'always-met': () => alwaysMet(cases, mode.batch),
    flipper: () => seedFlipper(cases, BEHAVIOURS, seeds, mode.batch),
  };
  const oracle = oracles[mode.judge]();
  const name = `${mode.backend}-${mode.judge}-${mode.batch}`;
  const suite = join(dir, `${name}.suite.json`);
  const out = join(dir, `${name}.json`);
  await writeFile(suite, JSON.stringify({ version: 1, name, cases }));
  // Ollama's double counts prompt tokens like a real server (template markers and a BPE-like count); the OpenAI one, characters / 4.
  const double =
    mode.backend === 'ollama'
      ? await startOllamaDouble({ respond: oracle, promptCount: 'tokens' })
      : await startOpenAiDouble({ models: [{ id: MODEL, maxModelLen: 32768 }], respond: oracle });
  try {
    const host =
      mode.backend === 'ollama' ? ['--ollama-host', double.url, '--num-ctx', '32768'] : ['--backend', 'openai', '--host', double.url];
    const started = performance.now();
    await run(cli, [
      'eval',
      '--suite',
      suite,
      ...host,
      '--model',
      MODEL,
      '--seeds',
      String(seeds),
      '--batch',
      String(mode.batch),
      '--json',
      out,
    ]);
    const wallMs = performance.now() - started;
    const r = JSON.parse(await readFile(out, 'utf8')) as EvalReport;
    return {
      ...mode,
      cases: r.cases,
      seeds,
      accuracy: r.accuracy,
      precision: r.precision,
      recall: r.recall,
      metShare: r.met_share,
      flipRate: r.flip_rate,
      calls: double.chatRequests().length,
      promptTokens: r.tokens.prompt,
      completionTokens: r.tokens.completion,
      wallMs,
      p50: r.latency_ms.p50,
      p95: r.latency_ms.p95,
    };
  } finally {
    await double.close();
  }
}

/** Every backend × judge × batch size, on the builtin suite (its first `limit` cases when given). */
export async function measureEvalModes(cli: string, batches: readonly number[], limit?: number): Promise<ModeFigures[]> {
  const all = builtinSuite().cases;
  const cases = limit === undefined ? all : all.slice(0, limit);
  const dir = await mkdtemp(join(tmpdir(), 'critic-gate-bench-eval-'));
  try {
    const figures: ModeFigures[] = [];
    for (const backend of ['ollama', 'openai'] as const) {
      for (const judge of ['labels', 'always-met', 'flipper'] as const) {
        for (const batch of batches) figures.push(await measure(cli, dir, cases, { backend, judge, batch }));
      }
    }
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
