/**
 * The change is seen once (issue 27, item 5): the head tree, its directory links, its special
 * files and what a selection starts from are resolved by `changeView`, and the checks' context
 * handed that view reads it instead of listing the tree or resolving a link again.
 */
import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { checkContext } from '../../../src/checks/context.js';
import type { Scope } from '../../../src/checks/define.js';
import { changeView, treeView } from '../../../src/subject/change-view.js';
import { GLOB_OPTIONS } from '../../../src/subject/glob-bound.js';
import type { ChangedFile, FileReader, SpecialEntry, Subject } from '../../../src/subject/types.js';

const encoder = new TextEncoder();
const TREE: Record<string, Uint8Array> = {
  'assets/data/mod.py': encoder.encode('a = 1\nb = 2\n'),
  'assets/data/keep.py': encoder.encode('k = 1\n'),
  'lib/util.py': encoder.encode('u = 1\n'),
  'src/app.py': encoder.encode('import src.plugins.mod\n'),
  'img/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]),
};
const SPECIALS = new Map<string, SpecialEntry>([
  ['src/plugins', { kind: 'symlink', target: '../assets/data' }],
  ['src/util.py', { kind: 'symlink', target: '../lib/util.py' }],
  ['vendor/ext', { kind: 'submodule', commit: 'c'.repeat(40) }],
]);
const entry = (path: string, status: ChangedFile['status'], addedLines: number[], binary = false): ChangedFile => ({
  path,
  status,
  additions: addedLines.length,
  deletions: 0,
  binary,
  addedLines,
  commentableLines: addedLines,
});
const CHANGE: ChangedFile[] = [
  // Ignored at its own path, changed all the same under the link's.
  entry('assets/data/mod.py', 'modified', [2]),
  entry('src/app.py', 'modified', [1]),
  entry('img/logo.png', 'added', [], true),
  entry('vendor/ext', 'modified', []),
];
const IGNORED = picomatch(['assets/**'], GLOB_OPTIONS);

/** A reader that counts how often it is asked for its tree and its special entries. */
function countingReader(): FileReader & { asked: { listTree: number; specials: number } } {
  const asked = { listTree: 0, specials: 0 };
  return {
    asked,
    listTree: async () => {
      asked.listTree++;
      return Object.keys(TREE);
    },
    read: async (path) => TREE[path],
    specials: async () => {
      asked.specials++;
      return SPECIALS;
    },
  };
}

const subjectOn = (head: FileReader): Subject => ({ files: CHANGE, head, isIgnored: (p) => IGNORED(p) });

describe('changeView', () => {
  it('answers what each path is: a directory link, a submodule, a symlinked file, a binary file, an ignored real path seen through a link', async () => {
    const view = await changeView(subjectOn(countingReader()));

    expect(view.link('src/plugins')).toMatchObject({ problem: undefined });
    expect(view.realOf('src/plugins/mod.py')).toBe('assets/data/mod.py');
    expect(view.resolve('src/plugins/mod.py')).toEqual({ path: 'assets/data/mod.py' });
    expect(view.resolve('src/util.py')).toEqual({ path: 'lib/util.py' });
    expect(view.resolve('vendor/ext')).toEqual({ unreadable: { kind: 'submodule', reason: expect.stringMatching(/^a submodule/) } });
    expect(view.resolve('img/logo.png')).toEqual({ path: 'img/logo.png' });
    expect(view.entry('img/logo.png')?.binary).toBe(true);

    // The real path is ignored; under the link's path its change is there, with its added lines.
    expect(view.changed).not.toContain('assets/data/mod.py');
    expect(view.entry('src/plugins/mod.py')).toMatchObject({ path: 'src/plugins/mod.py', addedLines: [2] });
    expect(view.changed).toEqual(['src/app.py', 'img/logo.png', 'vendor/ext', 'src/plugins/mod.py']);
    expect(view.changedFiles.map((f) => f.path)).toEqual(view.changed);

    // A config glob may mean any path of the tree, ignored or not; a check only what is not ignored.
    expect(view.named).toEqual(expect.arrayContaining(['assets/data/mod.py', 'src/plugins', 'vendor/ext', 'src/plugins/keep.py']));
    expect(view.checkable).not.toContain('assets/data/mod.py');
    expect(view.checkable).toEqual(expect.arrayContaining(['src/plugins/mod.py', 'src/util.py', 'vendor/ext', 'img/logo.png']));
  });

  it('asks the reader once; a context handed the view never asks again, whatever it selects and reads', async () => {
    const head = countingReader();
    const trusted = countingReader();
    const subject = subjectOn(head);
    const [view, trustedView] = await Promise.all([changeView(subject), treeView(trusted)]);
    expect(head.asked).toEqual({ listTree: 1, specials: 1 });
    expect(trusted.asked).toEqual({ listTree: 1, specials: 1 });

    const ctx = checkContext(subject, { view, trusted, trustedView });
    expect(await ctx.view()).toBe(view);
    for (const scope of ['tree', 'changed', 'added'] as const) await ctx.select({ files: ['src/**', 'img/**', 'vendor/**'] }, scope);
    await ctx.read('src/plugins/mod.py');
    await ctx.readTrusted('src/util.py');
    expect(head.asked).toEqual({ listTree: 1, specials: 1 });
    expect(trusted.asked).toEqual({ listTree: 1, specials: 1 });
  });

  it('a context made without a view resolves it itself, once', async () => {
    const head = countingReader();
    const ctx = checkContext(subjectOn(head));
    for (const scope of ['tree', 'changed', 'added'] as const) await ctx.select({ files: 'src/**' }, scope);
    await ctx.read('src/plugins/keep.py');
    expect(head.asked).toEqual({ listTree: 1, specials: 1 });
  });

  it('reads through the view: the symlinked file as its target, the submodule and the binary file named, not read as text', async () => {
    const subject = subjectOn(countingReader());
    const ctx = checkContext(subject, { view: await changeView(subject) });
    const byPath = new Map((await ctx.select({}, 'changed')).map((f) => [f.path, f]));
    expect(byPath.get('src/plugins/mod.py')?.text).toBe('a = 1\nb = 2\n');
    expect(byPath.get('vendor/ext')?.unreadable?.kind).toBe('submodule');
    expect(byPath.get('img/logo.png')).toMatchObject({ binary: true, text: '' });
    expect((await ctx.read('src/util.py'))?.text).toBe('u = 1\n');
    const added = await ctx.select({ files: 'src/plugins/**' }, 'added');
    expect(added.map((f) => [f.path, f.lines.map((l) => l.text)])).toEqual([['src/plugins/mod.py', ['b = 2']]]);
  });

  const SEGMENTS = ['src', 'assets', 'data', 'plugins', 'img', 'vendor', 'ext', 'lib', '*', '**'];
  const glob = fc
    .tuple(fc.array(fc.constantFrom(...SEGMENTS), { minLength: 1, maxLength: 3 }), fc.constantFrom('', '/*.py', '/*', '/**', '.py'))
    .map(([segs, tail]) => `${segs.join('/')}${tail}`);

  it('every path the checks can select is in the view', async () => {
    const subject = subjectOn(countingReader());
    const view = await changeView(subject);
    await fc.assert(
      fc.asyncProperty(
        fc.array(glob, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<Scope>('tree', 'changed', 'added'),
        async (globs, scope) => {
          const ctx = checkContext(subject, { view });
          const selected = (await ctx.select({ files: globs }, scope)).map((f) => f.path);
          const paths = new Set(scope === 'tree' ? view.checkable : view.changed);
          for (const p of selected) expect(paths.has(p), `${p} (${scope}, ${globs.join(', ')})`).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
