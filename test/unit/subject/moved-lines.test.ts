import { describe, expect, it } from 'vitest';
import { parseMovedLines } from '../../../src/subject/moved-lines.js';

/** A line as git writes it with `--color=always`: the colour, the text, the reset. */
const coloured =
  (start: string) =>
  (text: string): string =>
    `${start}${text}\x1b[m`;
const [moved, movedOut, added, removed] = [coloured('\x1b[34m+'), coloured('\x1b[35m-'), coloured('\x1b[32m+'), coloured('\x1b[31m-')];
const header = (from: string, to: string): string[] => [
  `\x1b[1mdiff --git ${from === '/dev/null' ? to.replace('b/', 'a/') : from} ${to === '/dev/null' ? from.replace('a/', 'b/') : to}\x1b[m`,
  `\x1b[1m--- ${from}\x1b[m`,
  `\x1b[1m+++ ${to}\x1b[m`,
];

describe('parseMovedLines', () => {
  it('counts the lines git coloured as moved, by head path (the old path of a deleted file)', () => {
    const text = [
      ...header('a/src/old.ts', '/dev/null'),
      '\x1b[36m@@ -1,3 +0,0 @@\x1b[m',
      movedOut('export const a = "moved away from here";'),
      movedOut('export const b = "moved away from here";'),
      removed('// gone'),
      ...header('/dev/null', 'b/src/new.ts'),
      '\x1b[36m@@ -0,0 +1,3 @@\x1b[m',
      moved('export const a = "moved away from here";'),
      moved('export const b = "moved away from here";'),
      added('// new'),
      ...header('"a/caf\\303\\251.ts"', '"b/caf\\303\\251.ts"'),
      '\x1b[36m@@ -1 +1 @@\x1b[m',
      removed('--- a line that looks like a header, inside a hunk'),
      added('+++ another'),
      moved('export const c = "moved into a quoted path";'),
      '',
    ].join('\n');
    expect(parseMovedLines(text)).toEqual(
      new Map([
        ['src/old.ts', 2],
        ['src/new.ts', 2],
        ['café.ts', 1],
      ]),
    );
  });

  it('counts nothing when nothing moved', () => {
    expect(parseMovedLines([...header('a/x.ts', 'b/x.ts'), '\x1b[36m@@ -1 +1 @@\x1b[m', removed('a'), added('b')].join('\n'))).toEqual(
      new Map(),
    );
  });
});
