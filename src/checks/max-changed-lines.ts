import * as z from '../contract/zod.js';
import { fail, pass } from '../contract/outcome.js';
import { defineCheck } from './define.js';
import { globList, targetMatcher } from './context.js';
import { movedLineCount } from './moved-lines.js';

export const maxChangedLines = defineCheck({
  kind: 'max-changed-lines',
  shape: () => ({ max: z.int().check(z.gte(0), z.describe('Most added plus deleted lines allowed')) }),
  defaultScope: 'changed',
  reads: 'bytes',
  judgesWholeChange: true,
  readsNoFile: true,
  appliesToText: false,
  description:
    'The change adds plus deletes at most `max` lines (over changed files, ignored paths left out). Lines it only moves (the same text deleted in one place and added in another) do not count; whole-file renames count their edits alone.',
  async run(spec, ctx) {
    // Deleted files count too: deleting 5,000 lines is a large change, though no head file is left to read.
    const matches = targetMatcher(spec);
    const files = ctx.changedFiles.filter((f) => matches(f.path) || (f.oldPath !== undefined && matches(f.oldPath)));
    const additions = files.reduce((a, f) => a + f.additions, 0);
    const deletions = files.reduce((a, f) => a + f.deletions, 0);
    const total = additions + deletions;
    const where = globList(spec) ? ` matching ${globList(spec)!.join(', ')}` : '';
    const summary = `${total} changed line(s) (+${additions} −${deletions}) in ${files.length} file(s)${where}`;
    if (total <= spec.max) return pass(`${summary} (max ${spec.max})`);
    // Over the limit as git counts it: what the change only moved (deleted here, added there) is not
    // new to a reviewer, and does not count. Read only now: most changes never get here.
    const moved = await movedLineCount(ctx, files);
    const counted = total - 2 * moved;
    const movedNote = moved > 0 ? `; ${moved} line(s) moved (deleted and added again, the same text), not counted: ${counted}` : '';
    if (counted <= spec.max) return pass(`${summary}${movedNote} (max ${spec.max})`);
    const largest = [...files]
      .sort((a, b) => b.additions + b.deletions - (a.additions + a.deletions))
      .slice(0, 3)
      .map((f) => `${f.path} +${f.additions} −${f.deletions}`)
      .join(', ');
    return fail(
      `${summary}${movedNote}, over the limit of ${spec.max}; largest: ${largest}`,
      spec.message ?? `Make the change smaller: at most ${spec.max} changed lines (now ${counted}); split it into several pull requests`,
    );
  },
});
