import * as z from '../../contract/zod.js';
import { fail, pass } from '../../contract/outcome.js';
import { defineCheck } from '../define.js';
import type { CheckContext, Target } from '../define.js';
import { globList, targetMatcher } from '../context.js';
import type { ChangedFile } from '../../subject/types.js';

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

/** Twelve lines for the examples: one more than they allow, or a block to move. */
const NAMES = ['grace', 'alan', 'edsger', 'barbara', 'donald', 'john', 'margaret', 'dennis', 'ken', 'niklaus', 'tony', 'frances'];

export const maxChangedLines = defineCheck({
  kind: 'max-changed-lines',
  shape: () => ({ max: z.int().check(z.gte(0), z.describe('Most added plus deleted lines allowed')) }),
  defaultScope: 'changed',
  reads: 'bytes',
  judgesWholeChange: true,
  readsNoFile: true,
  appliesToText: false,
  description:
    "The change adds plus deletes at most `max` lines (over changed files, ignored paths left out). Moved lines are not counted: a whole-file rename counts only its edits, and a block moved to another file (or within one), as git's `--color-moved` finds it in a local range or the Action's checkout (not through the GitHub API), counts neither where it left nor where it landed.",
  examples: {
    failing: [
      {
        title: 'a change larger than the limit',
        check: { kind: 'max-changed-lines', max: 10 },
        base: { 'src/names.txt': 'ada\n' },
        files: { 'src/names.txt': `ada\n${NAMES.join('\n')}\n` },
        says: '12 changed line(s) (+12 −0) in 1 file(s), over the limit of 10; largest: src/names.txt +12 −0',
      },
    ],
    passing: [
      {
        title: 'a block moved to another file is not counted',
        check: { kind: 'max-changed-lines', max: 10 },
        base: { 'src/names.txt': `ada\n${NAMES.join('\n')}\n` },
        files: { 'src/names.txt': 'ada\n', 'src/more-names.txt': `${NAMES.join('\n')}\n` },
        says: '0 changed line(s) (+12 −12; 24 moved line(s) not counted) in 2 file(s) (max 10)',
      },
    ],
  },
  async run(spec, ctx) {
    const { total, additions, deletions, moved, files } = await countChangedLines(spec, ctx, spec.max);
    const where = globList(spec) ? ` matching ${globList(spec)!.join(', ')}` : '';
    const movedNote = moved > 0 ? `; ${moved} moved line(s) not counted` : '';
    const summary = `${total} changed line(s) (+${additions} −${deletions}${movedNote}) in ${files.length} file(s)${where}`;
    if (total <= spec.max) return pass(`${summary} (max ${spec.max})`);
    const largest = [...files]
      .sort((a, b) => b.counted - a.counted)
      .slice(0, 3)
      .map(({ file: f }) => `${f.path} +${f.additions} −${f.deletions}`)
      .join(', ');
    return fail(
      `${summary}, over the limit of ${spec.max}; largest: ${largest}`,
      spec.message ?? `Make the change smaller: at most ${spec.max} changed lines (now ${total}); split it into several pull requests`,
    );
  },
});
