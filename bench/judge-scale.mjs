// Issue 10: what per-assertion material and the judgement cache save, against the Ollama double
// (prompt tokens as the server counts them, and model calls). Library bundle, in-process.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { count, ms } from './lib/format.mjs';

const FILES = 60;
const LINES = 40;

/** A large change: FILES files of LINES lines; three assertions, each scoped to two files. */
function request() {
  const material = Array.from({ length: FILES }, (_, f) => ({
    path: `src/module_${f}.ts`,
    lines: Array.from({ length: LINES }, (_, i) => ({
      n: i + 1,
      text: `export function handler_${f}_${i}(input: Request): Response { return route(input, ${i}); }`,
    })),
  }));
  const scoped = (id, a, b) => ({
    id,
    text: `Handlers in modules ${a} and ${b} route their input`,
    paths: [`src/module_${a}.ts`, `src/module_${b}.ts`],
  });
  return {
    task: 'Route every handler',
    material,
    assertions: [scoped('routing-a', 3, 17), scoped('routing-b', 22, 41), scoped('routing-c', 50, 58)],
  };
}

export async function judgeScale({ lib, dir, doubles }) {
  const { createOllamaJudge } = await import(pathToFileURL(lib).href);
  const double = await doubles.ollama.startOllamaDouble({ fallback: { content: '', auto: 'honest' } });
  try {
    const tokensOf = async (options) => {
      const before = double.chatRequests().length;
      const started = performance.now();
      const answer = await createOllamaJudge({ host: double.url, model: 'qwen2.5-coder:7b', timeoutSeconds: 60, ...options }).judge(
        request(),
      );
      return { stats: answer.stats, calls: double.chatRequests().length - before, ms: performance.now() - started };
    };
    // One shared prompt: a context large enough for the whole change, so every assertion sees everything.
    const shared = await tokensOf({ numCtx: 262_144 });
    // Per-assertion material: a context that the whole change does not fit.
    const scoped = await tokensOf({ numCtx: 8192 });
    const share = scoped.stats.prompt_tokens / shared.stats.prompt_tokens;

    const cacheDir = join(dir, 'cache');
    await mkdir(cacheDir, { recursive: true });
    const cold = await tokensOf({ numCtx: 8192, cache: 'on', cacheDir });
    const warm = await tokensOf({ numCtx: 8192, cache: 'on', cacheDir });
    return {
      rows: [
        {
          figure: `one shared prompt, ${FILES}-file change, 3 scoped assertions`,
          value: `${count(shared.stats.prompt_tokens)} prompt tokens, ${shared.calls} call(s)`,
          info: true,
        },
        {
          figure: 'per-assertion material, same change',
          value: `${count(scoped.stats.prompt_tokens)} prompt tokens, ${scoped.calls} call(s), ${scoped.stats.truncated_lines} lines cut`,
          info: true,
        },
        { figure: 'per-assertion / shared prompt tokens', value: `${(share * 100).toFixed(1)} %`, target: '≤ 50 %', met: share <= 0.5 },
        { figure: 'cache: first run', value: `${cold.calls} model call(s), ${ms(cold.ms)}`, info: true },
        {
          figure: 'cache: re-run, unchanged',
          value: `${warm.calls} model call(s), ${warm.stats.cache_hits} cache hit(s), ${ms(warm.ms)}`,
          target: '0 calls',
          met: warm.calls === 0,
        },
      ],
      notes: [
        'prompt tokens are what the double reports (its prompt_eval_count: characters / 4); the instant double makes the cache timings show only critic-gate’s own work',
        'each prompt carries the two calibration canaries',
      ],
    };
  } finally {
    await double.close();
  }
}
