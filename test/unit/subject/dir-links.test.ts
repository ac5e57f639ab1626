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

  it('names the link that leaves the repository, not the one it was reached through', () => {
    const specials = new Map<string, SpecialEntry>([
      ['src/ext', link('../lib')],
      ['lib', link('../../etc')],
    ]);
    const { links } = directoryLinks(['src/app.py'], specials);
    expect(links.get('src/ext')?.problem).toBe('a symlink leaving the repository (lib → ../../etc)');
  });

  it("a submodule or a dangling link inside a linked directory is named under the link's path too", () => {
    const specials = new Map<string, SpecialEntry>([
      ['src/ext', link('../vendor')],
      ['vendor/lib', submodule],
      ['vendor/gone', link('nowhere')],
      ['vendor/sub-link', link('lib/pkg')],
    ]);
    const { links, aliases } = directoryLinks(['vendor/a.py'], specials);
    expect(aliases.get('src/ext/a.py')?.real).toBe('vendor/a.py');
    expect(links.get('src/ext/lib')?.problem).toMatch(/^a submodule \(vendor\/lib, commit a{12}\)/);
    expect(links.get('src/ext/gone')?.problem).toBe('a dangling symlink (vendor/gone → nowhere)');
    expect(links.get('src/ext/sub-link')?.problem).toMatch(/^inside a submodule \(vendor\/lib/);
    // At their own paths special.ts names them, as before.
    expect(links.has('vendor/gone')).toBe(false);
    expect(links.has('vendor/sub-link')).toBe(false);
  });
});
