import type { CheckContext, Target } from './define.js';
import { targetMatcher } from './context.js';
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
  files: Array<{ file: ChangedFile; counted: number }>;
}

/**
 * The lines of the change in the files `target` selects. Moved lines (a block moved to another
 * file, or within one) are asked of git only when the plain count is over `max`: a small change
 * needs no second patch. A whole-file rename is already one file with only its edits counted.
 */
export async function countChangedLines(target: Target, ctx: CheckContext, max: number): Promise<ChangedLineCount> {
  // Deleted files count too: deleting 5,000 lines is a large change, though no head file is left to read.
  const matches = targetMatcher(target);
  const files = ctx.changedFiles.filter((f) => matches(f.path) || (f.oldPath !== undefined && matches(f.oldPath)));
  const additions = files.reduce((a, f) => a + f.additions, 0);
  const deletions = files.reduce((a, f) => a + f.deletions, 0);
  const paths = files.flatMap((f) => (f.oldPath === undefined ? [f.path] : [f.oldPath, f.path]));
  const movedByPath = additions + deletions > max ? await ctx.movedLines?.(paths) : undefined;
  const counted = files.map((file) => {
    const moved = file.binary ? 0 : Math.min(movedByPath?.get(file.path) ?? 0, file.additions + file.deletions);
    return { file, counted: file.additions + file.deletions - moved };
  });
  const total = counted.reduce((a, f) => a + f.counted, 0);
  return { total, additions, deletions, moved: additions + deletions - total, files: counted };
}
