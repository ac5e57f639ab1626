/**
 * Listing a linked directory's files by binary search gives what a filter of the whole tree gave
 * (the oracle here), for names that sort right beside the directory's own: `pkg1-x`, `pkg1.x`
 * and `pkg10` around `pkg1/`, a file named like the directory, names past ASCII.
 */
import { describe, expect, it } from 'vitest';
import { directoryLinks } from '../../../src/subject/dir-links.js';
import { pathsUnder } from '../../../src/subject/sorted-paths.js';
import type { SpecialEntry } from '../../../src/subject/types.js';

/** The previous listing: every path tested against the prefix. */
const naiveUnder = (list: readonly string[], dir: string): string[] =>
  dir === '' ? [...list] : list.filter((p) => p.startsWith(`${dir}/`));

const STEMS = ['pkg1', 'pkg1-x', 'pkg1.x', 'pkg10', 'pkg1 x', 'Pkg1', 'pkg1é', 'pkg1😀', 'pkg'];

/** A deterministic tree of many directories whose names crowd one another in sort order. */
function tree(): string[] {
  const files: string[] = [];
  for (const [i, stem] of STEMS.entries())
    for (let n = 0; n < 40; n++) {
      files.push(`${stem}/f${n}.py`, `${stem}/sub${n % 3}/g${n}.py`, `${stem}/sub${n % 3}-y/h${n}.py`);
      if (n % 7 === i % 7) files.push(`${stem}.py`, `${stem}/sub${n % 3}.py`);
    }
  return [...new Set(files)].sort();
}

describe('pathsUnder', () => {
  it('lists what a filter of the whole list lists, for every directory and for near misses', () => {
    const files = tree();
    const dirs = new Set<string>(['', 'nowhere', 'pkg1/sub', 'pkg1/f1.py', 'pkg1/sub0/g0.py']);
    for (const f of files) for (let i = f.indexOf('/'); i > 0; i = f.indexOf('/', i + 1)) dirs.add(f.slice(0, i));
    for (const stem of STEMS) dirs.add(stem.slice(0, -1));
    for (const dir of dirs) expect(pathsUnder(files, dir), dir).toEqual(naiveUnder(files, dir));
  });

  it('an empty list has nothing below any directory', () => {
    expect(pathsUnder([], 'a')).toEqual([]);
    expect(pathsUnder([], '')).toEqual([]);
  });
});

describe('directoryLinks with many links', () => {
  it("lists each link's files as a filter of the tree would", () => {
    const files = tree();
    const specials = new Map<string, SpecialEntry>();
    const expected = new Map<string, string>();
    const targets = [...STEMS, ...STEMS.map((s) => `${s}/sub1`)];
    for (let i = 0; i < 300; i++) {
      const target = targets[i % targets.length]!;
      const link = `links/l${i}`;
      specials.set(link, { kind: 'symlink', target: `../${target}` });
      for (const f of naiveUnder(files, target)) expected.set(`${link}/${f.slice(target.length + 1)}`, f);
    }
    const { aliases, links } = directoryLinks(files, specials);
    expect([...links.values()].every((l) => l.problem === undefined)).toBe(true);
    expect(new Map([...aliases].map(([alias, { real }]) => [alias, real]))).toEqual(expected);
  });
});
