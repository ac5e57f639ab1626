import * as z from '../../contract/zod.js';
import { fail, pass } from '../../contract/outcome.js';
import { defineCheck } from '../define.js';
import { describeTarget } from '../target.js';
import { firstLineOf } from '../first-line.js';

export const minBytes = defineCheck({
  kind: 'min-bytes',
  aliases: ['minBytes'],
  shape: () => ({ bytes: z.int().check(z.gte(0)) }),
  defaultScope: 'tree',
  reads: 'bytes',
  appliesToText: true,
  description: 'Every selected file is at least `bytes` long.',
  examples: {
    failing: [
      {
        title: 'a guide that is only a promise',
        check: { kind: 'min-bytes', file: 'docs/guide.md', bytes: 200 },
        files: { 'docs/guide.md': '# Guide\n\nComing soon.\n' },
        says: 'docs/guide.md: 22 bytes (need 200)',
      },
    ],
    passing: [
      {
        title: 'a guide with content',
        check: { kind: 'min-bytes', file: 'docs/guide.md', bytes: 100 },
        files: {
          'docs/guide.md':
            '# Guide\n\nInstall the tool, then run `tally notes.txt` in the folder that holds the file.\nIt prints the number of lines, words and characters, one per line.\n',
        },
        says: 'docs/guide.md: 156 bytes (≥ 100)',
      },
    ],
  },
  async run(spec, ctx) {
    const files = await ctx.select(spec, spec.scope);
    if (files.length === 0) {
      return fail(`${describeTarget(spec)}: not found`, spec.message ?? `Add ${describeTarget(spec)} with at least ${spec.bytes} bytes`);
    }
    const short = files.filter((f) => f.bytes < spec.bytes);
    if (short.length > 0) {
      const list = short.map((f) => `${f.path}: ${f.bytes} bytes`).join(', ');
      return fail(
        `${list} (need ${spec.bytes})`,
        spec.message ?? `Grow ${short.map((f) => f.path).join(', ')} to at least ${spec.bytes} bytes`,
      );
    }
    return pass(files.map((f) => `${f.path}: ${f.bytes} bytes`).join(', ') + ` (≥ ${spec.bytes})`, firstLineOf(files));
  },
});
