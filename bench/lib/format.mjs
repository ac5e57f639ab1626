// How the bench writes figures.
import { median, p90 } from './measure.mjs';
import { change } from './previous.mjs';

export const ms = (x) => (x >= 10_000 ? `${(x / 1000).toFixed(1)} s` : `${x.toFixed(x < 10 ? 1 : 0)} ms`);
export const spread = (xs) => `median ${ms(median(xs))}, p90 ${ms(p90(xs))}`;
export const mib = (bytes) => `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1)} MiB`;
export const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
export const count = (n) => n.toLocaleString('en-US');

/**
 * The summary table: now, the previous recorded figure (bench/previous.json) with the change, the
 * target and whether it is met. A row is { figure, value, number?, previous?, target?, met?,
 * info? }, or { heading } to start a group. Rows with a target say whether they met it; `info`
 * rows are context. Nothing here passes or fails the bench.
 */
export function table(rows) {
  const previousOf = (r) => {
    if (r.previous === undefined) return r.heading ? '' : '—';
    const delta = change(r.number, r.previous.number);
    return `${r.previous.value}${delta ? ` (now ${delta})` : ''}`;
  };
  const cellsOf = (r) => [r.figure, r.value, previousOf(r), r.target ?? '', r.target ? (r.met ? 'met' : 'MISSED') : ''];
  const header = ['figure', 'now', 'previous', 'target', 'met?'];
  const body = rows.filter((r) => !r.heading).map(cellsOf);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((x, i) => x.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (const r of rows) out.push(r.heading ? `[${r.heading}]` : line(cellsOf(r)));
  return out.join('\n');
}
