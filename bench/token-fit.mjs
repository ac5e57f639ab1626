// Issue 15: how well the prompt fits the model's context under real tokenizers (dev dependencies).
// The measurement is TypeScript (it plans prompts with the judge's own code): bundle it, then run it.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const pct = (x) => `${(x * 100).toFixed(1)} %`;

export async function tokenFit() {
  // Inside the repository (git-ignored .tmp), so that the tokenizer packages resolve from node_modules.
  const outfile = join(ROOT, '.tmp', 'bench-token-fit.mjs');
  await build({
    entryPoints: [join(ROOT, 'bench/ts/token-fit.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  const { measureTokenFit } = await import(pathToFileURL(outfile).href);
  const figures = measureTokenFit(ROOT);
  const worstWaste = Math.max(...figures.map((f) => f.own.ordinaryWaste));
  const worstFallbackWaste = Math.max(...figures.map((f) => f.fallback.ordinaryWaste));
  const margin = (f, which) => ({
    figure: `${f.tokenizer}: worst margin of any request, ${which === 'own' ? `${f.family} estimate` : 'conservative fallback'} (of num_ctx)`,
    value: `${pct(f[which].worstMargin)} (${f[which].worstCase})`,
    target: '≥ 0 %',
    met: f[which].worstMargin >= 0,
  });
  return {
    rows: [
      ...figures.map((f) => margin(f, 'own')),
      ...figures.map((f) => margin(f, 'fallback')),
      ...figures.map((f) => ({
        figure: `${f.tokenizer}: budget wasted on ordinary code, ${f.family} estimate`,
        value: pct(f.own.ordinaryWaste),
        info: true,
      })),
      {
        figure: 'budget wasted on ordinary code, worst family (its own estimate)',
        value: pct(worstWaste),
        target: '≤ 15 %',
        met: worstWaste <= 0.15,
      },
      ...figures.map((f) => ({
        figure: `${f.tokenizer}: budget wasted on ordinary code, conservative fallback`,
        value: pct(f.fallback.ordinaryWaste),
        info: true,
      })),
      { figure: 'budget wasted on ordinary code, conservative fallback, worst tokenizer', value: pct(worstFallbackWaste), info: true },
    ],
    notes: [
      'hard corpus: base64, hex hashes, CSV digits, Korean, German, emoji/CJK, mixed scripts, package-lock.json, minified bundles, JSON, Python, TypeScript; each fitted at num_ctx 2,048 / 4,096 / 16,384, first and repair request',
      "margin = (num_ctx − answer room − the tokenizer's count of the request with its chat template) / num_ctx",
      'waste = 1 − real tokens / estimated tokens on the ordinary code (Python, TypeScript) as numbered material lines',
      'family estimate: for a model whose name tells its tokenizer family (qwen2.5-coder:7b, llama3.1:8b, deepseek-coder-v2, gemma3, mistral); conservative fallback: any other model — it must cover the hungriest tokenizer (Mistral v1), so the others see more waste',
    ],
  };
}
