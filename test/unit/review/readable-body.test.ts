/** The review body a reader sees (spec §13, issue 24): each fix once, passing checks folded, a footer in words. */
import { describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { planInlineComments, reviewBody } from '../../../src/review/index.js';
import type { ChangedFile } from '../../../src/subject/types.js';
import { BASE, HEAD, ollamaDown, realisticFail, swallowed } from '../../support/reader-samples.js';

const AT = { owner: 'octo-org', repo: 'widgets', headSha: HEAD, serverUrl: 'https://github.com', attempt: 1 };
const RUN_URL = 'https://github.com/octo-org/widgets/actions/runs/42';
/** src/discount.ts lines 9-14 are in the diff; src/settings.json is not part of it. */
const FILES: ChangedFile[] = [
  {
    path: 'src/discount.ts',
    status: 'modified',
    additions: 6,
    deletions: 0,
    binary: false,
    addedLines: [9, 10, 11, 12, 13, 14],
    commentableLines: [8, 9, 10, 11, 12, 13, 14],
  },
];
const occurrences = (text: string, part: string): number => text.split(part).length - 1;

function review(r: CriticResult) {
  const plan = planInlineComments(r, FILES, [], HEAD);
  const body = reviewBody(r, { ...AT, runUrl: RUN_URL, commented: plan.commented, elsewhere: plan.elsewhere, repeated: plan.repeated });
  return { plan, body };
}

describe('a review that reads well', () => {
  it('reads as the snapshot of docs/review.png: body and inline comments', () => {
    const { plan, body } = review(realisticFail);
    expect(body).toMatchSnapshot();
    expect(plan.comments.map((c) => `${c.path}:${c.line}\n${c.body}`)).toMatchSnapshot();
  });
  it('reads as the snapshot when it could not judge (the job summary: no review is posted then)', () => {
    const configUrl = `https://github.com/octo-org/widgets/blob/${BASE}/.github/critic-gate.yml`;
    expect(renderMarkdown({ ...ollamaDown, config: realisticFail.config }, { configUrl })).toMatchSnapshot();
  });
  it('says each fix once in the body and the inline comments together', () => {
    const { plan, body } = review(realisticFail);
    const all = [body, ...plan.comments.map((c) => c.body)].join('\n');
    expect(occurrences(all, 'Log the error or rethrow it from the catch block')).toBe(1);
    expect(occurrences(body, 'Make every changed file parse')).toBe(1);
  });
  it('comments each failing place of a check at its own line, and lists the others as not on a changed line', () => {
    const { plan, body } = review(realisticFail);
    expect(plan.comments.map((c) => [c.path, c.line])).toEqual([
      ['src/discount.ts', 9],
      ['src/discount.ts', 14],
    ]);
    expect(plan.comments[0]!.body).toContain("',' expected");
    expect(plan.comments[0]!.body).not.toContain('Unexpected token');
    expect(plan.comments[1]!.body).toContain('the catch block drops the error');
    expect(body).toContain('Not on a changed line');
    expect(body).not.toContain('Findings outside the diff');
    expect(body).toContain('src/settings.json:3:5');
    // Both files of the one failing check are named in the body, the commented one too.
    expect(body).toContain('also at [src/discount.ts:9:17](');
  });
  it('folds the passing checks into one line with the details behind a disclosure', () => {
    const { body } = review(realisticFail);
    expect(body).toMatch(/<details><summary>✅ 5 checks passed/);
    expect(body).toContain('</details>');
    const folded = body.slice(0, body.indexOf('<details>'));
    expect(folded).not.toContain('prompt-injection');
  });
  it('has no "kind (kind)" title and no internal jargon', () => {
    const { body } = review({ ...realisticFail, criteria: [...realisticFail.criteria, { ...swallowed, id: 'docs', location: undefined }] });
    expect(body).not.toMatch(/\b([\w-]+) \(\1\)/);
    expect(body).not.toContain('(syntax)');
    expect(body).not.toContain('no file line');
  });
  it('ends on a footer in words, with the run and the config at the base commit linked', () => {
    const { body } = review(realisticFail);
    expect(body).toContain('judged by qwen2.5-coder:7b in 5.6 s, 851 prompt tokens, 2 of 2 known-answer checks right');
    expect(body).toContain(`](${RUN_URL})`);
    expect(body).toContain(`](https://github.com/octo-org/widgets/blob/${BASE}/.github/critic-gate.yml)`);
  });
  it('names no model when none was called', () => {
    const r: CriticResult = {
      ...realisticFail,
      criteria: [],
      calibration: undefined,
      stats: { ...realisticFail.stats, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0 },
    };
    const { body } = review(r);
    expect(body).not.toContain('qwen2.5-coder');
    expect(body).toContain('no model was called');
  });
  it('puts URLs from untrusted text in code spans, whole and inert', () => {
    const r: CriticResult = {
      ...realisticFail,
      gate: [],
      criteria: [{ ...swallowed, location: undefined, fix: 'See https://example.com/docs?a=1 for the pattern' }],
    };
    const { body } = review(r);
    expect(body).toContain('`https://example.com/docs?a=1`');
    expect(body).not.toContain('\u200b');
    expect(body).not.toMatch(/\]\(https:\/\/example\.com/);
  });
});
