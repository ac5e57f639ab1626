// The figures of the last bench run recorded on purpose (bench/previous.json), printed beside the
// figures of this run so a regression shows in the table itself. `npm run bench -- --record`
// rewrites the figures it measured; figures of sections it did not run are kept as they were,
// each with the date and Node version it was measured with.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

export const PREVIOUS_FILE = new URL('../previous.json', import.meta.url);

/** A row's stable name in previous.json: its `key`, else its section and label. */
export const keyOf = (heading, row) => row.key ?? `${heading} / ${row.figure.trim()}`;

/** The recorded figures by key, or an empty record when there is none yet (or it is not readable). */
export function readPrevious(file = PREVIOUS_FILE) {
  if (!existsSync(file)) return { figures: {} };
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed.figures === 'object' && parsed.figures !== null ? parsed : { figures: {} };
  } catch {
    return { figures: {} };
  }
}

/**
 * Each row of a table with its `previous` figure. Rows follow the `{ heading }` row of their
 * section, whose title is part of the key; heading rows pass through.
 */
export function withPrevious(rows, previous) {
  let heading = '';
  return rows.map((r) => {
    if (r.heading) {
      heading = r.heading;
      return r;
    }
    const before = previous.figures[keyOf(heading, r)];
    return before ? { ...r, previous: before } : r;
  });
}

/** How `now` compares with `before`, for the previous column: "+12 %", "−3 %", or nothing when either is not a number. */
export function change(now, before) {
  if (typeof now !== 'number' || typeof before !== 'number' || !Number.isFinite(now) || !Number.isFinite(before) || before === 0) return '';
  const pct = ((now - before) / Math.abs(before)) * 100;
  if (Math.abs(pct) < 0.5) return '±0 %';
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct).toFixed(Math.abs(pct) < 10 ? 1 : 0)} %`;
}

/**
 * The record after this run: every measured row replaces its previous figure, the others stay.
 * `meta` says when and with what this run measured ({ at, node, machine, load, quick }).
 */
export function recorded(rows, previous, meta) {
  const figures = { ...previous.figures };
  let heading = '';
  for (const r of rows) {
    if (r.heading) {
      heading = r.heading;
      continue;
    }
    // A section that crashed, or a figure this machine cannot measure, leaves the earlier figure as it was.
    if (r.unmeasured) continue;
    figures[keyOf(heading, r)] = {
      value: r.value,
      ...(typeof r.number === 'number' && Number.isFinite(r.number) ? { number: r.number } : {}),
      ...(r.target ? { target: r.target, met: Boolean(r.met) } : {}),
      at: meta.at,
      node: meta.node,
      ...(meta.load !== undefined ? { load: meta.load } : {}),
      ...(meta.quick ? { quick: true } : {}),
    };
  }
  const sorted = Object.fromEntries(Object.entries(figures).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { recorded: meta, figures: sorted };
}

export async function writePrevious(record, file = PREVIOUS_FILE) {
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
}
