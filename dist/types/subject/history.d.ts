import type { CommitChange, CommitFileChange } from './types.js';
export type { CommitChange, CommitFileChange };
/** The added and removed lines of one file's hunks (GitHub's `patch` field, or a part of `git log -p`). */
export declare function patchLines(patch: string): {
    added: string[];
    removed: string[];
};
/** Splits `git log --format=%x00%H%x01%s -p` output into commits, oldest first as git printed them. */
export declare function parseGitLog(text: string): CommitChange[];
