/**
 * Issue 40: the front ends stay thin. Every file of the Action (src/action/) and the CLI
 * (src/cli/, its flags too) and both entry points is at most 300 lines; what grows goes below
 * them (a handler per trigger, the host port, core/), not into one file that does everything.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const MAX_LINES = 300;

const tsFilesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f));

const FRONT_END_FILES = [...tsFilesUnder('src/action'), ...tsFilesUnder('src/cli'), 'src/index.ts', 'src/cli.ts'];

/** Lines as `wc -l` counts them, a last line without its newline included. */
const linesOf = (file: string): number => readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('the front ends are thin', () => {
  it('finds the files it bounds: both front ends, their subfolders and the entry points', () => {
    const names = FRONT_END_FILES.map((f) => relative(root, join(root, f)));
    expect(names).toEqual(expect.arrayContaining(['src/action/run-action.ts', 'src/cli/main.ts', 'src/cli/flags/pr.ts', 'src/index.ts']));
  });

  it(`every file of src/action/, src/cli/ and the entry points is at most ${MAX_LINES} lines`, () => {
    const over = FRONT_END_FILES.map((file) => ({ file, lines: linesOf(file) })).filter((f) => f.lines > MAX_LINES);
    expect(over).toEqual([]);
  });
});
