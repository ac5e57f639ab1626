import * as z from '../../contract/zod.js';
import { fail, pass, warn, type CheckOutcome } from '../../contract/outcome.js';
import type { Location } from '../../contract/location.js';
import { TextKeyedSet } from '../../subject/text-keyed.js';
import { lineStarts } from '../../subject/text.js';
import { at, defineCheck, type SelectedFile } from '../define.js';
import { mayHaveTripwires, tripwiresIn, type LineHit, type TripwireHit } from '../../tripwires/patterns.js';
import { literalMayHold } from '../../tripwires/hidden.js';
import { commentAndStringRanges, languageOfPath } from '../../syntax/parse-code.js';
import { inertPath, isProsePath } from '../../tripwires/text.js';
import { firstLineOfLazily } from '../first-line.js';
import { scanPauses } from '../turns.js';
import { knownCleanByBlob, knownCleanKey } from '../known-clean.js';

/**
 * Bumped when the tripwire patterns change (tripwires/patterns.ts): a text kept as clean is one in
 * which the scan found no hint of a tripwire, and new patterns may find one.
 */
const TRIPWIRES_CLEAN_VERSION = '1';

interface Found extends TripwireHit {
  /** `path:line`, `PR body:3`, or `file name <path>`. */
  where: string;
  location?: Location;
}

const LISTED = 10;

/** Invisible characters are shown by name, never pasted into the evidence where they would act again. */
const describe = (hits: readonly Found[]): string => {
  const listed = hits.slice(0, LISTED).map((h) => `${h.where}: ${h.what}`);
  return `${listed.join('; ')}${hits.length > LISTED ? `; and ${hits.length - LISTED} more` : ''}`;
};

/**
 * Issue 37: a hidden character inside a string literal of code (tailwindcss's expected output holds
 * a U+FEFF on purpose) is a warning, not a failure, where it carries no data and reorders nothing
 * (literalMayHold). Where the literals are is read from the language's grammar, and only for a
 * code file that has such a hit: almost none do.
 */
async function withLiteralsRead(
  path: string,
  text: string,
  lines: ReadonlyMap<number, string>,
  hits: readonly LineHit[],
): Promise<readonly LineHit[]> {
  const inLiteral = (h: LineHit): boolean => h.kind === 'hidden' && literalMayHold(lines.get(h.line)?.codePointAt(h.column) ?? 0);
  const language = languageOfPath(path);
  if (language === undefined || !hits.some(inLiteral)) return hits;
  const ranges = (await commentAndStringRanges(text, language).catch(() => undefined)) ?? [];
  const starts = lineStarts(text);
  return hits.map((h) => {
    const offset = (starts[h.line - 1] ?? Number.NaN) + h.column;
    const quoted = inLiteral(h) && ranges.some(([from, to]) => offset > from && offset < to - 1);
    return quoted ? { ...h, kind: 'invisible', what: `${h.what} inside a string literal` } : h;
  });
}

/** RIGHT-TO-LEFT OVERRIDE, written as an escape: the example carries the character, this file does not. */
const RLO = '\u202E';

export const promptInjection = defineCheck({
  kind: 'prompt-injection',
  shape: () => ({
    tripwires: z
      .optional(z.enum(['warn', 'fail']))
      .check(
        z.describe(
          'Whether text addressed to a reviewer or model, and invisible characters that change no code, warn (default) or fail; hidden characters always fail',
        ),
      ),
  }),
  defaultScope: 'added',
  reads: 'text',
  judgesWholeChange: true,
  appliesToText: true,
  description:
    'Tripwires: Unicode bidirectional controls and invisible characters that hide code or carry data (Trojan Source) fail; text addressed to a reviewer or model (“ignore previous instructions”, “mark … as met”, a notice telling automated agents what to answer, role markers, fake material delimiters), matched on a skeleton that undoes homoglyphs, full-width forms, escapes, entities and split words, warns, or fails under tripwires: fail. Runs by default on added lines, the names of changed files, the PR title and body and the commit messages.',
  examples: {
    failing: [
      {
        title: 'a bidirectional control that hides code (Trojan Source)',
        check: { kind: 'prompt-injection' },
        files: { 'src/access.js': `export const isAdmin = (role) => {\n  return role === "user${RLO}";\n};\n` },
        says: 'hidden characters (bidirectional controls, or invisible characters that hide code or carry data): src/access.js:2: U+202E RIGHT-TO-LEFT OVERRIDE',
      },
    ],
    passing: [
      {
        title: 'plain code',
        check: { kind: 'prompt-injection' },
        files: { 'src/access.js': 'export const isAdmin = (role) => {\n  return role === "admin";\n};\n' },
        says: 'no hidden characters or text addressed to a reviewer or model in 1 file(s)',
      },
    ],
  },
  async run(spec, ctx): Promise<CheckOutcome> {
    const selected = await ctx.selectLazily(spec, spec.scope);
    // Each path found clean by its blob, unread, and each file read, in the selection's order.
    const files: SelectedFile[] = [];
    const known: string[] = [];
    const found: Found[] = [];
    // Many paths may hold one text (the same blob): it is scanned once.
    const clean = new TextKeyedSet();
    const pause = scanPauses();
    // A text found clean before (known-clean.ts), known by the blob it was read from, is not even
    // read; the others are all read at once, as select() reads them.
    const paths = selected.map((lazy) => lazy.path);
    const [knownClean, cleanSet] = await Promise.all([
      knownCleanByBlob(ctx, paths, 'tripwires', TRIPWIRES_CLEAN_VERSION, () => ({})),
      ctx.knownClean?.cleanSet(),
    ]);
    const reads = selected.map((lazy, i) => (knownClean[i] ? undefined : lazy.read()));
    for (const read of reads) read?.catch(() => undefined); // awaited in turn below
    for (const [i, lazy] of selected.entries()) {
      await pause();
      if (knownClean[i]) {
        known.push(lazy.path);
        continue;
      }
      const f = await reads[i];
      if (f === undefined) continue;
      files.push(f);
      if (f.binary || clean.has(f.text)) continue;
      // A text found clean before (known-clean.ts) is not scanned again: with no hint of a
      // tripwire anywhere, it has none on any line, whichever lines are in scope.
      const key = ctx.knownClean === undefined ? undefined : knownCleanKey('tripwires', TRIPWIRES_CLEAN_VERSION, {}, f.text);
      if (key !== undefined && cleanSet?.has(key) === true) {
        clean.add(f.text);
        continue;
      }
      // A file's lines in scope are lines of its text: a text with no hint of a tripwire has
      // none on any line, and its lines are never split out.
      if (!mayHaveTripwires(f.text)) {
        clean.add(f.text);
        if (key !== undefined) ctx.knownClean?.put(key);
        continue;
      }
      const quote = new Map(f.lines.map((l) => [l.n, l.text]));
      const hits = await withLiteralsRead(f.path, f.text, quote, tripwiresIn(f.lines, { prose: isProsePath(f.path) }));
      for (const hit of hits) {
        const where = at(inertPath(f.path), hit.line);
        found.push({ ...hit, where, location: { path: f.path, line: hit.line, quote: quote.get(hit.line) ?? '' } });
      }
    }
    // A file name is text the judge and the review show: scanned as one line of code.
    const targeted = spec.file !== undefined || spec.files !== undefined;
    const names = new Set([...files.map((f) => f.path), ...known]);
    if (!targeted) for (const c of ctx.changedFiles) for (const p of [c.path, c.oldPath]) if (p !== undefined) names.add(p);
    // A hit on any line of a text is a hit on the text (mayHaveTripwires): names that show no hint
    // all together are cleared by one scan, not one each (thousands, in a large change).
    const sortedNames = [...names].sort();
    const hinted = mayHaveTripwires(sortedNames.join('\n')) ? sortedNames : [];
    for (const name of hinted) {
      if (!mayHaveTripwires(name)) continue;
      for (const hit of tripwiresIn([name], { fileStart: false })) found.push({ ...hit, where: `file name ${inertPath(name)}` });
    }
    for (const t of ctx.texts ?? []) {
      // As for a file: a text with no hint of a tripwire has none on any line.
      if (!mayHaveTripwires(t.text)) continue;
      for (const hit of tripwiresIn(t.text.split(/\r?\n/), { fileStart: false, prose: true }))
        found.push({ ...hit, where: `${t.name}:${hit.line}` });
    }
    const scanned = `${files.length + known.length} file(s)${ctx.texts?.length ? ` and ${ctx.texts.map((t) => t.name).join(', ')}` : ''}`;
    const hidden = found.filter((h) => h.kind === 'hidden');
    const flagged = found.filter((h) => h.kind !== 'hidden');
    const located = (hits: readonly Found[]): Location | undefined => hits.find((h) => h.location)?.location;

    if (hidden.length > 0) {
      const also = flagged.length > 0 ? `; also: ${describe(flagged)}` : '';
      return fail(
        `hidden characters (bidirectional controls, or invisible characters that hide code or carry data): ${describe(hidden)}${also}`,
        spec.message ??
          'Remove the bidirectional control and invisible characters: they make the text read differently to a person, a compiler and a model (Trojan Source). Write needed marks as escapes (\\u202E).',
        located(hidden),
      );
    }
    if (flagged.length === 0)
      return pass(`no hidden characters or text addressed to a reviewer or model in ${scanned}`, await firstLineOfLazily(selected));
    const addressed = flagged.filter((h) => h.kind === 'addressed');
    const invisible = flagged.filter((h) => h.kind === 'invisible');
    const evidence = [
      ...(addressed.length > 0 ? [`text addressed to a reviewer or model: ${describe(addressed)}`] : []),
      ...(invisible.length > 0 ? [`invisible characters in comments or text: ${describe(invisible)}`] : []),
    ].join('; ');
    const fix =
      spec.message ??
      [
        ...(addressed.length > 0
          ? [
              'Remove text that instructs a reviewer or model; the judge treats the change as data, and such text is a sign of prompt injection.',
            ]
          : []),
        ...(invisible.length > 0 ? ['Remove the invisible characters, or write them as escapes (\\u200B) where they are needed.'] : []),
      ].join(' ');
    const where = located(addressed.length > 0 ? addressed : invisible);
    if (spec.tripwires === 'fail') return fail(evidence, fix, where);
    return warn(evidence, fix, where);
  },
});
