/**
 * A pure parser of `git diff -p` output (and of the hunk-only `patch` the GitHub API returns).
 *
 * It expects the output of the flags in `DIFF_ARGS` (src/subject/git.ts): explicit `a/` and `b/`
 * prefixes, C-quoted paths (`core.quotePath=true`), no colour. `--no-prefix` is tempting, but then
 * a path that itself starts with `a/` cannot be told from a prefixed one, and the `diff --git`
 * line of a path containing ` b/` becomes ambiguous; with fixed prefixes the line is `a/X b/X`
 * and X is recovered by length when nothing better names the file.
 *
 * Line by line, with no regular expressions: hunk bodies are counted by the numbers in their
 * `@@` header, so a content line such as `--- x` or `diff --git` is never mistaken for a header,
 * and for content lines only the first character is looked at (nothing is sliced or copied).
 * Only `\n` ends a line: a `\r` before it is content, exactly as git counts it.
 */
import type { ChangedFile } from './types.js';
import type { AddedText } from './patch-text.js';
/** The diff did not have the shape git gives it. Names the 1-based line of the input. */
export declare class DiffParseError extends Error {
    readonly line: number;
    constructor(message: string, line: number);
}
/** What the hunks of one file add up to. */
export interface HunkStats {
    additions: number;
    deletions: number;
    addedLines: number[];
    commentableLines: number[];
}
/** One file as the patch shows it; `ChangedFile` plus the modes, which tell a type change. */
export interface DiffFile extends ChangedFile {
    oldMode?: string;
    newMode?: string;
}
/**
 * Parses a whole diff fed in chunks of any size (a chunk may end mid-line), so the git edge can
 * stream a large diff without ever holding it as one string.
 */
export interface DiffParserOptions {
    /**
     * Told, as each file ends, the `+` lines of a file whose patch holds all of its head text (an
     * added file), so the reader need not read it from git again. Files longer than
     * `maxAddedChars` characters are not kept.
     */
    onAddedText?: ((path: string, text: AddedText) => void) | undefined;
    maxAddedChars?: number;
}
export declare class DiffParser {
    private readonly options;
    private readonly files;
    private draft;
    private state;
    private readonly hunks;
    private partial;
    private lineNo;
    constructor(options?: DiffParserOptions);
    push(chunk: string): void;
    /** The files, in diff order. A type change (shown by git as a deletion then an addition) is one entry. */
    end(): DiffFile[];
    private feed;
    private header;
    private finishFile;
    private keepAddedText;
}
/** Parses a complete diff held in one string. */
export declare function parseDiff(text: string): DiffFile[];
/**
 * Parses the hunks of one file with no file header: the `patch` field of the GitHub API's
 * "list pull request files" items.
 */
export declare function parseHunks(patch: string): HunkStats;
interface HunkHeader {
    oldCount: number;
    newStart: number;
    newCount: number;
}
/** `@@ -a[,b] +c[,d] @@`, read by hand: a count left out means 1. */
export declare function parseHunkHeader(line: string): HunkHeader | undefined;
/**
 * Reads one path as git prints it: bare, or in double quotes with C escapes, where `\ooo`
 * octal escapes are the bytes of a UTF-8 name. Returns the path and where it ended in `s`.
 */
export declare function readPath(s: string, from: number, lineNo: number): {
    path: string;
    end: number;
};
/** A whole header value that is one path (`rename from …`). */
export declare function unquotePath(s: string, lineNo?: number): string;
export {};
