// Issue 16: one assertion per prompt against batched prompts (`eval --batch N`), through the built
// CLI against the Ollama and OpenAI-compatible doubles. The measurement is TypeScript (it drives the
// doubles and the oracles of the tests): bundle it, then run it.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { count, ms } from './lib/format.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const JUDGES = { labels: 'label oracle', 'always-met': 'always met', flipper: 'seed flipper (2 seeds)' };
const pct = (x) => (x === null ? '–' : `${(x * 100).toFixed(1)} %`);

export async function evalModes({ cli, quick }) {
  const outfile = join(ROOT, '.tmp', 'bench-eval-modes.mjs');
  await build({
    entryPoints: [join(ROOT, 'bench/ts/eval-modes.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  const { measureEvalModes } = await import(pathToFileURL(outfile).href);
  const batches = [1, 4, 8];
  const figures = await measureEvalModes(cli, batches, quick ? 40 : undefined);
  const rows = figures.map((f) => ({
    figure: `${f.backend}, ${JUDGES[f.judge]}, ${f.batch === 1 ? 'one assertion per prompt' : `--batch ${f.batch}`}`,
    value:
      `${count(f.calls)} calls, ${count(f.promptTokens)} prompt tokens (${count(Math.round(f.promptTokens / (f.cases * f.seeds)))}/case), ` +
      `${ms(f.wallMs)} wall, p50/p95 ${ms(f.p50 ?? 0)}/${ms(f.p95 ?? 0)}; accuracy ${pct(f.accuracy)}, precision ${pct(f.precision)}, recall ${pct(f.recall)}` +
      (f.flipRate === null ? '' : `, flips ${pct(f.flipRate)}`),
    info: true,
  }));
  const cheaper = (backend) => {
    const one = figures.find((f) => f.backend === backend && f.judge === 'labels' && f.batch === 1);
    const four = figures.find((f) => f.backend === backend && f.judge === 'labels' && f.batch === 4);
    return {
      figure: `${backend}: prompt tokens, --batch 4 / one per prompt`,
      value: pct(four.promptTokens / one.promptTokens),
      info: true,
    };
  };
  return {
    rows: [...rows, cheaper('ollama'), cheaper('openai')],
    notes: [
      `${figures[0].cases} builtin cases per run, ${pct(figures[0].metShare)} labelled met; each run is one \`critic-gate eval\` process (dist/cli.js), wall time includes its start`,
      'the doubles answer at once: latency is critic-gate’s own work per judgement (prompt, HTTP, evidence checks), not a model’s; in a batch each case waits the whole call',
      'prompt tokens are the doubles’ counts (Ollama double: template markers plus a BPE-like count; OpenAI double: characters / 4); each prompt carries the two calibration canaries',
      'accuracy only proves the harness (100 % for the label oracle, the met share for always-met, 50 % and 100 % flips for the flipper, in every mode); which design a real model judges better is measured with `critic-gate eval --batch N` on a GPU (README, Measuring a judge)',
    ],
  };
}
