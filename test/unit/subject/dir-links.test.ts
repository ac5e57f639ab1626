/**
 * How directory links are classified (spec §7). The kind of a resolution problem is data, not a
 * word in its message: a path that happens to contain "loop" or "leaving" must not turn a link
 * into a submodule into a named directory link, nor the other way round.
 */
import { describe, expect, it } from 'vitest';
import { directoryLinks } from '../../../src/subject/dir-links.js';
import type { SpecialEntry } from '../../../src/subject/types.js';

const link = (target: string): SpecialEntry => ({ kind: 'symlink', target });
const submodule: SpecialEntry = { kind: 'submodule', commit: 'a'.repeat(40) };

describe('directoryLinks', () => {
  it('a link into a submodule is left to the submodule rule, whatever the names say', () => {
    for (const name of ['vendor', 'loop-lib', 'leaving', 'could not be read']) {
      const specials = new Map([
        [name, submodule],
        ['src/ext', link(`../${name}/pkg`)],
      ]);
      const { links, aliases } = directoryLinks(['src/app.py'], specials);
      expect(links.has('src/ext'), name).toBe(false);
      expect(aliases.size, name).toBe(0);
    }
  });

  it('a loop, a link out of the repository and one with no readable target are named with their reason', () => {
    const specials = new Map<string, SpecialEntry>([
      ['a/loop', link('../b/loop')],
      ['b/loop', link('../a/loop')],
      ['src/out', link('../../etc')],
      ['src/abs', link('/etc')],
      ['src/unknown', { kind: 'symlink', target: undefined }],
    ]);
    const { links } = directoryLinks(['a/x.py', 'b/y.py', 'src/app.py'], specials);
    expect(links.get('a/loop')?.problem).toMatch(/^a symlink loop/);
    expect(links.get('src/out')?.problem).toBe('a symlink leaving the repository (→ ../../etc)');
    expect(links.get('src/abs')?.problem).toBe('a symlink leaving the repository (→ /etc)');
    expect(links.get('src/unknown')?.problem).toBe('a symlink whose target could not be read (src/unknown)');
  });

  it("a link to a directory lists its files under the link's path", () => {
    const { links, aliases } = directoryLinks(['assets/data/mod.py'], new Map([['src/plugins', link('../assets/data')]]));
    expect(links.get('src/plugins')).toEqual({ problem: undefined, via: ['src/plugins'] });
    expect(aliases.get('src/plugins/mod.py')).toEqual({ real: 'assets/data/mod.py', via: ['src/plugins'] });
  });
});
