import type { Finding } from '../../contract/location.js';
import { failEach, pass } from '../../contract/outcome.js';
import { defineCheck, excerpt } from '../define.js';
import { newOnAddedLines } from '../added-only.js';
import { placesOf } from '../places.js';
import { markerComments, mayHoldMarker } from '../../subject/marker-comments.js';
import { lineText } from '../../subject/text.js';
import { firstLineOf } from '../first-line.js';
import { knownCleanKey } from '../known-clean.js';

/** Bumped when what counts as a marker comment changes (subject/marker-comments.ts). */
const PLACEHOLDERS_CLEAN_VERSION = '1';

/** What of a path chooses its comment syntax (marker-comments.ts): its name, lower-cased; the #! line is in the text. */
const commentSyntaxKey = (path: string): string => (path.split('/').pop() ?? '').toLowerCase();

// Joined, so that this file adds no marker comment of its own to a gate that looks for them.
const MARKER = ['TO', 'DO'].join('');

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
  examples: {
    failing: [
      {
        title: 'a function left unfinished',
        check: { kind: 'no-placeholders', files: 'src/**' },
        files: { 'src/parse.py': `def parse(line):\n    # ${MARKER}: handle quoted fields\n    return line.split(",")\n` },
        says: `src/parse.py:2:7: ${MARKER}: handle quoted fields`,
      },
    ],
    passing: [
      {
        title: 'the word in code is no marker',
        check: { kind: 'no-placeholders', files: 'src/**' },
        files: { 'src/form.ts': 'export interface Field {\n  label: string;\n  placeholder?: string;\n}\n' },
        says: 'no placeholders in 1 file(s)',
      },
    ],
  },
  async run(spec, ctx) {
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    const findings: Finding[] = [];
    for (const f of files) {
      // Most files hold no marker word at all: their lines need not be split or scanned.
      if (!mayHoldMarker(f.text)) continue;
      // A text whose comments held no marker before (known-clean.ts) is not read again. Its path
      // is in the key for the comment syntax its name chooses.
      const key =
        ctx.knownClean === undefined
          ? undefined
          : knownCleanKey('no-placeholders', PLACEHOLDERS_CLEAN_VERSION, { syntax: commentSyntaxKey(f.path) }, f.text);
      if (key !== undefined && (await ctx.knownClean?.has(key))) continue;
      const all = markerComments(f.path, f.text);
      if (all.length === 0 && key !== undefined) ctx.knownClean?.put(key);
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
