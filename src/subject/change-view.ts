import { aliasChanges, changedLinks, directoryLinks, type DirectoryLinks } from './dir-links.js';
import { resolveSpecial, type Resolved } from './special.js';
import type { ChangedFile, FileReader, SpecialEntry, Subject } from './types.js';

/**
 * A change as every layer above sees it, worked out once (issue 27, item 5). The tree a reader
 * holds — its regular files, symlinks and submodules, the files seen under a directory link's
 * path (spec §7), and the links whose files cannot be listed — is resolved here and nowhere
 * else; the config's globs, the checks' selections and reads, and the judge's material all read
 * this value instead of asking the reader and resolving the links again. Git and the GitHub API
 * build it with the same functions from what their readers list, so both front ends see one view.
 */

/** A tree (the head, or the base commit the config came from) with its links resolved. */
export interface TreeView {
  /** Every path a config glob may mean: regular files, symlinks and submodules, and files seen under a directory link's path. */
  readonly named: readonly string[];
  /** Every path a `tree` selection starts from: the named ones and the links seen under another link's path. */
  readonly selectable: readonly string[];
  /**
   * A directory link at `path`, top-level or seen under another link: `problem` is why its files
   * cannot be listed, undefined when they are listed under its path. Undefined for any other path.
   */
  link(path: string): { problem: string | undefined } | undefined;
  /** The regular file a path seen under a directory link shows; undefined for any other path. */
  realOf(path: string): string | undefined;
  /** Where reading `path` leads: the regular file whose bytes are read, or why none can be. */
  resolve(path: string): Resolved;
}

/** The change with its head tree: what a `changed` or `added` selection starts from, and each path's entry. */
export interface ChangeView extends TreeView {
  /**
   * Each changed path's entry: the change's own files, and a path seen under a directory link
   * with its real file's entry (or all new, behind a link the change adds or alters).
   */
  entry(path: string): ChangedFile | undefined;
  /**
   * The paths a `changed` or `added` selection starts from, ignored paths removed: the change's own
   * (deleted ones left out), the paths seen under directory links, and the links it names.
   */
  readonly changed: readonly string[];
  /** The entries of `changed` that are files (links that cannot be listed have none). */
  readonly changedFiles: readonly ChangedFile[];
  /** The `tree` selection's paths with ignored paths removed. */
  readonly checkable: readonly string[];
}

const NONE: ReadonlyMap<string, SpecialEntry> = new Map();

/** The tree of `reader`, listed and resolved. */
export async function treeView(reader: FileReader): Promise<TreeView> {
  return (await listed(reader)).tree;
}

/** What `reader` lists, once: its files and special entries, and the directory links among them. */
async function listed(reader: FileReader): Promise<{ tree: TreeView; links: DirectoryLinks }> {
  const [files, specials = NONE] = await Promise.all([reader.listTree(), reader.specials?.()]);
  const links = directoryLinks(files, specials);
  return { tree: treeOf(files, specials, links), links };
}

function treeOf(files: readonly string[], specials: ReadonlyMap<string, SpecialEntry>, links: DirectoryLinks): TreeView {
  const regular = new Set(files);
  const named = [...new Set([...files, ...specials.keys(), ...links.aliases.keys()])];
  const selectable = [...new Set([...named, ...links.links.keys()])];
  return {
    named,
    selectable,
    link: (path) => links.links.get(path),
    realOf: (path) => links.aliases.get(path)?.real,
    resolve: (path) => resolveIn(path, specials, regular, links),
  };
}

/** A symlink leads to the file it points at (through other links); a path under a listed link to its real file. */
function resolveIn(
  path: string,
  specials: ReadonlyMap<string, SpecialEntry>,
  regular: ReadonlySet<string>,
  links: DirectoryLinks,
): Resolved {
  if (specials.size === 0) return { path };
  const problem = links.links.get(path)?.problem;
  if (problem !== undefined) return { unreadable: { kind: 'special', reason: problem } };
  const resolved = resolveSpecial(links.aliases.get(path)?.real ?? path, specials, (p) => regular.has(p) || links.aliases.has(p));
  if ('unreadable' in resolved) return resolved;
  return { path: links.aliases.get(resolved.path)?.real ?? resolved.path };
}

/** The change of `subject` with its head tree, as the checks and the judge see it. */
export async function changeView(subject: Pick<Subject, 'files' | 'head' | 'isIgnored'>): Promise<ChangeView> {
  const { tree, links } = await listed(subject.head);
  // What a changed file or link shows under a directory link's path is changed there too.
  const aliased = aliasChanges(links, subject.files);
  const entries = new Map(subject.files.map((f) => [f.path, f]));
  // A path the change deletes and a link now shows (a directory replaced by a link) is the file it shows.
  for (const f of aliased) if (!entries.has(f.path) || entries.get(f.path)!.status === 'deleted') entries.set(f.path, f);
  const seen = [
    ...subject.files.filter((f) => f.status !== 'deleted').map((f) => f.path),
    ...aliased.map((f) => f.path),
    ...changedLinks(links, subject.files),
  ];
  const kept = (p: string): boolean => !subject.isIgnored(p);
  const changed = [...new Set(seen)].filter(kept);
  return {
    ...tree,
    entry: (path) => entries.get(path),
    changed,
    changedFiles: changed.flatMap((p) => entries.get(p) ?? []),
    checkable: tree.selectable.filter(kept),
  };
}
