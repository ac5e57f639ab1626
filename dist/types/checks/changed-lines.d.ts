import type { CheckContext, Target } from './define.js';
import type { ChangedFile } from '../subject/types.js';
/** A change's size as `max-changed-lines` counts it. */
export interface ChangedLineCount {
    /** Added plus deleted lines that count: moved ones left out. */
    total: number;
    additions: number;
    deletions: number;
    /** Added and deleted lines the change only moves (git's `--color-moved`), not counted in `total`. */
    moved: number;
    /** The files counted, each with the lines of it that count. */
    files: Array<{
        file: ChangedFile;
        counted: number;
    }>;
}
/**
 * The lines of the change in the files `target` selects. Moved lines (a block moved to another
 * file, or within one) are asked of git only when the plain count is over `max`: a small change
 * needs no second patch. A whole-file rename is already one file with only its edits counted.
 */
export declare function countChangedLines(target: Target, ctx: CheckContext, max: number): Promise<ChangedLineCount>;
