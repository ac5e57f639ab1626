// Issue 2: the gate's throughput on a 5 MB JSON output and a 20,000-line Python output, in-process.
import { fileURLToPath } from 'node:url';
import { count, mib, ms, spread } from './lib/format.mjs';
import { cleanEnv, expectExit, median, run } from './lib/measure.mjs';

const CHILD = fileURLToPath(new URL('./gate-throughput-child.mjs', import.meta.url));
const TARGET_MS = 300;

export async function gateThroughput({ lib, warmRuns = 10 }) {
  const rows = [];
  const notes = [];
  for (const which of ['json', 'python']) {
    const r = expectExit(
      await run(process.execPath, [CHILD, lib, which, String(warmRuns)], { env: cleanEnv() }),
      [0],
      `gate throughput (${which})`,
    );
    const m = JSON.parse(r.stdout);
    if (m.verdict !== 'PASS') throw new Error(`gate throughput (${which}): expected PASS, got ${m.verdict}: ${m.gate.join('; ')}`);
    const what = which === 'json' ? `5 MB JSON (${mib(m.bytes)})` : `${count(m.lines)}-line Python (${mib(m.bytes)})`;
    const warm = median(m.warm);
    rows.push({ figure: `gate, ${what}: first run`, value: ms(m.firstMs), target: `< ${TARGET_MS} ms`, met: m.firstMs < TARGET_MS });
    rows.push({ figure: `gate, ${what}: warm`, value: spread(m.warm), target: `< ${TARGET_MS} ms`, met: warm < TARGET_MS });
    notes.push(`${which}: ${m.gate.join('; ')}; process peak RSS ${mib(m.maxRssKb * 1024)}`);
  }
  notes.push(
    `library dist/lib.js in a fresh process per case: parseCriticInput + critique (no judge), one not-contains assertion; first run, then ${warmRuns} warm runs`,
  );
  return { rows, notes };
}
