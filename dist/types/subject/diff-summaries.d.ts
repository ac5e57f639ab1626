import type { DiffFile } from './diff.js';
import type { FileStatus } from './types.js';
/** One file of `git diff --raw -z`: modes, blob ids, status letter and paths. */
export interface RawEntry {
    oldMode: string;
    newMode: string;
    oldOid: string;
    newOid: string;
    /** The status letter: A, M, D, R, C, T (a rename's or copy's score dropped). */
    letter: string;
    path: string;
    /** A rename's or copy's source. */
    oldPath?: string | undefined;
}
/** Bumped when what a summary holds, or how it is read, changes. */
export declare const DIFF_SUMMARY_FORMAT = 1;
/**
 * `git diff --raw -z`: `:<old mode> <new mode> <old oid> <new oid> <status>` NUL `<path>` NUL,
 * with a second path after a rename or copy. Undefined when the output has another shape, or names
 * a status a patch never shows (unmerged, unknown): the caller then reads the whole patch.
 */
export declare function parseRawDiff(output: string): RawEntry[] | undefined;
/** The status a patch gives the file `--raw` lists as `entry`. */
export declare const statusOf: (entry: RawEntry) => FileStatus;
/**
 * What the key of `entry` holds besides the setting (`setting`: git's version, config and
 * attributes, see GitRepo): the two blobs, their modes and both paths (attributes go by path).
 */
export declare function summaryKeyParts(setting: string, entry: RawEntry): string;
/**
 * The part of `git config --list -z` (`key` LF `value`, NUL after each) that may decide a patch:
 * every entry but those of NOT_DIFF_SECTIONS, in git's order. An included file's values are listed
 * under their own keys, so leaving out the `include` entries leaves out only where they came from.
 */
export declare function diffConfig(listed: string): string;
/** What the patch says of one file, as one line: `additions;deletions;binary;added runs;commentable runs`. */
export declare function encodeSummary(file: DiffFile): string;
/** The file `entry` names with what its summary says, or undefined when the summary does not read back. */
export declare function fileOfSummary(entry: RawEntry, summary: string): DiffFile | undefined;
/** Whether the patch's `file` is the file `--raw` lists as `entry`: the same paths and status. */
export declare const sameFile: (entry: RawEntry, file: DiffFile) => boolean;
