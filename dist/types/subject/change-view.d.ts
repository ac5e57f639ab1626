import { type Resolved } from './special.js';
import type { ChangedFile, FileReader, Subject } from './types.js';
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
    link(path: string): {
        problem: string | undefined;
    } | undefined;
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
/** The tree of `reader`, listed and resolved. */
export declare function treeView(reader: FileReader): Promise<TreeView>;
/** The change of `subject` with its head tree, as the checks and the judge see it. */
export declare function changeView(subject: Pick<Subject, 'files' | 'head' | 'isIgnored'>): Promise<ChangeView>;
