import type { Finding } from '../../contract/location.js';
import { failEach, pass } from '../../contract/outcome.js';
import { defineCheck, excerpt, type LazyFile } from '../define.js';
import { newOnAddedLines } from '../added-only.js';
import { placesOf } from '../places.js';
import { commentSyntaxKey, placeholderComments, mayHoldMarker } from '../../subject/placeholder-comments.js';
import { lineText } from '../../subject/text.js';
import { firstLineOfLazily } from '../first-line.js';
import { knownCleanByBlob, knownCleanKey } from '../known-clean.js';

/** Bumped when what counts as a marker comment changes (subject/placeholder-comments.ts). */
const PLACEHOLDERS_CLEAN_VERSION = '1';

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
    const selected = await ctx.selectLazily(spec, spec.scope);
    // The text files: those read, and those known clean by their blob, unread (a known text is never binary).
    const texts: LazyFile[] = [];
    const findings: Finding[] = [];
    // A text whose comments held no marker before (known-clean.ts), known by the blob it was read
    // from, is not even read; the others are all read at once, as select() reads them. Its path is
    // in the key for the comment syntax its name chooses.
    const syntaxOf = (path: string) => ({ syntax: commentSyntaxKey(path) });
    const paths = selected.map((lazy) => lazy.path);
    const [knownClean, cleanSet] = await Promise.all([
      knownCleanByBlob(ctx, paths, 'no-placeholders', PLACEHOLDERS_CLEAN_VERSION, syntaxOf),
      ctx.knownClean?.cleanSet(),
    ]);
    const reads = selected.map((lazy, i) => (knownClean[i] ? undefined : lazy.read()));
    for (const read of reads) read?.catch(() => undefined); // awaited in turn below
    for (const [i, lazy] of selected.entries()) {
      if (knownClean[i]) {
        texts.push(lazy);
        continue;
      }
      const syntax = syntaxOf(lazy.path);
      const f = await reads[i];
      if (f === undefined || f.binary) continue;
      texts.push(lazy);
      const key = ctx.knownClean === undefined ? undefined : knownCleanKey('no-placeholders', PLACEHOLDERS_CLEAN_VERSION, syntax, f.text);
      // Most files hold no marker word at all: their lines need not be split or scanned.
      if (!mayHoldMarker(f.text)) {
        if (key !== undefined) ctx.knownClean?.put(key);
        continue;
      }
      if (key !== undefined && cleanSet?.has(key) === true) continue;
      const all = placeholderComments(f.path, f.text);
      if (all.length === 0 && key !== undefined) ctx.knownClean?.put(key);
      let found = all;
      if (spec.scope === 'added' && all.length > 0) {
        const base = await ctx.readBase(f.path);
        found = newOnAddedLines(all, new Set(f.lines.map((l) => l.n)), base === undefined ? undefined : placeholderComments(f.path, base));
      }
      for (const m of found) {
        const quote = lineText(f.text, m.line);
        findings.push({ path: f.path, line: m.line, column: m.column, message: excerpt(m.text), quote });
      }
    }
    if (findings.length === 0) return pass(`no placeholders in ${texts.length} file(s)`, await firstLineOfLazily(texts));
    return failEach(findings, spec.message ?? `Finish or remove the placeholders at ${placesOf(findings)}`);
  },
});
