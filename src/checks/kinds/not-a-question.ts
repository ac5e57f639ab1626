import * as z from '../../contract/zod.js';
import { fail, pass } from '../../contract/outcome.js';
import { at, defineCheck, excerpt } from '../define.js';
import { firstLineOf } from '../first-line.js';

/** Fenced blocks, indented code and inline code spans hold `?` that ask nothing (`a ? b : c`, `?.`, URLs). */
function prose(text: string): { n: number; text: string }[] {
  const out: { n: number; text: string }[] = [];
  let fence: string | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(raw);
    if (fence !== undefined) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && raw.trim() === open[1]) fence = undefined;
      return;
    }
    if (open) {
      fence = open[1]!;
      return;
    }
    if (/^(?: {4}|\t)/.test(raw)) return;
    out.push({ n: i + 1, text: raw.replace(/`[^`]*`/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ') });
  });
  return out;
}

// A question mark that ends a question: followed by space, end, a closing quote or bracket, another mark,
// or (in Chinese and Japanese, which put no space between sentences) the next sentence. Full width always asks.
// A run of marks ("really??") asks once.
const QUESTION = /[?？]+(?=$|[\s"'”’)\]»」』!！]|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;
// Operators of code written outside a fence: `a ?? b`, `a?.b`, `c ? x : y`.
const OPERATORS = /\s\?\?=?\s|\?\.(?=[\w$[(])|\s\?\s[^?\n]*?\s:\s/g;

export const notAQuestion = defineCheck({
  kind: 'not-a-question',
  shape: () => ({
    max_chars: z
      .optional(z.int().check(z.gte(1)))
      .check(z.describe('Outputs at least this long are never taken for a question (default 300)')),
    min_questions: z
      .optional(z.int().check(z.gte(1)))
      .check(z.describe('Question marks outside code that make a short output a question (default 2)')),
  }),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    'The selected text does the work instead of asking: it fails when it is shorter than `max_chars` and holds at least `min_questions` question marks outside code.',
  examples: {
    failing: [
      {
        title: 'the worker asks instead of answering',
        check: { kind: 'not-a-question', file: 'answer.md' },
        files: { 'answer.md': 'Should the report be in CSV or JSON? And do you want the totals per month?\n' },
        says: 'answer.md:1: Should the report be in CSV or JSON? And do you want the totals per month? — 2 question(s) in 74 characters (a question when under max_chars 300 with at least 2)',
      },
    ],
    passing: [
      {
        title: 'an answer that states its assumption and does the work',
        check: { kind: 'not-a-question', file: 'answer.md' },
        files: { 'answer.md': 'Assuming CSV with monthly totals:\n\n```csv\nmonth,total\n2024-01,1200\n2024-02,950\n```\n' },
        says: '1 file(s) do the work rather than ask (max_chars 300, min_questions 2)',
      },
    ],
  },
  async run(spec, ctx) {
    const maxChars = spec.max_chars ?? 300;
    const minQuestions = spec.min_questions ?? 2;
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    for (const f of files) {
      const length = [...f.text.trim()].length;
      if (length >= maxChars) continue;
      const asked = prose(f.text).flatMap((l) => Array.from(l.text.replace(OPERATORS, ' ').matchAll(QUESTION), () => l));
      if (asked.length < minQuestions) continue;
      const first = asked[0]!;
      const line = f.text.split(/\r?\n/)[first.n - 1] ?? '';
      return fail(
        `${at(f.path, first.n)}: ${excerpt(line)} — ${asked.length} question(s) in ${length} characters (a question when under max_chars ${maxChars} with at least ${minQuestions})`,
        spec.message ??
          `${f.path} asks instead of doing the work: make a reasonable assumption, state it in one line, and deliver the result`,
        { path: f.path, line: first.n, quote: line },
      );
    }
    return pass(
      `${files.length} file(s) do the work rather than ask (max_chars ${maxChars}, min_questions ${minQuestions})`,
      firstLineOf(files),
    );
  },
});
