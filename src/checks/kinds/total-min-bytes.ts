import * as z from '../../contract/zod.js';
import { fail, pass } from '../../contract/outcome.js';
import { defineCheck, type SelectedFile } from '../define.js';
import { describeTarget } from '../target.js';
import { globList } from '../context.js';
import { firstLineOf } from '../first-line.js';

export const totalMinBytes = defineCheck({
  kind: 'total-min-bytes',
  aliases: ['totalMinBytes'],
  shape: () => ({ bytes: z.int().check(z.gte(0), z.describe('Fewest bytes of all selected files together')) }),
  defaultScope: 'tree',
  reads: 'bytes',
  appliesToText: true,
  description: 'The selected files together are at least `bytes` long; every listed file or glob must select something.',
  examples: {
    failing: [
      {
        title: 'the chapters together are too short, and one is missing',
        check: { kind: 'total-min-bytes', files: ['chapters/*.md', 'appendix.md'], bytes: 300 },
        files: { 'chapters/01.md': '# One\n\nIt begins.\n', 'chapters/02.md': '# Two\n\nIt ends.\n' },
        says: 'appendix.md: not found; chapters/01.md: 18 + chapters/02.md: 16 = 34 bytes (need 300 in all)',
      },
    ],
    passing: [
      {
        title: 'enough text in all',
        check: { kind: 'total-min-bytes', files: 'chapters/*.md', bytes: 60 },
        files: {
          'chapters/01.md': '# One\n\nIt begins on a quiet morning.\n',
          'chapters/02.md': '# Two\n\nIt ends with the lights going out.\n',
        },
        says: 'chapters/01.md: 37 + chapters/02.md: 42 = 79 bytes (≥ 60)',
      },
    ],
  },
  async run(spec, ctx) {
    // Each glob on its own, so a listed file that is missing is named rather than silently adding 0.
    const globs = globList(spec) ?? ['**'];
    const seen = new Map<string, SelectedFile>();
    const missing: string[] = [];
    for (const glob of globs) {
      const files = await ctx.select({ files: glob }, spec.scope);
      if (files.length === 0) missing.push(glob);
      for (const f of files) seen.set(f.path, f);
    }
    const files = [...seen.values()].sort((a, b) => a.path.localeCompare(b.path));
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    const parts = files.map((f) => `${f.path}: ${f.bytes}`).join(' + ');
    const sum = files.length > 1 ? `${parts} = ${total} bytes` : files.length === 1 ? `${parts} bytes` : '0 bytes';
    if (missing.length > 0) {
      return fail(
        `${missing.join(', ')}: not found${files.length > 0 ? `; ${sum}` : ''} (need ${spec.bytes} in all)`,
        spec.message ?? `Add ${missing.join(', ')} (${describeTarget(spec)} must total at least ${spec.bytes} bytes)`,
      );
    }
    if (total < spec.bytes) {
      return fail(
        `${sum} (need ${spec.bytes} in all)`,
        spec.message ?? `Grow ${describeTarget(spec)} to at least ${spec.bytes} bytes in all (${spec.bytes - total} more)`,
      );
    }
    return pass(`${sum} (≥ ${spec.bytes})`, firstLineOf(files));
  },
});
