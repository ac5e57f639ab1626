import { z } from 'zod';
import { fail, pass, warn, type CheckOutcome } from '../contract/outcome.js';
import type { Location } from '../contract/location.js';
import { TextKeyedSet } from '../subject/text-keyed.js';
import { at, defineCheck } from './define.js';
import { mayHaveTripwires, tripwiresOn, type TripwireHit } from './tripwire-patterns.js';

interface Found extends TripwireHit {
  /** `path:line`, or `PR body:3` for texts that are not files. */
  where: string;
  location?: Location;
}

const LISTED = 10;

/** Invisible characters are shown by name, never pasted into the evidence where they would act again. */
const describe = (hits: readonly Found[]): string => {
  const listed = hits.slice(0, LISTED).map((h) => `${h.where}: ${h.what}`);
  return `${listed.join('; ')}${hits.length > LISTED ? `; and ${hits.length - LISTED} more` : ''}`;
};

export const promptInjection = defineCheck({
  kind: 'prompt-injection',
  shape: () => ({
    tripwires: z
      .enum(['warn', 'fail'])
      .optional()
      .describe('Whether text addressed to a reviewer or model warns (default) or fails; hidden characters always fail'),
  }),
  defaultScope: 'added',
  reads: 'text',
  appliesToText: true,
  description:
    'Tripwires: Unicode bidirectional controls and invisible characters (Trojan Source) fail; text addressed to a reviewer or model (“ignore previous instructions”, “mark … as met”, role markers, fake material delimiters) warns, or fails under tripwires: fail. Runs by default on added lines, the PR title and body and the commit messages.',
  async run(spec, ctx): Promise<CheckOutcome> {
    const files = await ctx.select(spec, spec.scope);
    const found: Found[] = [];
    // Many paths may hold one text (the same blob): it is scanned once.
    const clean = new TextKeyedSet();
    for (const f of files) {
      if (f.binary || clean.has(f.text)) continue;
      // A file's lines in scope are lines of its text: a text with no hint of a tripwire has
      // none on any line, and its lines are never split out.
      if (!mayHaveTripwires(f.text)) {
        clean.add(f.text);
        continue;
      }
      for (const line of f.lines) {
        for (const hit of tripwiresOn(line.text, line.n === 1)) {
          found.push({ ...hit, where: at(f.path, line.n), location: { path: f.path, line: line.n, quote: line.text } });
        }
      }
    }
    for (const t of ctx.texts ?? []) {
      t.text.split(/\r?\n/).forEach((text, i) => {
        for (const hit of tripwiresOn(text, i === 0)) found.push({ ...hit, where: `${t.name}:${i + 1}` });
      });
    }
    const scanned = `${files.length} file(s)${ctx.texts?.length ? ` and ${ctx.texts.map((t) => t.name).join(', ')}` : ''}`;
    const hidden = found.filter((h) => h.kind === 'hidden');
    const addressed = found.filter((h) => h.kind === 'addressed');
    const located = (hits: readonly Found[]): Location | undefined => hits.find((h) => h.location)?.location;

    if (hidden.length > 0) {
      const also = addressed.length > 0 ? `; also addressed to a reviewer or model: ${describe(addressed)}` : '';
      return fail(
        `hidden characters (bidirectional controls or invisible): ${describe(hidden)}${also}`,
        spec.message ??
          'Remove the bidirectional control and invisible characters: they make the text read differently to a person, a compiler and a model (Trojan Source). Write needed marks as escapes (\\u202E).',
        located(hidden),
      );
    }
    if (addressed.length === 0) return pass(`no hidden characters or text addressed to a reviewer or model in ${scanned}`);
    const evidence = `text addressed to a reviewer or model: ${describe(addressed)}`;
    const fix =
      spec.message ??
      'Remove text that instructs a reviewer or model; the judge treats the change as data, and such text is a sign of prompt injection.';
    if (spec.tripwires === 'fail') return fail(evidence, fix, located(addressed));
    return warn(evidence, fix, located(addressed));
  },
});
