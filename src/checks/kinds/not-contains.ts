import type { Finding } from '../../contract/location.js';
import { failEach, pass } from '../../contract/outcome.js';
import { defineCheck, excerpt } from '../define.js';
import { newOnAddedLines } from '../added-only.js';
import { placesOf } from '../places.js';
import { compilePattern, matchingLines, patternShape, type TextPattern } from '../pattern.js';
import { toLines } from '../../subject/text.js';
import { firstLineOf } from '../first-line.js';

/** Each line of `text` holding a match, keyed by the text it matched (how a match is known again at the base). */
function matchesIn(text: string, re: TextPattern): { line: number; column: number; key: string; text: string }[] {
  return toLines(text).flatMap((l) => {
    const m = re.firstMatch(l.text);
    return m ? [{ line: l.n, column: m.index + 1, key: m.text, text: l.text }] : [];
  });
}

export const notContains = defineCheck({
  kind: 'not-contains',
  shape: patternShape,
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    'No selected file (or, with scope: added, no added line) matches the pattern. Under scope: added, a match the base file ' +
    'already held (the same matched text, as often) is not added by touching its line.',
  examples: {
    failing: [
      {
        title: 'a debugger statement left in the code',
        check: { kind: 'not-contains', files: 'src/**/*.js', pattern: '\\bdebugger\\b' },
        files: { 'src/cart.js': 'export function total(items) {\n  debugger;\n  return items.reduce((sum, i) => sum + i.price, 0);\n}\n' },
        says: 'src/cart.js:2:3: debugger;',
      },
    ],
    passing: [
      {
        title: 'with scope: added, a match the base already had is not the change’s',
        check: { kind: 'not-contains', files: 'src/**/*.js', pattern: '\\bdebugger\\b', scope: 'added' },
        base: { 'src/cart.js': 'export function total(items) {\n  debugger;\n  return 0;\n}\n' },
        files: { 'src/cart.js': 'export function total(items) {\n  debugger;\n  return items.reduce((sum, i) => sum + i.price, 0);\n}\n' },
        says: '/\\bdebugger\\b/ not found in 1 file(s) (added)',
      },
    ],
  },
  async run(spec, ctx) {
    const re = compilePattern(spec.pattern, spec.flags, ctx.codeCacheDir);
    const shown = `/${spec.pattern}/${spec.flags ?? ''}`;
    const files = await ctx.select(spec, spec.scope);
    const findings: Finding[] = [];
    for (const f of files) {
      const lines = matchingLines(f, re, spec.scope !== 'added');
      if (lines.length === 0) continue;
      let hits = lines.map((l) => {
        const m = re.firstMatch(l.text);
        return { line: l.n, column: m === undefined ? undefined : m.index + 1, key: m?.text ?? '', text: l.text };
      });
      if (spec.scope === 'added') {
        const base = await ctx.readBase(f.path);
        if (base !== undefined) hits = newOnAddedLines(matchesIn(f.text, re), new Set(lines.map((l) => l.n)), matchesIn(base, re));
      }
      for (const h of hits) {
        findings.push({
          path: f.path,
          line: h.line,
          ...(h.column !== undefined ? { column: h.column } : {}),
          message: excerpt(h.text),
          quote: h.text,
        });
      }
    }
    if (findings.length === 0) return pass(`${shown} not found in ${files.length} file(s) (${spec.scope})`, firstLineOf(files));
    return failEach(findings, spec.message ?? `Remove text matching ${shown} from ${placesOf(findings)}`);
  },
});
