/**
 * What a selection sees through a directory link is a function of the subject alone: the aliases
 * and the changed links are worked out once per context, so no select depends on which scope was
 * asked for first.
 */
import { describe, expect, it } from 'vitest';
import { checkContext } from '../../../src/checks/context.js';
import type { CheckContext, Scope, Target } from '../../../src/checks/define.js';
import type { ChangedFile, SpecialEntry, Subject } from '../../../src/subject/types.js';

const encoder = new TextEncoder();
const TREE: Record<string, string> = {
  'assets/data/mod.py': 'a = 1\nb = eval("2")\nc = 3\n',
  'assets/data/keep.py': 'k = 1\n',
  'lib/util.py': 'u = 1\nv = 2\n',
  'src/app.py': 'import src.plugins.mod\n',
};
const SPECIALS = new Map<string, SpecialEntry>([
  // An old link: its files are changed only where their real file is.
  ['src/plugins', { kind: 'symlink', target: '../assets/data' }],
  // A link the change adds to files it leaves alone: new at that path, but no line is added to their target.
  ['src/vendor', { kind: 'symlink', target: '../lib' }],
  // A link the change adds whose files cannot be listed: it is named.
  ['src/out', { kind: 'symlink', target: '../../etc' }],
]);
const change = (path: string, status: ChangedFile['status'], addedLines: number[]): ChangedFile => ({
  path,
  status,
  additions: addedLines.length,
  deletions: 0,
  binary: false,
  addedLines,
  commentableLines: addedLines,
});
const CHANGE: ChangedFile[] = [
  change('assets/data/mod.py', 'modified', [2]),
  change('src/vendor', 'added', [1]),
  change('src/out', 'added', [1]),
];

function subject(): Subject {
  return {
    files: CHANGE.map((f) => ({ ...f })),
    head: {
      listTree: async () => Object.keys(TREE),
      read: async (path) => (path in TREE ? encoder.encode(TREE[path]) : undefined),
      specials: async () => SPECIALS,
    },
    isIgnored: () => false,
  };
}

const TARGET: Target = { files: 'src/**/*.py' };
const SCOPES: Scope[] = ['added', 'changed', 'tree'];

/** Path, whether it could be read, and the lines each selected file shows. */
async function seen(ctx: CheckContext, scope: Scope): Promise<[string, string | undefined, string[]][]> {
  const files = await ctx.select(TARGET, scope);
  return files.map((f) => [f.path, f.unreadable?.kind, f.lines.map((l) => `${l.n}:${l.text}`)]);
}

describe('checkContext through directory links', () => {
  it('each scope selects the same files whichever scope was selected before it', async () => {
    const alone = new Map<Scope, Awaited<ReturnType<typeof seen>>>();
    for (const scope of SCOPES) alone.set(scope, await seen(checkContext(subject()), scope));

    for (const first of SCOPES)
      for (const second of SCOPES) {
        const ctx = checkContext(subject());
        expect(await seen(ctx, first), `${first} first`).toEqual(alone.get(first));
        expect(await seen(ctx, second), `${second} after ${first}`).toEqual(alone.get(second));
        // At once, too: neither waits for the other to have prepared what it reads.
        const [a, b] = await Promise.all([seen(ctx, second), seen(ctx, first)]);
        expect([a, b], `${second} beside ${first}`).toEqual([alone.get(second), alone.get(first)]);
      }
  });

  it("a changed file's aliased path shows only its added lines; a new link's unchanged files add none (issue 37)", async () => {
    expect(await seen(checkContext(subject()), 'added')).toEqual([
      ['src/out', 'special', []],
      ['src/plugins/mod.py', undefined, ['2:b = eval("2")']],
      ['src/vendor/util.py', undefined, []],
    ]);
  });

  it('leaves the subject as it was', async () => {
    const s = subject();
    const before = structuredClone(s.files);
    const ctx = checkContext(s);
    for (const scope of SCOPES) await seen(ctx, scope);
    expect(s.files).toEqual(before);
  });
});
