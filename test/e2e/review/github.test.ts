/**
 * The planned review against the local GitHub double, which enforces GitHub's rule for inline
 * comments (only lines of the diff, else 422 for the whole review) with its own patch parser.
 * The PR's files come through the real path: listPrFiles → changedFilesFromApi → commentableLines.
 */
import { describe, expect, it } from 'vitest';
import { WRITE_TOKEN, type GitHubDouble } from '../../doubles/github.js';
import { createGitHubClient } from '../../../src/github/client.js';
import { createReview } from '../../../src/github/create-review.js';
import { GitHubError } from '../../../src/github/errors.js';
import { listPrFiles } from '../../../src/github/list-pr-files.js';
import { listReviewComments } from '../../../src/github/list-review-comments.js';
import { listReviews } from '../../../src/github/list-reviews.js';
import { updateReview } from '../../../src/github/update-review.js';
import { changedFilesFromApi } from '../../../src/subject/github-files.js';
import type { CriticResult } from '../../../src/contract/result.js';
import {
  attemptNumber,
  escalate,
  isSuperseded,
  parseMarker,
  planInlineComments,
  reviewBody,
  supersededBody,
} from '../../../src/review/index.js';
import { githubDoubles } from '../../support/github-doubles.js';
import { AT, A_PATCH, HEAD, README_PATCH, retryWithFindings, unmet } from '../../support/review-samples.js';

const PR = { owner: AT.owner, repo: AT.repo, pullNumber: 7 };
const NEXT_HEAD = '4444444444444444444444444444444444444444';

const start = githubDoubles({
  owner: AT.owner,
  repo: AT.repo,
  pull: { number: 7, headSha: HEAD },
  files: [
    { filename: 'src/a.ts', patch: A_PATCH },
    { filename: 'README.md', status: 'added', patch: README_PATCH },
    { filename: 'img/logo.png', status: 'added' }, // binary: no patch, no commentable line
  ],
});

/** One run of the Action's review step, as the wiring will do it: read, plan, post. */
async function runReview(d: GitHubDouble, result: CriticResult, maxAttempts = 4) {
  const client = createGitHubClient({ token: WRITE_TOKEN, baseUrl: d.url });
  const head = d.state.pull.headSha;
  const [items, existing, reviews] = await Promise.all([listPrFiles(client, PR), listReviewComments(client, PR), listReviews(client, PR)]);
  const attempt = attemptNumber(reviews, head);
  const esc = escalate(result, attempt, maxAttempts);
  const plan = planInlineComments(esc.result, changedFilesFromApi(items), existing, head);
  const body = reviewBody(esc.result, {
    ...AT,
    headSha: head,
    attempt,
    notes: esc.notes,
    commented: plan.commented,
    elsewhere: plan.elsewhere,
    repeated: plan.repeated,
  });
  const posted = await createReview(client, PR, { commitId: head, body, comments: plan.comments });
  return { client, plan, posted, attempt, esc, reviews };
}

describe('posting a planned review to the GitHub double', () => {
  it('is accepted with every planned inline comment; the finding outside the hunks is in the body', async () => {
    const d = await start();
    const { plan, posted } = await runReview(d, retryWithFindings);

    expect(plan.comments.map((c) => `${c.path}:${c.line}`)).toEqual(['src/a.ts:3', 'src/a.ts:21']);
    expect(d.state.reviewComments.map((c) => [c.path, c.line, c.side, c.body])).toEqual(
      plan.comments.map((c) => [c.path, c.line, 'RIGHT', c.body]),
    );
    expect(posted.body).toContain('[src/a.ts:10](');
    expect(posted.body).toContain('[img/logo.png:1](');
    expect(parseMarker(posted.body)).toMatchObject({ head: HEAD, verdict: 'RETRY', attempt: 1 });

    // The referee is real: the line the plan moved to the body would have sunk the whole review.
    const client = createGitHubClient({ token: WRITE_TOKEN, baseUrl: d.url });
    const refused = await createReview(client, PR, {
      commitId: HEAD,
      body: 'x',
      comments: [{ path: 'src/a.ts', line: 10, body: 'x' }],
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GitHubError);
    expect((refused as GitHubError).status).toBe(422);
    expect(d.state.reviews).toHaveLength(1);
  });

  it('accepts 30 comments on diff lines and puts the overflow in the body', async () => {
    const d = await start();
    const lines = [1, 2, 3, 21, 22];
    const criteria = Array.from({ length: 40 }, (_, i) =>
      unmet(`c${i}`, { location: { path: 'src/a.ts', line: lines[i % 5]!, quote: '' } }),
    );
    const { plan, posted } = await runReview(d, { ...retryWithFindings, criteria });
    expect(d.state.reviewComments).toHaveLength(30);
    expect(plan.elsewhere).toHaveLength(10);
    expect(posted.body).toContain('over the limit of 30 inline comments');
  });

  it('a re-run on the same head posts no duplicate comment and is the same attempt', async () => {
    const d = await start();
    await runReview(d, retryWithFindings);
    const second = await runReview(d, retryWithFindings);
    expect(second.attempt).toBe(1);
    expect(second.plan.comments).toEqual([]);
    expect(second.plan.repeated.map((r) => r.finding.id)).toEqual(['errors', 'naming']);
    expect(d.state.reviewComments).toHaveLength(2);
    expect(second.posted.body).toContain('2 unchanged findings were already commented on in an earlier run');
  });

  it('counts a new head as the next attempt, also after the old review was superseded', async () => {
    const d = await start();
    const first = await runReview(d, retryWithFindings);
    d.state.pull.commits.push(NEXT_HEAD);
    d.state.pull.headSha = NEXT_HEAD;
    const second = await runReview(d, retryWithFindings);
    expect(second.attempt).toBe(2);
    // A fresh client: the throttling plugin would otherwise space this write a second after the last.
    const client = createGitHubClient({ token: WRITE_TOKEN, baseUrl: d.url });
    await updateReview(client, PR, first.posted.id, supersededBody(second.posted.html_url, parseMarker(first.posted.body)));
    const reviews = await listReviews(client, PR);
    expect(reviews[0]!.body).toMatch(
      /^_Superseded by \[a newer critic-gate review\]\(https:\/\/github\.com\/octo-org\/widgets\/pull\/7#pullrequestreview-\d+\)/,
    );
    expect(reviews.map((r) => isSuperseded(r.body))).toEqual([true, false]);
    expect(attemptNumber(reviews, NEXT_HEAD)).toBe(2);
    expect(attemptNumber(reviews, '5555555555555555555555555555555555555555')).toBe(3);
  });

  it('escalates on the last attempt: FAIL in the body and the marker', async () => {
    const d = await start();
    d.state.pull.commits.push(NEXT_HEAD);
    await runReview(d, retryWithFindings, 2);
    d.state.pull.headSha = NEXT_HEAD;
    const last = await runReview(d, retryWithFindings, 2);
    expect(last.attempt).toBe(2);
    expect(last.esc.result.route).toBe('escalate');
    expect(last.esc.labels).toEqual(['critic-gate:needs-human']);
    expect(last.posted.body).toContain('Attempt 2 of 2 still needs rework: escalated to a human');
    expect(parseMarker(last.posted.body)).toMatchObject({ verdict: 'FAIL', attempt: 2, head: NEXT_HEAD });
  });

  it('accepts a body cut to fit, with the marker intact', async () => {
    const d = await start();
    const criteria = Array.from({ length: 300 }, (_, i) => unmet(`c${i}`, { fix: `${'x'.repeat(400)} ${i}` }));
    const { posted } = await runReview(d, { ...retryWithFindings, criteria });
    expect(posted.body).toContain('report cut:');
    expect(posted.body.length).toBeLessThanOrEqual(65_000);
    expect(parseMarker(posted.body)).toMatchObject({ head: HEAD, attempt: 1 });
  });
});
