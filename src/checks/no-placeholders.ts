import type { Finding } from '../contract/location.js';
import { failEach, pass } from '../contract/outcome.js';
import { defineCheck, excerpt } from './define.js';
import { newOnAddedLines } from './added-only.js';
import { placesOf } from './places.js';
import { markerComments, mayHoldMarker } from '../subject/marker-comments.js';
import { lineText } from '../subject/text.js';
import { firstLineOf } from './first-line.js';

export const noPlaceholders = defineCheck({
  kind: 'no-placeholders',
  shape: () => ({}),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    'No marker comment (TODO, FIXME, XXX, "not implemented") left in the selected files, read with each language\'s comment syntax ' +
    '(a word in code such as `placeholder?: string` or `context.TODO()` is none). With scope: added, only markers the change adds: ' +
    'one the base file already had is not added by touching its line.',
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    const findings: Finding[] = [];
    for (const f of files) {
      // Most files hold no marker word at all: their lines need not be split or scanned.
      if (!mayHoldMarker(f.text)) continue;
      const all = markerComments(f.path, f.text);
      let found = all;
      if (spec.scope === 'added' && all.length > 0) {
        const base = await ctx.readBase(f.path);
        found = newOnAddedLines(all, new Set(f.lines.map((l) => l.n)), base === undefined ? undefined : markerComments(f.path, base));
      }
      for (const m of found) {
        const quote = lineText(f.text, m.line);
        findings.push({ path: f.path, line: m.line, column: m.column, message: excerpt(m.text), quote });
      }
    }
    if (findings.length === 0) return pass(`no placeholders in ${files.length} file(s)`, firstLineOf(files));
    return failEach(findings, spec.message ?? `Finish or remove the placeholders at ${placesOf(findings)}`);
  },
});
