import { fail, pass } from '../contract/outcome.js';
import { at, defineCheck, excerpt } from './define.js';
import { matchingLines, trustedPattern } from './pattern.js';

// Whole words only: "todos" in prose or "placeholder=" attributes of HTML inputs are not left-over work.
const PLACEHOLDER = trustedPattern(/\b(?:TODO|FIXME|XXX)\b|\bplaceholder\b(?!\s*=)/g);
// Every match holds one of these words as it stands. A file whose text holds none has no match on
// any line: its lines need not be split or searched, which on a large change is nearly all of them.
const WORDS = ['TODO', 'FIXME', 'XXX', 'placeholder'];
const mayHold = (text: string): boolean => WORDS.some((w) => text.includes(w));

export const noPlaceholders = defineCheck({
  kind: 'no-placeholders',
  shape: () => ({}),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description: 'No TODO, FIXME, XXX or "placeholder" left in the selected files.',
  async run(spec, ctx) {
    const files = await ctx.select(spec, spec.scope);
    const hits = files.flatMap((f) =>
      (mayHold(f.text) ? matchingLines(f, PLACEHOLDER, false) : []).map((l) => ({ path: f.path, line: l })),
    );
    if (hits.length === 0) return pass(`no placeholders in ${files.length} file(s)`);
    const first = hits[0]!;
    const list = hits
      .slice(0, 5)
      .map((h) => at(h.path, h.line.n))
      .join(', ');
    const more = hits.length > 5 ? ` and ${hits.length - 5} more` : '';
    return fail(
      `${at(first.path, first.line.n)}: ${excerpt(first.line.text)}${hits.length > 1 ? ` (${hits.length} in all)` : ''}`,
      spec.message ?? `Finish or remove the placeholders at ${list}${more}`,
      { path: first.path, line: first.line.n, quote: first.line.text },
    );
  },
});
