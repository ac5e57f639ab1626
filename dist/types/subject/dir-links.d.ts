import type { ChangedFile, SpecialEntry } from './types.js';
export interface DirectoryLinks {
    /** An aliased path → the regular file it shows, and every link whose change would change what the path shows. */
    aliases: ReadonlyMap<string, {
        real: string;
        via: readonly string[];
    }>;
    /**
     * Links to directories, by path (top-level or aliased): undefined for a link whose files are
     * listed as aliases, else why its files cannot be (`a symlink loop …`). Links named here are not
     * files themselves; a check that selects one lists its aliases or names the reason.
     */
    links: ReadonlyMap<string, {
        problem: string | undefined;
        via: readonly string[];
    }>;
}
/** The links of a head tree: `files` are its regular files, `specials` its symlinks and submodules. */
export declare function directoryLinks(files: readonly string[], specials: ReadonlyMap<string, SpecialEntry>): DirectoryLinks;
/**
 * The aliased paths a change touches: every one showing a changed file, with that file's change,
 * and every one behind a link the change adds or alters. A file reached through a link is its
 * target (spec §7): what it adds is what its target's own change adds, compared with the base
 * content of the same target, whether the link is old or new. Behind a new link, a file the change
 * leaves alone adds no line (a directory replaced by a link to the same files elsewhere adds no
 * marker), yet it is changed at that path: checks of changed files read it, and the judge is shown
 * all of it (`throughNewLink`).
 */
export declare function aliasChanges(links: DirectoryLinks, files: readonly ChangedFile[]): ChangedFile[];
/** Links (directory or opaque) named by the change: added or altered themselves, or reached through one that is. */
export declare function changedLinks(links: DirectoryLinks, files: readonly ChangedFile[]): string[];
/**
 * Whether a glob could match some path below `dir`: a link whose files cannot be listed is named
 * wherever a selection might reach into it (`src/**\/*.py` reaches into `src/ext`). Segment by
 * segment, `**` taking any number; a glob this cannot take apart (braces across `/`) counts as
 * reaching in, so the doubt fails closed.
 */
export declare function couldMatchBelow(globs: readonly string[] | undefined, dir: string): boolean;
