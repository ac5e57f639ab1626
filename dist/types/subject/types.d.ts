/** The change being judged, as data. Git, the GitHub API and a single worker output all produce one. */
export type FileStatus = 'added' | 'modified' | 'deleted' | 'renamed' | 'copied' | 'typechange';
export interface ChangedFile {
    path: string;
    oldPath?: string;
    status: FileStatus;
    additions: number;
    deletions: number;
    binary: boolean;
    /** Head-side line numbers the change adds, ascending. */
    addedLines: readonly number[];
    /** Head-side line numbers a review comment may target (lines inside a hunk), ascending. */
    commentableLines: readonly number[];
    /**
     * The source could not say which lines were added (GitHub sends no patch for a diff too large
     * to show). `addedLines` is then empty, and a check on added lines reads every line instead:
     * unknown is never taken for "nothing added".
     */
    addedLinesUnknown?: boolean;
    /**
     * Seen at this path only through a directory link the change adds or alters, while its target
     * is unchanged: nothing is added (spec §7: "added" compares with the base content of the same
     * target), yet the whole file is new at this path, so the judge is shown all of it.
     */
    throughNewLink?: boolean;
}
/**
 * A head path that is not a regular file. A symlink's target is the path it holds (undefined when
 * the source cannot say, as the GitHub trees API does not); a submodule names its commit.
 */
export type SpecialEntry = {
    kind: 'symlink';
    target: string | undefined;
} | {
    kind: 'submodule';
    commit: string;
};
/**
 * `binary`: NUL bytes in what is otherwise text, or binary bytes in a file whose name promises
 * text. `large`: too big to read as text. `encoding`: the program that runs it decodes other text
 * from its bytes than the UTF-8 read here (a Python coding cookie, UTF-7 in a `<meta charset>`).
 * `special`: a symlink leaving the repository or pointing nowhere: not even its bytes are there
 * to count. `submodule`: a pointer to another repository's commit, with no text of its own.
 */
export interface Unreadable {
    kind: 'binary' | 'large' | 'encoding' | 'special' | 'submodule';
    reason: string;
    /** The line the reason points at (an encoding declaration), when there is one. */
    line?: number;
}
/** Read access to the files at the head of the subject. The only I/O a check ever sees. */
export interface FileReader {
    /** Every regular file at the head, repository-relative with `/` separators. */
    listTree(): Promise<readonly string[]>;
    /** The file's bytes at the head, or undefined when there is no such file. */
    read(path: string): Promise<Uint8Array | undefined>;
    /**
     * Symlinks and submodules at the head, by path. A check that selects one is told what it is
     * (spec §7: checked or named, never skipped). Absent: the source has none.
     */
    specials?(): Promise<ReadonlyMap<string, SpecialEntry>>;
    /**
     * git's object ids of the regular files, by path, known without reading them (from the tree's
     * listing): one wait, then each path at once. Absent, or undefined for a path: the source cannot
     * say, and the file is read.
     */
    blobIds?(): Promise<(path: string) => string | undefined>;
}
export interface CommitFileChange {
    /** The path after the commit (before it, for a deleted file). */
    path: string;
    /** The lines this commit added to the file, as written. */
    added: readonly string[];
    /** The lines this commit removed from the file, as they were. */
    removed: readonly string[];
}
export interface CommitChange {
    sha: string;
    /** The first line of the commit message. */
    subject: string;
    files: readonly CommitFileChange[];
}
export interface Subject {
    files: readonly ChangedFile[];
    head: FileReader;
    /**
     * The files the change is compared against (the merge base): a marker or match already there is
     * not one the change adds. Absent where the source has none (the GitHub API without a work tree).
     */
    base?: FileReader | undefined;
    /** Paths never checked and never shown to the judge (config `ignore`). */
    isIgnored(path: string): boolean;
    /** The change's commits, oldest first; absent when the subject has no history (one worker output). */
    history?: (() => Promise<readonly CommitChange[]>) | undefined;
    /**
     * Per changed path, how many of its added and removed lines the change only moves (git's
     * `--color-moved`: a block moved between files or within one), looked for among `paths` alone: a
     * block moved in from a path not counted is new where it lands. Absent where the source cannot tell.
     */
    movedLines?: ((paths: readonly string[]) => Promise<ReadonlyMap<string, number>>) | undefined;
    /**
     * Set by whoever made the subject from one worker output (judge mode) rather than a repository
     * change; a repository file may carry any name, `output` included.
     */
    workerOutput?: boolean | undefined;
}
/** A head-side line: 1-based number and its text without the line ending. */
export interface Line {
    n: number;
    text: string;
}
