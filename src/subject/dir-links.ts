import { posix } from 'node:path';
import picomatch from 'picomatch';
import type { ChangedFile, SpecialEntry } from './types.js';
import { pathsUnder } from './sorted-paths.js';

/**
 * Directory symlinks inside the repository (spec §7: "a symlink inside the repository is checked as
 * the file it points to, under the link's path"). `src/plugins -> ../assets/data` makes
 * `assets/data/mod.py` importable as `src/plugins/mod.py`, so a glob `src/**\/*.py` must see it
 * under that path. The git tree lists only the link; here its files become aliased paths before
 * any glob matches. A link whose files cannot be listed (a loop, a target outside the repository,
 * an unknown target, too many files) is named with the reason instead, so no check passes a
 * directory it never read.
 *
 * Everything here is a pure function of the head tree, computed once per tree (change-view.ts).
 */

/** Directory links followed inside one another before the nesting counts as a loop. */
const MAX_DEPTH = 8;
/** Symlink hops while resolving one path. */
const MAX_HOPS = 16;
/** Aliased paths in all; a tree that multiplies past this is named, not listed. */
const MAX_ALIASES = 50_000;

export interface DirectoryLinks {
  /** An aliased path → the regular file it shows, and every link whose change would change what the path shows. */
  aliases: ReadonlyMap<string, { real: string; via: readonly string[] }>;
  /**
   * Links to directories, by path (top-level or aliased): undefined for a link whose files are
   * listed as aliases, else why its files cannot be (`a symlink loop …`). Links named here are not
   * files themselves; a check that selects one lists its aliases or names the reason.
   */
  links: ReadonlyMap<string, { problem: string | undefined; via: readonly string[] }>;
}

/**
 * Why a path cannot be followed to a real one. A submodule hides its own files, not a directory of
 * this tree; every other kind may be a directory link whose files are then named, not listed.
 */
type Unresolved = { kind: 'loop' | 'leaves-repository' | 'unreadable-target' | 'inside-submodule'; message: string };

type Real = { path: string } | { problem: Unresolved };

const EMPTY: DirectoryLinks = { aliases: new Map(), links: new Map() };

/** The links of a head tree: `files` are its regular files, `specials` its symlinks and submodules. */
export function directoryLinks(files: readonly string[], specials: ReadonlyMap<string, SpecialEntry>): DirectoryLinks {
  if (![...specials.values()].some((e) => e.kind === 'symlink')) return EMPTY;
  const regular = new Set(files);
  const dirs = new Set<string>();
  for (const p of [...files, ...specials.keys()]) for (let i = p.indexOf('/'); i > 0; i = p.indexOf('/', i + 1)) dirs.add(p.slice(0, i));
  const sortedFiles = [...files].sort();
  const sortedSpecials = [...specials.keys()].sort();

  /** Where `path` really is, every symlink on the way followed (like realpath, inside the tree). */
  const real = (path: string): Real => {
    let parts = path.split('/');
    let done = '';
    for (let hops = 0; parts.length > 0;) {
      const seg = parts.shift()!;
      const at = done === '' ? seg : `${done}/${seg}`;
      const entry = specials.get(at);
      if (entry?.kind === 'symlink') {
        if (++hops > MAX_HOPS) return { problem: { kind: 'loop', message: `a symlink loop (${at} → ${entry.target ?? '?'})` } };
        if (entry.target === undefined)
          return { problem: { kind: 'unreadable-target', message: `a symlink whose target could not be read (${at})` } };
        // The link itself goes unnamed, as its path leads the message; one reached through it is named.
        const leaves: Unresolved = {
          kind: 'leaves-repository',
          message: `a symlink leaving the repository (${at === path ? '' : `${at} `}→ ${entry.target})`,
        };
        if (entry.target.startsWith('/')) return { problem: leaves };
        const next = posix.normalize(posix.join(done === '' ? '.' : done, entry.target)).replace(/\/+$/, '');
        if (next === '..' || next.startsWith('../')) return { problem: leaves };
        parts = [...(next === '.' || next === '' ? [] : next.split('/')), ...parts];
        done = '';
      } else if (entry?.kind === 'submodule' && parts.length > 0) {
        const message = `inside a submodule (${at}, commit ${entry.commit.slice(0, 12)}): its files are not part of this repository's tree`;
        return { problem: { kind: 'inside-submodule', message } };
      } else {
        done = at;
      }
    }
    return { path: done };
  };

  const isDir = (p: string): boolean => p === '' || dirs.has(p);

  const aliases = new Map<string, { real: string; via: readonly string[] }>();
  const links = new Map<string, { problem: string | undefined; via: readonly string[] }>();
  let budget = MAX_ALIASES;

  /** Lists the files of real directory `dir` under `alias`; `via` are the links followed to get there. */
  const expand = (alias: string, dir: string, via: readonly string[], chain: readonly string[]): void => {
    const rel = (p: string): string => `${alias}/${dir === '' ? p : p.slice(dir.length + 1)}`;
    for (const f of pathsUnder(sortedFiles, dir)) {
      if (--budget < 0) return;
      aliases.set(rel(f), { real: f, via });
    }
    for (const s of pathsUnder(sortedSpecials, dir)) {
      // A git tree holds nothing below a link, so every link listed here sits in this directory itself.
      const special = specials.get(s);
      if (special?.kind === 'symlink') visit(rel(s), s, [...via, s], chain);
      // Under its own path special.ts names a submodule; under an alias only this entry can.
      else if (special?.kind === 'submodule')
        links.set(rel(s), {
          problem: `a submodule (${s}, commit ${special.commit.slice(0, 12)}): its files are not part of this repository's tree`,
          via,
        });
    }
  };

  /** A link seen at `path` (itself or aliased), whose tree entry is `entry`. */
  const visit = (path: string, entry: string, via: readonly string[], chain: readonly string[]): void => {
    const to = real(entry);
    if ('problem' in to) {
      // Only a link that may be a directory hides files; a file link keeps its own reason (special.ts)
      // where it stands, but seen under an alias it has no entry of its own to carry one.
      if (to.problem.kind !== 'inside-submodule' || path !== entry) links.set(path, { problem: to.problem.message, via });
      return;
    }
    if (regular.has(to.path)) {
      if (path !== entry) aliases.set(path, { real: to.path, via });
      return;
    }
    const target = (specials.get(entry) as { target?: string } | undefined)?.target ?? '?';
    if (!isDir(to.path)) {
      // Dangling: special.ts names it at its own path; under an alias it is named here.
      if (path !== entry) links.set(path, { problem: `a dangling symlink (${entry} → ${target})`, via });
      return;
    }
    const parent = real(posix.dirname(entry) === '.' ? '' : posix.dirname(entry));
    const at = 'path' in parent ? (parent.path === '' ? posix.basename(entry) : `${parent.path}/${posix.basename(entry)}`) : entry;
    if (to.path === '' || at === to.path || at.startsWith(`${to.path}/`)) {
      links.set(path, { problem: `a symlink loop (${entry} → ${target}): it points at a directory that holds the link itself`, via });
      return;
    }
    if (chain.includes(to.path)) {
      links.set(path, { problem: `a symlink loop (${entry} → ${target}): it leads back into a directory it was reached through`, via });
      return;
    }
    if (chain.length >= MAX_DEPTH) {
      links.set(path, { problem: `directory symlinks nested more than ${MAX_DEPTH} deep (${entry} → ${target})`, via });
      return;
    }
    links.set(path, { problem: undefined, via });
    expand(path, to.path, via, [...chain, to.path]);
    if (budget < 0) links.set(path, { problem: `more than ${MAX_ALIASES} files behind directory symlinks (${entry} → ${target})`, via });
  };

  for (const s of sortedSpecials) {
    if (specials.get(s)?.kind !== 'symlink') continue;
    // A link inside a linked directory is visited there, under every path it is seen at, and here under its own.
    visit(s, s, [s], []);
  }
  return { aliases, links };
}

/**
 * The aliased paths a change touches: every one showing a changed file, with that file's change,
 * and every one behind a link the change adds or alters. A file reached through a link is its
 * target (spec §7): what it adds is what its target's own change adds, compared with the base
 * content of the same target, whether the link is old or new. Behind a new link, a file the change
 * leaves alone adds no line (a directory replaced by a link to the same files elsewhere adds no
 * marker), yet it is changed at that path: checks of changed files read it, and the judge is shown
 * all of it (`throughNewLink`).
 */
export function aliasChanges(links: DirectoryLinks, files: readonly ChangedFile[]): ChangedFile[] {
  if (links.aliases.size === 0) return [];
  const changed = new Map(files.filter((f) => f.status !== 'deleted').map((f) => [f.path, f]));
  const out: ChangedFile[] = [];
  for (const [alias, { real, via }] of links.aliases) {
    const file = changed.get(real);
    if (file) out.push({ ...file, path: alias });
    else if (via.some((l) => changed.has(l))) {
      out.push({
        path: alias,
        status: 'added',
        additions: 0,
        deletions: 0,
        binary: false,
        addedLines: [],
        commentableLines: [],
        throughNewLink: true,
      });
    }
  }
  return out;
}

/** Links (directory or opaque) named by the change: added or altered themselves, or reached through one that is. */
export function changedLinks(links: DirectoryLinks, files: readonly ChangedFile[]): string[] {
  const changed = new Set(files.filter((f) => f.status !== 'deleted').map((f) => f.path));
  return [...links.links].filter(([path, l]) => changed.has(path) || l.via.some((v) => changed.has(v))).map(([path]) => path);
}

/**
 * Whether a glob could match some path below `dir`: a link whose files cannot be listed is named
 * wherever a selection might reach into it (`src/**\/*.py` reaches into `src/ext`). Segment by
 * segment, `**` taking any number; a glob this cannot take apart (braces across `/`) counts as
 * reaching in, so the doubt fails closed.
 */
export function couldMatchBelow(globs: readonly string[] | undefined, dir: string): boolean {
  if (globs === undefined) return true;
  const dirSegs = dir.split('/');
  return globs.some((glob) => {
    if (glob.startsWith('!')) return false;
    if (/\{[^}]*\/[^}]*\}/.test(glob)) return true;
    const segs = glob.replace(/^\.\//, '').split('/');
    const memo = new Map<string, boolean>();
    const go = (i: number, j: number): boolean => {
      const key = `${i}:${j}`;
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
      let result: boolean;
      if (j === dirSegs.length) result = i < segs.length;
      else if (i === segs.length) result = false;
      else if (segs[i] === '**') result = go(i + 1, j) || go(i, j + 1);
      else result = picomatch.isMatch(dirSegs[j]!, segs[i]!, { dot: true }) && go(i + 1, j + 1);
      memo.set(key, result);
      return result;
    };
    return go(0, 0);
  });
}
