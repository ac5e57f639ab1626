/** The colours the moved lines are written in (GitRepo.movedLines sets them), as their escape codes. */
export declare const MOVED_COLOURS: {
    readonly newMoved: "blue";
    readonly oldMoved: "magenta";
};
/**
 * Per file (its head path; the old path for a deleted one), how many of its added and removed
 * lines git marked as moved, from `git diff --color=always --color-moved` output.
 */
export declare function parseMovedLines(text: string): Map<string, number>;
