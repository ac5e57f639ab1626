import * as z from '../../contract/zod.js';
import { fail, pass } from '../../contract/outcome.js';
import { defineCheck } from '../define.js';
import { globList } from '../context.js';
import { countChangedLines } from '../changed-lines.js';

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
