import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { checkContext } from '../../../src/checks/context.js';
import { aliasedForAssertions, changeMaterial, relevanceOrder } from '../../../src/pr/judge-material.js';
import { GLOB_OPTIONS } from '../../../src/subject/glob-bound.js';
import type { ChangedFile, SpecialEntry, Subject } from '../../../src/subject/types.js';

const file = (path: string, additions: number): ChangedFile => ({
  path,
  status: 'modified',
  additions,
  deletions: 0,
  binary: false,
  addedLines: [],
  commentableLines: [],
});

describe('the order the judge reads a change in', () => {
  const files = [
    file('package-lock.json', 5000),
    file('src/big/a.ts', 400),
    file('src/big/b.ts', 300),
    file('src/http/client.ts', 3),
    file('docs/notes.md', 50),
    file('dist/index.js', 9000),
  ];
  it('takes the assertions’ files in turns, then the rest by size, lockfiles and generated files last', () => {
    const order = relevanceOrder(files, [['src/big/**'], ['src/http/**']]).map((f) => f.path);
    expect(order).toEqual(['src/big/a.ts', 'src/http/client.ts', 'src/big/b.ts', 'docs/notes.md', 'dist/index.js', 'package-lock.json']);
  });
  it('without globs: by size of change, low-relevance files last', () => {
    expect(relevanceOrder(files, [[]]).map((f) => f.path)).toEqual([
      'src/big/a.ts',
      'src/big/b.ts',
      'docs/notes.md',
      'src/http/client.ts',
      'dist/index.js',
      'package-lock.json',
    ]);
  });
  it('never lists a file twice when several assertions name it', () => {
    const order = relevanceOrder(files, [['src/**'], ['src/big/**']]).map((f) => f.path);
    expect(new Set(order).size).toBe(files.length);
  });
});

describe('material under directory links', () => {
  const encoder = new TextEncoder();
  const tree: Record<string, string> = { 'assets/data/mod.py': 'print("hi")\n', 'lib/util.py': 'u = 1\n', 'src/app.py': 'x = 1\n' };
  const specials = new Map<string, SpecialEntry>([
    ['src/plugins', { kind: 'symlink', target: '../assets/data' }],
    ['src/vendor', { kind: 'symlink', target: '../lib' }],
  ]);
  const changed = (path: string, status: ChangedFile['status']): ChangedFile => ({
    path,
    status,
    additions: 1,
    deletions: 0,
    binary: false,
    addedLines: [1],
    commentableLines: [1],
  });
  const subject = (ignore: string[]): Subject => {
    const ignored = picomatch(ignore, GLOB_OPTIONS);
    return {
      files: [changed('assets/data/mod.py', 'modified'), changed('src/app.py', 'modified'), changed('src/vendor', 'added')],
      head: {
        listTree: async () => Object.keys(tree),
        read: async (path) => (path in tree ? encoder.encode(tree[path]) : undefined),
        specials: async () => specials,
      },
      isIgnored: (path) => ignore.length > 0 && ignored(path),
    };
  };
  const cases: [string[], string[]][] = [
    [[], ['src/plugins/**']],
    [[], ['**/*.py']],
    [['assets/**'], ['src/plugins/**']],
    [['assets/**'], ['**/*.py']],
    [['assets/**', 'lib/**'], ['src/**']],
    [['src/plugins/**'], ['**/*.py']],
  ];
  it.each(cases)('ignoring %j, an assertion on %j is shown every changed file the checks select', async (ignore, globs) => {
    const s = subject(ignore);
    const ctx = checkContext(s);
    const material = await changeMaterial(ctx, [globs], await aliasedForAssertions(ctx, [globs]));
    const named = picomatch(globs, GLOB_OPTIONS);
    const selected = (await ctx.select({ files: globs }, 'changed')).map((f) => f.path);
    const shown = new Set(material.map((m) => m.path));
    // A real file and its alias both selected: one of them shown is enough, as they are the same lines.
    const realOf = (p: string): string => p.replace(/^src\/plugins\//, 'assets/data/').replace(/^src\/vendor\//, 'lib/');
    for (const path of selected) expect(shown.has(path) || shown.has(realOf(path)), path).toBe(true);
    // And nothing ignored by its own path is shown.
    for (const path of shown) expect(s.isIgnored(path), path).toBe(false);
    expect(material.filter((m) => named(m.path)).length).toBeGreaterThan(0);
  });
});
