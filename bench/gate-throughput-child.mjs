// One gate-throughput case in a fresh process, so "first run" really is the process's first:
//   node bench/gate-throughput-child.mjs <dist/lib.js> <json|python> <warm runs>
// Prints one JSON object on stdout.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { jsonOutput, pythonOutput } from './lib/generate.mjs';

const [libPath, which, warmArg] = process.argv.slice(2);
const warmRuns = Number(warmArg ?? 10);
const { critique, parseCriticInput } = await import(pathToFileURL(libPath).href);

const output = which === 'json' ? jsonOutput(5 * 1024 * 1024) : pythonOutput(20_000);
const raw = {
  output,
  task_description: 'Generated output for the bench',
  schema: which === 'json' ? { type: 'json' } : { type: 'code', language: 'python' },
  // A deterministic assertion reads the whole output too; no LLM assertion, no judge.
  assertions: [{ id: 'no-todo', text: 'No TODO left', check: { kind: 'not-contains', pattern: 'TODO|FIXME' } }],
};

/** From the input object to the result, as a library caller sees it: validate, gate, verdict. */
async function once() {
  const started = performance.now();
  const parsed = parseCriticInput(raw);
  if (!parsed.ok) throw new Error(`bench input rejected: ${parsed.problems.join('; ')}`);
  const result = await critique(parsed.input);
  return { ms: performance.now() - started, result };
}

const first = await once();
const warm = [];
for (let i = 0; i < warmRuns; i++) warm.push((await once()).ms);
const r = first.result;
process.stdout.write(
  JSON.stringify({
    bytes: Buffer.byteLength(output),
    lines: output.split('\n').length - (output.endsWith('\n') ? 1 : 0),
    firstMs: first.ms,
    warm,
    verdict: r.verdict,
    gate: r.gate.map((g) => `${g.id}: ${g.passed ? 'passed' : 'failed'} (${g.evidence})`),
    maxRssKb: process.resourceUsage().maxRSS,
  }),
);
