/**
 * A diff summary's line runs (diff-summaries.ts) read back as the very lines they were written
 * from, and anything else in their place is no summary at all (a miss, never other lines).
 */
import { describe, expect, it } from 'vitest';
import { encodeSummary, fileOfSummary, type RawEntry } from '../../../src/subject/diff-summaries.js';
import type { DiffFile } from '../../../src/subject/diff.js';

const OID = 'a'.repeat(40);
const entry: RawEntry = { oldMode: '100644', newMode: '100644', oldOid: OID, newOid: 'b'.repeat(40), letter: 'M', path: 'src/a.ts' };

const modified = (addedLines: number[], commentableLines: number[]): DiffFile => ({
  path: 'src/a.ts',
  status: 'modified',
  additions: addedLines.length,
  deletions: 2,
  binary: false,
  addedLines,
  commentableLines,
});

/** A sorted set of line numbers from a seeded generator: runs of every length, gaps of every size. */
function lines(seed: number, count: number): number[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  const out: number[] = [];
  let n = 0;
  while (out.length < count) {
    n += next() % 4 === 0 ? 1 + (next() % 50) : 1;
    out.push(n);
  }
  return out;
}

describe('a summary reads back as the file it was written from', () => {
  it.for([0, 1, 2, 3, 4, 5, 6, 7])('seed %i: the same added and commentable lines', (seed) => {
    const added = lines(seed, 1 + seed * 97);
    const commentable = lines(seed + 100, 3 + seed * 31);
    const file = modified(added, commentable);
    expect(fileOfSummary(entry, encodeSummary(file))).toEqual(file);
  });

  it('no lines at all, one line, and a file whose every added line is commentable', () => {
    for (const file of [modified([], []), modified([7], [7]), modified([1, 2, 3, 10], [1, 2, 3, 10])])
      expect(fileOfSummary(entry, encodeSummary(file))).toEqual(file);
  });
});

describe('runs that this code never writes are no summary', () => {
  it.for([
    ['an empty list', ''],
    ['a trailing comma', '1+2,'],
    ['a leading comma', ',1+2'],
    ['a run of no lines', '3+0'],
    ['line 0', '0+1'],
    ['runs out of order', '5+1,3+1'],
    ['overlapping runs', '1+3,3+1'],
    ['a sign', '-1+2'],
    ['no count', '4+'],
    ['no plus', '42'],
    ['a letter', '1+2a'],
    ['spaces', '1+2, 4+1'],
    ['more lines than any file has', '1+99999999999'],
    ['a number past 15 digits', '1234567890123456+1'],
  ])('%s: %j', ([, runs]) => {
    expect(fileOfSummary(entry, `1;0;0;${runs};-`)).toBeUndefined();
    expect(fileOfSummary(entry, `1;0;0;1+1;${runs}`)).toBeUndefined();
  });
});
