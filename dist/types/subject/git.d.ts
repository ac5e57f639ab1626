import { type DiffFile } from './diff.js';
import { type CommitChange } from './history.js';
import type { FileReader, SpecialEntry } from './types.js';
/**
 * `git diff` flags that pin every part of the output the parser relies on, whatever the user's
 * config says: prefixes (diff.noprefix, diff.mnemonicPrefix), no colour, no external diff or
 * textconv (they would replace the real content), submodules as `Subproject commit` lines
 * (diff.submodule=log prints a summary instead), paths from the repository root (diff.relative),
 * GitHub's three lines of context (diff.context) and git's default algorithm (diff.algorithm).
 * Renames with -M, as spec §3 compares against `git diff --numstat -M`.
 */
export declare const DIFF_ARGS: readonly ["--no-color", "--no-ext-diff", "--no-textconv", "--src-prefix=a/", "--dst-prefix=b/", "--unified=3", "--inter-hunk-context=0", "--submodule=short", "--ignore-submodules=none", "--no-relative", "--diff-algorithm=default", "-p"];
/**
 * Config with no command-line flag: quote every unusual path (C escapes, pure ASCII output, so
 * byte-exact names survive), and never print a blank context line as an empty line.
 */
export declare const CONFIG_ARGS: readonly ["-c", "core.quotePath=true", "-c", "diff.suppressBlankEmpty=false"];
export interface TreeEntry {
    mode: string;
    /** `blob` (files and symlinks), `commit` (a submodule). */
    type: string;
    oid: string;
    path: string;
}
/** A FileReader over one commit that owns a `git cat-file` process until `close()`. */
export interface GitFileReader extends FileReader {
    specials(): Promise<ReadonlyMap<string, SpecialEntry>>;
    blobIds(): Promise<(path: string) => string | undefined>;
    /**
     * Starts reading these files now (those that are regular files at the commit), while the caller
     * still waits for something else, such as the patch: each is then read once, when asked for.
     * Settles when the reads ahead are in; never rejects, as a file not read ahead is read when asked.
     */
    prefetch(paths: readonly string[]): Promise<void>;
    close(): Promise<void>;
}
export interface DiffOptions {
    /** Detect copies too (`-C`); off by default, as spec §3 uses `-M` only. */
    findCopies?: boolean;
    /**
     * Read the patch only for the files the diff summaries (keepDiffSummaries) do not know: the same
     * files, each with what a fresh patch says of it. Without copies only; no store kept, no effect.
     */
    summaries?: boolean;
}
export declare class GitRepo {
    readonly dir: string;
    /** The git processes this repository started: one-off commands and the `cat-file` session. */
    private readonly git;
    /**
     * Full SHAs already seen to name a commit. A SHA names the same object for good, so asking git
     * again is a process for nothing: mergeBase and diff re-resolve what their callers just resolved.
     * Branch names are never kept, as they move.
     */
    private readonly commits;
    /** Merge bases by the pair of SHAs (see mergeBase). */
    private readonly mergeBases;
    /**
     * Blobs by object id: a change that holds one text in many paths (a vendored copy, generated
     * files) reads it once, and every path gets the same bytes, so what is derived from them
     * (the decoded text, a verdict on it) can be shared too. Bounded: past it, reads go to git again.
     */
    private readonly blobs;
    private blobBytes;
    /** Learnt when the repository was opened: its top level, and the revisions the command named, as they were then. */
    private top;
    /** The git directory, absolute: what git is pointed at when it runs apart from the work tree (see GitProcesses.run). */
    private gitDir;
    /** The same, once known without waiting (from open()): the patch's git then starts in the same turn it is asked for. */
    private gitDirKnown;
    private readonly resolved;
    private readonly diffs;
    private readonly pathLists;
    private readonly trees;
    /**
     * Head texts rebuilt from a patch (patch-text.ts), by the commit the patch leads to and path:
     * candidates a reader of that commit hands out once their object id is checked, instead of
     * reading the blob. Each is held until read, under the same bound as the blobs read ahead.
     */
    private readonly patchTexts;
    private keepsPatchTexts;
    /** What reading ahead may hold at once: blobs read before they are asked for, and texts kept from the patch. */
    private readonly ahead;
    /** What earlier runs' patches said of each pair of blobs (diff-summaries.ts), when the front end keeps them. */
    private summaryStore;
    /** What besides the blobs decides a patch: git's version, config and attributes files (see diffSetting). */
    private setting;
    /**
     * How many changed files the last summarised diff took from the store, and how many it asked
     * git's patch for; `missed`, the paths of those: the bytes no earlier run has seen in this pair.
     */
    readonly summaryCounts: {
        hits: number;
        misses: number;
        missed: readonly string[];
    };
    /** `git diff --raw` by range (rawDiff). */
    private readonly raws;
    /** missedPaths' answers by range, and how each is given once the store has been asked. */
    private readonly missed;
    private readonly missedFound;
    private constructor();
    /**
     * Opens the repository at `dir`, or throws a GitError that names the directory. The revisions
     * in `refs` are resolved in the same process, once for the run: a command needs its base, its
     * head and the checked-out commit before anything else, and each process costs milliseconds.
     */
    static open(dir: string, refs?: readonly string[], mergeBaseOf?: readonly [string, string]): Promise<GitRepo>;
    /**
     * Keeps the merge base `rev-parse A...B` printed (`B`, `A`, then `^base` for each), when there is
     * exactly one: then it is the one `git merge-base` gives. Several (criss-cross merges) or none:
     * `merge-base` is asked when needed, as before.
     */
    private knowMergeBase;
    /** The full SHA of the commit `ref` names (a branch, tag, SHA or any revision expression). */
    resolveCommit(ref: string): Promise<string>;
    /** The branch or tag whose name is closest to a mistyped `ref` (`mian` → `main`, `origin/mian` → `origin/main`). */
    private nearestRef;
    /** Where head left base: what a pull request from head into base is compared against. */
    mergeBase(base: string, head: string): Promise<string>;
    private computeMergeBase;
    /**
     * Keeps what each patch says of each file in `dir` (a folder of the vetted cache directory), and
     * reads it back for a diff asked with `summaries`: set before the diff starts (startDiff).
     * `scope`: this repository's (storeScope), when the directory serves several.
     */
    keepDiffSummaries(dir: string, scope?: string): void;
    /**
     * The paths of the summarised diff from `fromRef` to `toRef` whose patch no earlier run summed up
     * (the bytes no run has seen in that pair), as soon as the store has been asked, long before the
     * patch of those is through; undefined when the diff is not summarised or reads the whole patch
     * for want of `--raw`. What a caller reads ahead and warms up for.
     */
    missedPaths(fromRef: string, toRef: string): Promise<readonly string[] | undefined>;
    /** Writes the summaries this run's patches added; never throws. */
    flushDiffSummaries(): Promise<void>;
    /** The changed files between two commits, parsed from git's patch. */
    diff(fromRef: string, toRef: string, options?: DiffOptions): Promise<DiffFile[]>;
    /**
     * The whole patch from `from` to `to`, as a diff without summaries asks for it: git writes it once
     * for both. A summarised diff reads it when most of the change is new (a first run), and a run
     * whose config turns the cache off then asks for it again, unsummarised.
     */
    private wholeDiff;
    /**
     * Starts the patch from the merge base of `base` and `head` to `head`, and the list of its
     * paths, for a caller who will ask for them once it has loaded what it needs to judge them.
     * Resolves once both git processes have started (never rejects: whoever asks for the patch
     * hears any error), so that a caller can start them before work that holds this thread.
     */
    startDiff(base: string, head: string): Promise<void>;
    /**
     * git writes the patch to a private temporary file, not a pipe: a pipe holds 64 KB, and git
     * would wait whenever this thread is busy (loading the checks, reading blobs), which is most of
     * the time the patch takes. The file is parsed as git writes it, in whatever moments this thread
     * has free, so that little of it is left to parse when git is done; it is never held as one string.
     */
    private computeDiff;
    /**
     * The changed files as computeDiff gives them, with the patch read only for the pairs of blobs the
     * store has no summary of (diff-summaries.ts). `git diff --raw` pairs the files (renames
     * included) and names their blobs; a pair the store knows is that summary; the rest come from a
     * patch limited to their paths, checked to hold exactly those files, else from the whole patch.
     */
    private summarisedDiff;
    /**
     * `git diff --raw` from `from` to `to` (full SHAs), asked once: the files as the patch pairs them,
     * with their blobs. Undefined when git fails or prints something else: the patch decides then.
     */
    private rawDiff;
    /**
     * What decides a patch besides the two blobs, as one digest: git's version, its config as this
     * repository reads it but for credentials and remotes (diffConfig: the heuristics, a diff
     * driver's `binary`, the attributes file it names), and the attributes files git reads apart
     * from the work tree (the git directory's `info/attributes`, the user's and the system's).
     * Undefined when git cannot say: no summary is then used or kept.
     */
    private diffSetting;
    /**
     * Keeps no more texts from the patch but empty ones, and lets go of those kept: the run reads no file (its checks
     * only count lines), so they would be rebuilt and held for nothing. A file read anyway is read from git.
     */
    forgoPatchTexts(): void;
    /**
     * Keeps an added file's head text from the patch, if it fits what reading ahead may hold (see
     * patchTexts). Rebuilt into bytes now, not when read: the patch's lines are slices of the pieces
     * the patch was read in, and holding them would hold those pieces whole, past the bound. A text
     * the patch names by the same blob id as one already rebuilt (`rebuilt`, this patch's) is those
     * bytes again, held once: reading checks them against each path's own id all the same.
     */
    private keepPatchText;
    /**
     * The file `entry` names at `commit` from the patch, once: only when git's id of the rebuilt bytes
     * is the blob's own. A blob already read for another path is handed out as it is, so every path
     * holding one text gets the same bytes (see blobs).
     */
    private patchText;
    /**
     * The paths `diff` will report, without their content: git compares the two trees only, so
     * this answers long before the patch is through. Renames are not paired (each side's path is
     * listed), which is all a caller preparing for the files needs.
     */
    changedPaths(fromRef: string, toRef: string): Promise<ChangedPaths>;
    private computeChangedPaths;
    /**
     * Every entry of the tree at `commit`, recursively, paths from the repository root. Listed once
     * per commit for the run (a commit's tree never changes), so a front end can ask for it early.
     * The array is shared: read it, never change it.
     */
    listTree(commit: string): Promise<readonly TreeEntry[]>;
    private computeTree;
    /** The size of each object that exists, by id, from its header alone (`cat-file --batch-check`). */
    objectSizes(oids: readonly string[]): Promise<Map<string, number>>;
    /** The bytes of one object, by id, through the shared `cat-file --batch` process. */
    readObject(oid: string, share?: boolean): Promise<Uint8Array | undefined>;
    /**
     * The file at `path` in `commit` (for the assertions file): undefined when there is no file
     * there, a directory or a submodule included.
     */
    readFileAt(commit: string, path: string): Promise<Uint8Array | undefined>;
    /**
     * A FileReader over the regular files at `commit`. Submodules and symlinks are left out: a
     * symlink's blob is its target path, not source, and a check reading it as a file would judge
     * `../lib/real.js` as JavaScript. (They stay in the diff's file list; only what checks read skips them.)
     */
    fileReader(commit: string, prefetchBytes?: number): GitFileReader;
    /** The git directory as an absolute path: known from open(), else asked once. */
    private absoluteGitDir;
    /** Runs git from an empty folder of its own, apart from the work tree (see GitProcesses.run), and removes the folder after. */
    private runApart;
    /** The repository's top-level folder, to tell paths inside it from paths outside. */
    topLevel(): Promise<string>;
    /**
     * How many entries `git status` shows for the working tree: staged, unstaged and untracked
     * changes (an untracked folder counts once), 0 when it is clean. Ignored files do not count.
     */
    uncommittedCount(): Promise<number>;
    /** The messages of the commits in `from..to`, oldest first: the task of a local change. */
    commitMessages(from: string, to: string): Promise<string[]>;
    /**
     * The commits of `from..to`, oldest first, each with the lines it added and removed per file
     * (merges left out: they repeat what their parents did). What `max-churn` reads.
     */
    history(from: string, to: string): Promise<CommitChange[]>;
    /**
     * Per changed file of `from..to`, how many of its added and removed lines git's `--color-moved`
     * marks as moved (moved-lines.ts). Asked only when a size limit is passed: a second patch.
     */
    movedLines(from: string, to: string, paths: readonly string[]): Promise<Map<string, number>>;
    /**
     * Ends the `cat-file` process and any git still running: a run that failed early (a bad config)
     * must not wait for the patch it started ahead (startDiff), nor start more.
     */
    close(): Promise<void>;
}
/** The paths a diff changes, and which of them it adds. */
export interface ChangedPaths {
    paths: string[];
    added: ReadonlySet<string>;
}
