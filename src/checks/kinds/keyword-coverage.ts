import * as z from '../../contract/zod.js';
import { fail, misconfigured, pass } from '../../contract/outcome.js';
import { defineCheck, type SelectedFile } from '../define.js';
import { coverage, firstLineCovering, givenTerm, keyTerms, lexicon, type KeyTerm, type Lexicon } from '../key-terms.js';
import { firstLineOf } from '../first-line.js';
import type { Location } from '../../contract/location.js';
import { cjsExports } from '../cjs-exports.js';
import type * as StopWord from 'stopword';
import type SnowballStemmers from 'snowball-stemmers';

type StopWordLists = typeof StopWord;
type Snowball = typeof SnowballStemmers;

let loaded: Promise<Lexicon> | undefined;
/**
 * Stop-word lists and stemmers are loaded on first use: most runs never ask for them. Both are
 * CommonJS, whose exports sit elsewhere in a bundle than under Node (see cjsExports).
 */
const loadLexicon = (): Promise<Lexicon> =>
  (loaded ??= Promise.all([import('stopword'), import('snowball-stemmers')]).then(([stopword, snowballModule]) => {
    const lists = cjsExports<StopWordLists>(stopword, 'eng', 'stopword');
    const snowball = cjsExports<Snowball>(snowballModule, 'newStemmer', 'snowball-stemmers');
    const english = snowball.newStemmer('english');
    const german = snowball.newStemmer('german');
    return lexicon(lists, { english: (w) => english.stem(w), german: (w) => german.stem(w) });
  }));

const show = (t: KeyTerm): string => (t.kind === 'word' || t.kind === 'cjk' ? t.term : `\`${t.term}\``);
const listed = (terms: readonly KeyTerm[], max: number): string =>
  `${terms.slice(0, max).map(show).join(', ')}${terms.length > max ? ` and ${terms.length - max} more` : ''}`;

/** Where a met coverage points (spec §13): the first line holding a covered term, else the first non-blank line. */
function cite(files: readonly SelectedFile[], found: readonly KeyTerm[], taskText: string, lex: Lexicon): Location | undefined {
  for (const f of files) {
    const line = firstLineCovering(found, f.lines, taskText, lex);
    if (line) return { path: f.path, line: line.n, quote: line.text };
  }
  return firstLineOf(files);
}

export const keywordCoverage = defineCheck({
  kind: 'keyword-coverage',
  shape: () => ({
    min_share: z
      .optional(z.number().check(z.gte(0), z.lte(1)))
      .check(z.describe('Share of the key terms the selected text must contain (default 0.5)')),
    terms: z
      .optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(1)))
      .check(z.describe('The key terms; default: derived from the task')),
  }),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    "The selected text covers the task: at least `min_share` of the task's key terms (identifiers, quoted names and content words in any language; or `terms`) appear in it, matched case- and inflection-tolerantly.",
  examples: {
    failing: [
      {
        title: 'an answer about something else',
        check: { kind: 'keyword-coverage', file: 'answer.md' },
        task: 'Explain how the retry backoff of the HTTP client works and which timeout applies.',
        files: { 'answer.md': 'The project is written in TypeScript and uses npm scripts to build.\n' },
        says: 'answer.md: 0 of 8 key term(s) of the task found (0%, min_share 0.5); missing: Explain, retry, backoff, HTTP, client, works, timeout, applies',
      },
    ],
    passing: [
      {
        title: 'an answer that covers the task',
        check: { kind: 'keyword-coverage', file: 'answer.md' },
        task: 'Explain how the retry backoff of the HTTP client works and which timeout applies.',
        files: {
          'answer.md':
            'The HTTP client retries a failed request up to three times; the backoff doubles each time (1 s, 2 s, 4 s). Each attempt has its own timeout of 10 s.\n',
        },
        says: 'answer.md: 5 of 8 key term(s) of the task found (63%, min_share 0.5); missing: Explain, works, applies',
      },
    ],
  },
  async run(spec, ctx) {
    const minShare = spec.min_share ?? 0.5;
    const lex = await loadLexicon();
    const terms = spec.terms ? spec.terms.map(givenTerm) : keyTerms(ctx.task, lex);
    if (terms.length === 0) {
      return misconfigured(
        ctx.task.trim() === ''
          ? 'keyword-coverage has no terms: the task is empty'
          : 'keyword-coverage found no key terms in the task (only stop words)',
        'Give the check `terms`, or a task that names what is asked for',
      );
    }
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    const text = files.map((f) => f.lines.map((l) => l.text).join('\n')).join('\n');
    const taskText = spec.terms ? spec.terms.join(' ') : ctx.task;
    const { found, missing } = coverage(terms, text, taskText, lex);
    const share = found.length / terms.length;
    const where = files.length === 1 ? files[0]!.path : `${files.length} file(s)`;
    const summary = `${where}: ${found.length} of ${terms.length} key term(s) of the ${spec.terms ? 'check' : 'task'} found (${Math.round(share * 100)}%, min_share ${minShare})`;
    if (share >= minShare)
      return pass(`${summary}${missing.length > 0 ? `; missing: ${listed(missing, 10)}` : ''}`, cite(files, found, taskText, lex));
    return fail(
      `${summary}; missing: ${listed(missing, 15)}`,
      spec.message ?? `Cover what the task asks for; not addressed yet: ${listed(missing, 8)}`,
    );
  },
});
