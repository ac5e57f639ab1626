import { fail, pass } from '../contract/outcome.js';
import { at, defineCheck, excerpt } from './define.js';
import { compilePattern, matchingLines, patternShape } from './pattern.js';

export const notContains = defineCheck({
  kind: 'not-contains',
  shape: patternShape,
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description: 'No selected file (or, with scope: added, no added line) matches the pattern.',
  async run(spec, ctx) {
    const re = compilePattern(spec.pattern, spec.flags);
    const shown = `/${spec.pattern}/${spec.flags ?? ''}`;
    const files = await ctx.select(spec, spec.scope);
    const hits = files.flatMap((f) => matchingLines(f, re, spec.scope !== 'added').map((l) => ({ path: f.path, line: l })));
    if (hits.length === 0) return pass(`${shown} not found in ${files.length} file(s) (${spec.scope})`);
    const first = hits[0]!;
    const more = hits.length > 1 ? ` (and ${hits.length - 1} more)` : '';
    return fail(
      `${at(first.path, first.line.n)}: ${excerpt(first.line.text)}${more}`,
      spec.message ?? `Remove text matching ${shown} from ${at(first.path, first.line.n)}${more}`,
      { path: first.path, line: first.line.n, quote: first.line.text },
    );
  },
});
