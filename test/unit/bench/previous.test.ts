/**
 * bench/lib/previous.mjs: every figure of `npm run bench` is printed beside the one recorded last
 * (bench/previous.json), and `--record` replaces only what this run measured.
 */
import { describe, expect, it } from 'vitest';
import { change, recorded, withPrevious, type BenchRow, type Previous } from '../../../bench/lib/previous.mjs';
import { table } from '../../../bench/lib/format.mjs';

const RUN: BenchRow[] = [
  { heading: 'cold start' },
  { key: 'cold.text', figure: 'own, text input', value: '62 ms', number: 62, target: '≤ 80 ms', met: true },
  { figure: 'node -e ""', value: 'median 40 ms', info: true },
  { heading: 'syntax' },
  { key: 'syntax.python', figure: 'Python vs compile()', value: 'not measured: no python3', info: true, unmeasured: true },
];
const BEFORE: Previous = {
  figures: {
    'cold.text': { value: '50 ms', number: 50, at: '2026-11-30', node: 'v24.11.0' },
    'syntax.python': { value: '100.00 %', number: 100, at: '2026-11-30', node: 'v24.11.0' },
    'pr.shared.ratio': { value: '3.1×', number: 3.1, at: '2026-11-29', node: 'v24.11.0' },
  },
};

describe('previous bench figures', () => {
  it('prints each figure beside its previous one, with the change, its target and whether it is met', () => {
    const lines = table(withPrevious(RUN, BEFORE)).split('\n');
    expect(lines[0]).toMatch(/^figure\s+now\s+previous\s+target\s+met\?$/);
    expect(lines.find((l) => l.startsWith('own, text input'))).toMatch(/62 ms\s+50 ms \(now \+24 %\)\s+≤ 80 ms\s+met$/);
    // A figure never recorded says so, rather than leaving the column blank.
    expect(lines.find((l) => l.startsWith('node -e'))).toMatch(/median 40 ms\s+—$/);
  });

  it('names the direction of a change', () => {
    expect([change(110, 100), change(90, 100), change(100, 100), change(undefined, 100)]).toEqual(['+10 %', '−10 %', '±0 %', '']);
  });

  it('records what this run measured and keeps the rest, each with its date and node version', () => {
    const meta = { at: '2026-12-04', node: 'v24.22.3' };
    const next = recorded(RUN, BEFORE, meta);
    expect(next.recorded).toEqual(meta);
    expect(next.figures['cold.text']).toEqual({ value: '62 ms', number: 62, target: '≤ 80 ms', met: true, ...meta });
    expect(next.figures['node -e ""']).toBeUndefined();
    expect(next.figures['cold start / node -e ""']).toEqual({ value: 'median 40 ms', ...meta });
    // Not measured here: the recorded figure stays; a section this run skipped stays too.
    expect(next.figures['syntax.python']).toEqual(BEFORE.figures['syntax.python']);
    expect(next.figures['pr.shared.ratio']).toEqual(BEFORE.figures['pr.shared.ratio']);
  });
});
