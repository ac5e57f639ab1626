/**
 * Every colour of git's diff, as GitRepo.movedLines sets them: the moved lines in theirs, every
 * other line in one of its own, so no config can paint a plain line as moved.
 */
export declare const DIFF_COLOURS: {
    readonly newMoved: "blue";
    readonly oldMoved: "magenta";
    readonly newMovedAlternative: "blue";
    readonly oldMovedAlternative: "magenta";
    readonly newMovedDimmed: "blue";
    readonly oldMovedDimmed: "magenta";
    readonly newMovedAlternativeDimmed: "blue";
    readonly oldMovedAlternativeDimmed: "magenta";
    readonly new: "green";
    readonly old: "red";
    readonly context: "normal";
    readonly meta: "bold";
    readonly frag: "cyan";
    readonly func: "normal";
    readonly commit: "yellow";
    readonly whitespace: "normal";
};
/**
 * Per file (its head path; the old path for a deleted one), how many of its added and removed
 * lines git marked as moved, from `git diff --color=always --color-moved` output.
 */
export declare function parseMovedLines(text: string): Map<string, number>;
