/**
 * Our GitHub operations through a real Octokit (with the retry and throttling plugins) against the
 * local GitHub double, which refuses what GitHub refuses.
 */
import { describe, expect, it } from 'vitest';
import { Octokit } from '@octokit/rest';
import { READ_TOKEN, WRITE_TOKEN, type GitHubDouble } from '../../doubles/github.js';
import { githubDoubles } from '../../support/github-doubles.js';
import { createGitHubClient, resolveApiUrl, type GitHubClientOptions } from '../../../src/github/client.js';
import { GitHubError } from '../../../src/github/errors.js';
import { getPullRequest } from '../../../src/github/get-pull-request.js';
import { listPrFiles } from '../../../src/github/list-pr-files.js';
import { readFileAtRef } from '../../../src/github/read-file-at-ref.js';
import { listReviews } from '../../../src/github/list-reviews.js';
import { createReview } from '../../../src/github/create-review.js';
import { updateReview } from '../../../src/github/update-review.js';
import { listReviewComments } from '../../../src/github/list-review-comments.js';
import { addLabels } from '../../../src/github/add-labels.js';

const PATCH = ['@@ -1,2 +1,3 @@', ' keep', '-old', '+new', '+more', '@@ -20,1 +21,2 @@', ' ctx', '+tail'].join('\n');
const HEAD = '1'.repeat(40);
const PR = { owner: 'octo-org', repo: 'widgets', pullNumber: 7 };

const start = githubDoubles({ pull: { headSha: HEAD }, files: [{ filename: 'src/a.ts', patch: PATCH }] });

const warnings: string[] = [];
function clientFor(d: GitHubDouble, options: Partial<GitHubClientOptions> = {}) {
  return createGitHubClient({ token: WRITE_TOKEN, baseUrl: d.url, log: { warn: (m) => warnings.push(m) }, ...options });
}

async function caught(p: Promise<unknown>): Promise<GitHubError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(GitHubError);
    return e as GitHubError;
  }
  throw new Error('expected a GitHubError');
}

const hits = (d: GitHubDouble, method: string, path: RegExp) => d.requests.filter((r) => r.method === method && path.test(r.path));

describe('createGitHubClient', () => {
  it('takes its base URL from GITHUB_API_URL, else github.com', () => {
    expect(resolveApiUrl({ GITHUB_API_URL: 'http://127.0.0.1:9/api/v3/' })).toBe('http://127.0.0.1:9/api/v3');
    expect(resolveApiUrl({})).toBe('https://api.github.com');
  });

  it('refuses an empty token with a message that names the input', () => {
    expect(() => createGitHubClient({ token: ' ', baseUrl: 'http://127.0.0.1:9' })).toThrow(/github-token is empty/);
  });
});

describe('reading the pull request', () => {
  it('gets the pull request with its head SHA', async () => {
    const d = await start({ pull: { headSha: HEAD, title: 'T' } });
    const pr = await getPullRequest(clientFor(d), PR);
    expect([pr.title, pr.head.sha, pr.changed_files]).toEqual(['T', HEAD, 1]);
  });

  it('lists 250 files over 3 pages of 100, stopping at the short page; Link headers agree', async () => {
    const files = Array.from({ length: 250 }, (_, i) => ({ filename: `f${String(i).padStart(3, '0')}.txt` }));
    const d = await start({ files });
    const listed = await listPrFiles(clientFor(d), PR);
    expect(listed.map((f) => f.filename)).toEqual(files.map((f) => f.filename));
    const pages = hits(d, 'GET', /\/files$/).map((r) => r.query);
    expect(pages).toEqual([1, 2, 3].map((n) => ({ per_page: '100', page: String(n) })));
    // An independent consumer of the double's link headers gets the same list.
    const octokit = new Octokit({ auth: WRITE_TOKEN, baseUrl: d.url });
    const viaLinks = await octokit.paginate(octokit.rest.pulls.listFiles, {
      owner: 'octo-org',
      repo: 'widgets',
      pull_number: 7,
      per_page: 100,
    });
    expect(viaLinks.map((f) => f.filename)).toEqual(files.map((f) => f.filename));
    expect(hits(d, 'GET', /^\/repositories\/\d+\/pulls\/7\/files$/)).toHaveLength(2);
  });

  it('stops after GitHub’s 3000-file cap without asking for page 31', async () => {
    const d = await start({ files: Array.from({ length: 3005 }, (_, i) => ({ filename: `f${i}` })) });
    const listed = await listPrFiles(clientFor(d), PR);
    expect(listed).toHaveLength(3000);
    expect(hits(d, 'GET', /\/files$/)).toHaveLength(30);
  });

  it('lists reviews and review comments across pages', async () => {
    const reviews = Array.from({ length: 130 }, (_, i) => ({ body: `r${i}` }));
    const d = await start({ reviews, reviewComments: [{ path: 'src/a.ts', line: 3, body: 'c' }] });
    const client = clientFor(d);
    expect((await listReviews(client, PR)).map((r) => r.body)).toEqual(reviews.map((r) => r.body));
    expect(hits(d, 'GET', /\/reviews$/)).toHaveLength(2);
    const comments = await listReviewComments(client, PR);
    expect(comments.map((c) => [c.path, c.line, c.body])).toEqual([['src/a.ts', 3, 'c']]);
  });
});

describe('readFileAtRef', () => {
  const binary = new Uint8Array([0xff, 0xfe, 0x00, 0x80, 0xc3, 0x28, ...Array.from({ length: 60 }, (_, i) => i)]);
  const setup = { contents: { [HEAD]: { 'docs/read me.md': 'hello\n', 'img/logo.bin': binary, 'empty.txt': '' } }, largeFileBytes: 32 };

  it('returns the bytes of a small file', async () => {
    const d = await start(setup);
    const bytes = await readFileAtRef(clientFor(d), { owner: 'octo-org', repo: 'widgets', ref: HEAD }, 'docs/read me.md');
    expect(Buffer.from(bytes ?? []).toString('utf8')).toBe('hello\n');
    expect(await readFileAtRef(clientFor(d), { owner: 'octo-org', repo: 'widgets', ref: HEAD }, 'empty.txt')).toEqual(new Uint8Array());
  });

  it('fetches a file above the contents API limit through the raw media type, byte for byte', async () => {
    const d = await start(setup);
    const bytes = await readFileAtRef(clientFor(d), { owner: 'octo-org', repo: 'widgets', ref: HEAD }, 'img/logo.bin');
    expect(Buffer.from(bytes ?? []).equals(Buffer.from(binary))).toBe(true);
    const asked = hits(d, 'GET', /contents\/img\/logo\.bin$/).map((r) => r.accept);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatch(/\.raw/);
  });

  it('answers undefined for a missing file and for a directory', async () => {
    const d = await start(setup);
    const at = { owner: 'octo-org', repo: 'widgets', ref: HEAD };
    expect(await readFileAtRef(clientFor(d), at, 'nope.md')).toBeUndefined();
    expect(await readFileAtRef(clientFor(d), at, 'docs')).toBeUndefined();
  });
});

describe('posting the review', () => {
  const newReview = (line: number) => ({
    commitId: HEAD,
    body: 'critic-gate: PASS',
    comments: [
      { path: 'src/a.ts', line: 3, body: 'fine' },
      { path: 'src/a.ts', line, body: 'here' },
    ],
  });

  it('stores a valid review with its inline comments', async () => {
    const d = await start();
    const posted = await createReview(clientFor(d), PR, newReview(22));
    expect(posted.state).toBe('COMMENTED');
    expect(posted.html_url).toContain(`#pullrequestreview-${posted.id}`);
    expect(d.state.reviews.map((r) => [r.id, r.body, r.commit_id])).toEqual([[posted.id, 'critic-gate: PASS', HEAD]]);
    expect(d.state.reviewComments.map((c) => [c.path, c.line, c.side, c.pull_request_review_id])).toEqual([
      ['src/a.ts', 3, 'RIGHT', posted.id],
      ['src/a.ts', 22, 'RIGHT', posted.id],
    ]);
    const sent = hits(d, 'POST', /\/reviews$/)[0]?.body;
    expect(sent).toMatchObject({ event: 'COMMENT', commit_id: HEAD });
  });

  it('gets a typed 422 and nothing is stored when one comment is outside the diff', async () => {
    const d = await start();
    const err = await caught(createReview(clientFor(d), PR, newReview(10)));
    expect([err.kind, err.status]).toEqual(['unprocessable', 422]);
    expect(err.details.join(' ')).toContain('line must be part of the diff');
    expect(err.message).toMatch(/^posting the review on pull request #7: GitHub answered 422/);
    expect(d.state.reviews).toHaveLength(0);
    expect(d.state.reviewComments).toHaveLength(0);
  });

  it('surfaces a read-only token as its own kind, for reviews and labels alike', async () => {
    const d = await start();
    const client = clientFor(d, { token: READ_TOKEN });
    expect((await getPullRequest(client, PR)).number).toBe(7);
    const review = await caught(createReview(client, PR, newReview(22)));
    expect([review.kind, review.status, review.githubMessage]).toEqual(['read-only-token', 403, 'Resource not accessible by integration']);
    expect(review.message).not.toContain(READ_TOKEN);
    // A fresh client: one client paces its writes a second apart, as GitHub asks.
    const labels = await caught(addLabels(clientFor(d, { token: READ_TOKEN }), PR, ['critic-gate: fail']));
    expect(labels.kind).toBe('read-only-token');
    // A 403 is final: no retry was attempted.
    expect(hits(d, 'POST', /./)).toHaveLength(2);
    expect(d.state.reviews).toHaveLength(0);
  });

  it('updates an earlier review’s body', async () => {
    const d = await start({ reviews: [{ body: 'critic-gate: FAIL' }] });
    const id = d.state.reviews[0]?.id ?? 0;
    const updated = await updateReview(clientFor(d), PR, id, 'critic-gate: PASS');
    expect(updated.body).toBe('critic-gate: PASS');
    expect(d.state.reviews.map((r) => r.body)).toEqual(['critic-gate: PASS']);
    expect((await caught(updateReview(clientFor(d), PR, id + 999, 'x'))).kind).toBe('not-found');
  });

  it('adds labels, creating unknown ones, and returns all labels of the PR', async () => {
    const d = await start({ labels: ['bug'] });
    const labels = await addLabels(clientFor(d), PR, ['critic-gate: pass']);
    expect(labels.map((l) => l.name)).toEqual(['bug', 'critic-gate: pass']);
    expect(d.state.labels.map((l) => l.name)).toEqual(['bug', 'critic-gate: pass']);
    expect(hits(d, 'POST', /\/labels$/)[0]?.body).toEqual({ labels: ['critic-gate: pass'] });
  });
});

describe('rate limits and failures', () => {
  it.each([403, 429] as const)('retries once after a secondary limit (%i) with retry-after: 1, then succeeds', async (status) => {
    const d = await start();
    d.inject({ kind: 'secondary-rate-limit', status, retryAfter: 1, path: '/repos/octo-org/widgets/pulls/7' });
    warnings.length = 0;
    const pr = await getPullRequest(clientFor(d), PR);
    expect(pr.number).toBe(7);
    expect(hits(d, 'GET', /\/pulls\/7$/).map((r) => r.status)).toEqual([status, 200]);
    expect(warnings.join('\n')).toMatch(/secondary rate limit .*retrying in 1s/);
    expect(warnings.join('\n')).not.toContain(WRITE_TOKEN);
  });

  it('gives up within its retry budget and says it was rate limited', async () => {
    const d = await start();
    d.inject({ kind: 'secondary-rate-limit', retryAfter: 1, times: 5 });
    const err = await caught(getPullRequest(clientFor(d, { maxRetries: 0 }), PR));
    expect([err.kind, err.status]).toEqual(['rate-limited', 403]);
    expect(d.requests).toHaveLength(1);
  });

  it('leaves a 429 to the rate-limit handling alone: no early retry that ignores retry-after', async () => {
    const d = await start();
    d.inject({ kind: 'secondary-rate-limit', status: 429, retryAfter: 1 });
    const err = await caught(getPullRequest(clientFor(d, { maxWaitSeconds: 0 }), PR));
    expect([err.kind, err.status]).toEqual(['rate-limited', 429]);
    expect(d.requests).toHaveLength(1);
  });

  it('does not wait out a primary limit that resets far in the future', async () => {
    const d = await start({ rateLimit: { remaining: 0, resetAt: Math.floor(Date.now() / 1000) + 3600 } });
    const err = await caught(getPullRequest(clientFor(d), PR));
    expect(err.kind).toBe('rate-limited');
    expect(err.githubMessage).toMatch(/^API rate limit exceeded/);
    expect(d.requests).toHaveLength(1);
  });

  it('names bad credentials and an unreachable server as such', async () => {
    const d = await start();
    expect((await caught(getPullRequest(clientFor(d, { token: 'wrong' }), PR))).kind).toBe('bad-credentials');
    const url = d.url;
    await d.close();
    const err = await caught(getPullRequest(createGitHubClient({ token: WRITE_TOKEN, baseUrl: url, maxRetries: 0 }), PR));
    expect([err.kind, err.status]).toEqual(['network', 0]);
  });
});
