import { describe, expect, it } from 'vitest';
import { combineParts } from '../../../src/judge/create-judge.js';
import type { JudgeItem, MaterialFile, SeenLines } from '../../../src/judge/types.js';

/** Two parts of one assertion's material: a.ts shown in the first, b.ts in the second. */
const material = new Map<string, MaterialFile>([
  ['a.ts', { path: 'a.ts', lines: [{ n: 1, text: 'export const plain = compute(1);' }] }],
  ['b.ts', { path: 'b.ts', lines: [{ n: 1, text: 'export const run = (c: string) => eval(c);' }] }],
]);
const first: SeenLines = new Map([['a.ts', new Set([1])]]);
const second: SeenLines = new Map([['b.ts', new Set([1])]]);
const assertion = { id: 'x', text: 'No code calls eval', paths: ['a.ts', 'b.ts'] };

const metOn = (path: string, quote: string): JudgeItem => ({ id: 'x', met: true, evidence: 'ok', location: { path, line: 1, quote } });

describe('one answer from the parts an assertion was shown in', () => {
  it('an unmet answer citing a line its own part showed wins over a met one', () => {
    const violation: JudgeItem = { id: 'x', met: false, location: { path: 'b.ts', line: 1, quote: 'eval(c)' }, fix: 'Remove eval' };
    const item = combineParts(
      assertion,
      [
        { item: metOn('a.ts', 'export const plain = compute(1);'), seen: first },
        { item: violation, seen: second },
      ],
      material,
    );
    expect(item).toBe(violation);
  });

  it('an unmet answer that cites nothing it was shown does not undo a met answer whose evidence holds', () => {
    const met = metOn('b.ts', 'export const run = (c: string) => eval(c);');
    const absent: JudgeItem = { id: 'x', met: false, evidence: 'nothing about it here', fix: 'Add it' };
    expect(
      combineParts(
        assertion,
        [
          { item: absent, seen: first },
          { item: met, seen: second },
        ],
        material,
      ),
    ).toBe(met);
  });

  it('a met answer whose quote is not in its part does not count: the first unmet stands', () => {
    const forged = metOn('b.ts', 'export const run = (c: string) => eval(c);');
    const absent: JudgeItem = { id: 'x', met: false, fix: 'Add it' };
    expect(
      combineParts(
        assertion,
        [
          { item: forged, seen: first },
          { item: absent, seen: second },
        ],
        material,
      ),
    ).toBe(absent);
  });
});
