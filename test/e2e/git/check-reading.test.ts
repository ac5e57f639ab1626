/**
 * How checks read a change: the selection one file at a time (selectEach) agrees with select,
 * lines split on demand are the lines toLines gives, no-placeholders finds on each line what
 * its pattern finds, and the batched `git cat-file` answers many reads at once, in order.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import { GitRepo } from '../../../src/subject/git.js';
import { toLines } from '../../../src/subject/text.js';
import { createGitRepo } from '../../support/git-repo.js';
import { memoryContext } from '../../support/memory-subject.js';

const FILES = {
  'b.ts': 'const b = 1;\r\nconst c = 2;\n',
  'a.ts': 'one\ntwo\nthree',
  'img.png': Uint8Array.from([137, 80, 78, 71, 0, 1]),
  'docs/x.md': '',
};

describe('selectEach and select', () => {
  it('give the same files in the same order, each scope with its own lines', async () => {
    const ctx = memoryContext({
      files: FILES,
      changes: [
        { path: 'b.ts', status: 'modified', addedLines: [2] },
        { path: 'a.ts' },
        { path: 'img.png' },
        { path: 'docs/x.md' },
        { path: 'gone.ts', status: 'deleted' },
      ],
    });
    for (const scope of ['changed', 'added', 'tree'] as const) {
      const whole = await ctx.select({}, scope);
      const each = await Promise.all(await ctx.selectEach({}, scope));
      expect(each.map((f) => f && { ...f })).toEqual(whole.map((f) => ({ ...f })));
      expect(whole.map((f) => f.path)).toEqual(['a.ts', 'b.ts', 'docs/x.md', 'img.png']);
    }
    const [a, b, md, png] = await ctx.select({}, 'changed');
    expect(a!.lines).toEqual(toLines(FILES['a.ts']));
    expect(b!.lines).toEqual([
      { n: 1, text: 'const b = 1;' },
      { n: 2, text: 'const c = 2;' },
    ]);
    expect(md!.lines).toEqual([]);
    expect(png).toMatchObject({ binary: true, text: '', lines: [], bytes: 6 });
    const added = await ctx.select({ file: 'b.ts' }, 'added');
    expect(added.map((f) => f.lines)).toEqual([[{ n: 2, text: 'const c = 2;' }]]);
  });

  it('a file that is not there resolves to undefined, and select leaves it out', async () => {
    const ctx = memoryContext({ files: { 'a.ts': 'x\n' } });
    const each = await Promise.all(await ctx.selectEach({ files: ['a.ts', 'z.ts'] }, 'tree'));
    expect(each.map((f) => f?.path)).toEqual(['a.ts']);
    expect((await ctx.select({ files: ['a.ts', 'z.ts'] }, 'tree')).map((f) => f.path)).toEqual(['a.ts']);
  });
});

describe('no-placeholders', () => {
  const run = (files: Record<string, string>, scope: 'changed' | 'added' = 'changed') =>
    runCheck({ kind: 'no-placeholders', scope }, memoryContext({ files, changes: Object.keys(files).map((path) => ({ path })) }));

  it('passes files without any of its words, and words only inside longer words', async () => {
    expect(await run({ 'a.ts': 'const a = 1;\n', 'b.md': 'XXXL shirts, TODOS, a placeholder= attribute\n' })).toEqual({
      status: 'pass',
      evidence: 'no placeholders in 2 file(s)',
      location: { path: 'a.ts', line: 1, quote: 'const a = 1;' },
    });
  });

  it('finds each marker on its line, every file named with its column', async () => {
    const o = await run({ 'a.ts': 'ok\n// TODO: later\n= 1\n', 'b.ts': 'x // FIXME later\n' });
    expect(o).toMatchObject({
      status: 'fail',
      evidence: 'a.ts:2:4: TODO: later\nb.ts:1:6: FIXME later',
      fix: 'Finish or remove the placeholders at a.ts:2, b.ts:1',
      location: { path: 'a.ts', line: 2, column: 4, quote: '// TODO: later' },
    });
  });
});

describe('the batched git cat-file', () => {
  it('answers a thousand reads made at once in order, missing objects included, and a read just before close', async () => {
    const repo = await createGitRepo();
    try {
      for (let i = 0; i < 40; i++) await repo.write(`f${i}.txt`, `file ${i}\n`.repeat(i + 1));
      const head = await repo.commit('files');
      const git = await GitRepo.open(repo.dir);
      try {
        const paths = Array.from({ length: 1000 }, (_, k) => (k % 41 === 40 ? `missing${k}.txt` : `f${k % 41}.txt`));
        const reads = await Promise.all(paths.map((p) => git.readFileAt(head, p)));
        reads.forEach((bytes, k) => {
          const i = k % 41;
          expect(bytes === undefined ? undefined : new TextDecoder().decode(bytes)).toBe(
            i === 40 ? undefined : `file ${i}\n`.repeat(i + 1),
          );
        });
        const last = git.readFileAt(head, 'f3.txt');
        await git.close();
        expect(new TextDecoder().decode(await last)).toBe('file 3\n'.repeat(4));
      } finally {
        await git.close();
      }
    } finally {
      await repo.cleanup();
    }
  });
});
