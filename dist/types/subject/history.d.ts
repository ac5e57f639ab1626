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
/** The added and removed lines of one file's hunks (GitHub's `patch` field, or a part of `git log -p`). */
export declare function patchLines(patch: string): {
    added: string[];
    removed: string[];
};
/** Splits `git log --format=%x00%H%x01%s -p` output into commits, oldest first as git printed them. */
export declare function parseGitLog(text: string): CommitChange[];
