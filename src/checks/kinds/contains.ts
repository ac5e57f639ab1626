import { fail, failEach, pass } from '../../contract/outcome.js';
import { at, defineCheck, excerpt } from '../define.js';
import { describeTarget } from '../target.js';
import { compilePattern, matchingLines, patternShape } from '../pattern.js';

export const contains = defineCheck({
  kind: 'contains',
  shape: patternShape,
  defaultScope: 'tree',
  reads: 'text',
  appliesToText: true,
  description: 'Every selected file holds text matching the pattern.',
  examples: {
    failing: [
      {
        title: 'the README never says how to install',
        check: { kind: 'contains', file: 'README.md', pattern: '^## Install' },
        files: { 'README.md': '# Tally\n\nCounts the lines of a file.\n\n## Usage\n\n    tally notes.txt\n' },
        says: 'README.md: /^## Install/ not found',
      },
    ],
    passing: [
      {
        title: 'the README has its install section',
        check: { kind: 'contains', file: 'README.md', pattern: '^## Install' },
        files: { 'README.md': '# Tally\n\nCounts the lines of a file.\n\n## Install\n\n    npm install tally\n' },
        says: 'README.md:5: ## Install',
      },
    ],
  },
  async run(spec, ctx) {
    const re = compilePattern(spec.pattern, spec.flags, ctx.codeCacheDir);
    const shown = `/${spec.pattern}/${spec.flags ?? ''}`;
    const files = await ctx.select(spec, spec.scope);
    if (files.length === 0) {
      return fail(`no file selected by ${describeTarget(spec)}`, spec.message ?? `Add a file that contains ${shown}`);
    }
    const found = files.map((f) => ({ path: f.path, hit: matchingLines(f, re, spec.scope !== 'added')[0] }));
    const missing = found.filter((f) => !f.hit).map((f) => f.path);
    if (missing.length > 0) {
      return failEach(
        missing.map((path) => ({ path, message: `${shown} not found` })),
        spec.message ??
          `Make ${missing.length > 5 ? `${missing.slice(0, 5).join(', ')} and ${missing.length - 5} more` : missing.join(', ')} contain ${shown}`,
      );
    }
    const first = found[0]!;
    const hit = first.hit!;
    return pass(`${at(first.path, hit.n)}: ${excerpt(hit.text)}`, { path: first.path, line: hit.n, quote: hit.text });
  },
});
