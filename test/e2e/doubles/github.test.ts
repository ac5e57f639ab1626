/**
 * The GitHub double, spoken to with plain fetch: it must hold to GitHub's rules by itself before
 * any test may trust it as a referee for our GitHub code.
 */
import { describe, expect, it } from 'vitest';
import { READ_TOKEN, WRITE_TOKEN, type GitHubDouble } from '../../doubles/github.js';
import { githubDoubles } from '../../support/github-doubles.js';

// Hunk 1: head lines 1-4 (base 1-3); hunk 2: head lines 11-13 (base 10-11).
const PATCH = [
  '@@ -1,3 +1,4 @@',
  ' line1',
  '-old2',
  '+new2',
  '+new3',
  ' line3',
  '@@ -10,2 +11,3 @@ function x',
  ' ctx10',
  '+add12',
  ' ctx11',
].join('\n');

const start = githubDoubles({ files: [{ filename: 'src/a.ts', patch: PATCH }, { filename: 'logo.png' }] });

async function call(d: GitHubDouble, method: string, path: string, body?: unknown, token: string | null = WRITE_TOKEN) {
  const res = await fetch(`${d.url}${path}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      ...(token === null ? {} : { authorization: `token ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const REVIEWS = '/repos/octo-org/widgets/pulls/7/reviews';
const comment = (line: number, side: 'LEFT' | 'RIGHT' = 'RIGHT', extra: object = {}) => ({
  path: 'src/a.ts',
  line,
  side,
  body: `about line ${line}`,
  ...extra,
});
const review = (comments: object[], extra: object = {}) => ({ event: 'COMMENT', body: 'report', comments, ...extra });

describe('pagination like GitHub', () => {
  it('splits 250 files into 3 pages with link headers in GitHub’s order and form', async () => {
    const files = Array.from({ length: 250 }, (_, i) => ({ filename: `f${i}.txt`, patch: '@@ -0,0 +1 @@\n+x' }));
    const d = await start({ files });
    const page = (n: number) => call(d, 'GET', `/repos/octo-org/widgets/pulls/7/files?per_page=100&page=${n}`);
    const link = (n: number) => `<${d.url}/repositories/1300192/pulls/7/files?per_page=100&page=${n}>`;
    const [p1, p2, p3] = [await page(1), await page(2), await page(3)];
    expect(p1.headers.get('link')).toBe(`${link(2)}; rel="next", ${link(3)}; rel="last"`);
    expect(p2.headers.get('link')).toBe(`${link(1)}; rel="prev", ${link(3)}; rel="next", ${link(3)}; rel="last", ${link(1)}; rel="first"`);
    expect(p3.headers.get('link')).toBe(`${link(2)}; rel="prev", ${link(1)}; rel="first"`);
    expect([p1, p2, p3].map((p) => (p.json as unknown as unknown[]).length)).toEqual([100, 100, 50]);
    // The link target is served too, as GitHub serves /repositories/{id}/… URLs.
    const viaLink = await call(d, 'GET', `/repositories/1300192/pulls/7/files?per_page=100&page=3`);
    expect((viaLink.json as unknown as Array<{ filename: string }>)[0]?.filename).toBe('f200.txt');
  });

  it('defaults to 30 per page, caps per_page at 100, omits link on a single page, lists at most 3000 files', async () => {
    const files = Array.from({ length: 3001 }, (_, i) => ({ filename: `f${i}` }));
    const d = await start({ files });
    const first = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7/files');
    expect((first.json as unknown as unknown[]).length).toBe(30);
    const big = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7/files?per_page=500&page=30');
    expect((big.json as unknown as unknown[]).length).toBe(100);
    const beyond = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7/files?per_page=100&page=31');
    expect(beyond.json).toEqual([]);
    const pull = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7');
    expect(pull.json?.changed_files).toBe(3001);
    const single = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7/reviews');
    expect(single.headers.get('link')).toBeNull();
  });
});

describe('reviews: only lines that are part of the diff', () => {
  it('refuses the whole review with GitHub’s 422 when one comment is outside the diff', async () => {
    const d = await start();
    const res = await call(d, 'POST', REVIEWS, review([comment(2), comment(5)]));
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      message: 'Unprocessable Entity',
      errors: ["Pull request review thread line must be part of the diff and Pull request review thread diff hunk can't be blank"],
      documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
      status: '422',
    });
    expect(d.state.reviews).toEqual([]);
    expect(d.state.reviewComments).toEqual([]);
  });

  it.each([
    ['a head-side context line', comment(1)],
    ['an added line', comment(12)],
    ['a base-side deleted line', comment(2, 'LEFT')],
    ['a base-side context line of hunk 2', comment(11, 'LEFT')],
    ['a multi-line range inside one hunk', comment(4, 'RIGHT', { start_line: 2 })],
  ])('accepts %s', async (_name, c) => {
    const d = await start();
    const res = await call(d, 'POST', REVIEWS, review([c]));
    expect(res.status).toBe(200);
    expect(d.state.reviewComments).toHaveLength(1);
  });

  it.each([
    ['a head line between hunks', comment(7), 'line must be part of the diff'],
    ['a base line that only exists on the head side', comment(4, 'LEFT'), 'line must be part of the diff'],
    ['a line of a file with no patch (binary)', { path: 'logo.png', line: 1, body: 'x' }, 'line must be part of the diff'],
    ['a file the PR does not touch', { path: 'README.md', line: 1, body: 'x' }, 'Path could not be resolved'],
    ['a range across two hunks', comment(12, 'RIGHT', { start_line: 2 }), 'same hunk as the line'],
    ['a range that runs backwards', comment(2, 'RIGHT', { start_line: 3 }), 'start line must precede the end line'],
  ])('refuses %s', async (_name, c, message) => {
    const d = await start();
    const res = await call(d, 'POST', REVIEWS, review([c]));
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.json)).toContain(message);
    expect(d.state.reviews).toHaveLength(0);
  });

  it('stores the comment where GitHub would: position, diff_hunk, commit', async () => {
    const d = await start();
    const res = await call(d, 'POST', REVIEWS, review([comment(12)]));
    expect(res.json).toMatchObject({ state: 'COMMENTED', body: 'report', commit_id: d.state.pull.headSha });
    expect(String(res.json?.html_url)).toMatch(/\/octo-org\/widgets\/pull\/7#pullrequestreview-\d+$/);
    expect(d.state.reviewComments[0]).toMatchObject({
      path: 'src/a.ts',
      line: 12,
      side: 'RIGHT',
      position: 8,
      diff_hunk: '@@ -10,2 +11,3 @@ function x\n ctx10\n+add12',
      pull_request_review_id: res.json?.id,
    });
  });

  it('accepts a legacy position and maps it to its line', async () => {
    const d = await start();
    const res = await call(d, 'POST', REVIEWS, review([{ path: 'src/a.ts', position: 2, body: 'x' }]));
    expect(res.status).toBe(200);
    expect(d.state.reviewComments[0]).toMatchObject({ line: 2, side: 'LEFT' });
  });

  it('refuses a body over 65536 characters, a commit that is not the PR’s, and a blank COMMENT', async () => {
    const d = await start();
    const long = await call(d, 'POST', REVIEWS, review([], { body: 'x'.repeat(65537) }));
    expect(long.status).toBe(422);
    expect(long.json?.message).toBe('Validation Failed');
    expect(JSON.stringify(long.json)).toContain('body is too long (maximum is 65536 characters)');
    const exact = await call(d, 'POST', REVIEWS, review([], { body: 'x'.repeat(65536) }));
    expect(exact.status).toBe(200);
    const stale = await call(d, 'POST', REVIEWS, review([comment(2)], { commit_id: 'f'.repeat(40) }));
    expect(stale.status).toBe(422);
    expect(stale.json?.errors).toEqual(['The commitOID is not part of the pull request']);
    const blank = await call(d, 'POST', REVIEWS, review([], { body: '' }));
    expect(blank.status).toBe(422);
    expect(d.state.reviews).toHaveLength(1);
  });

  it('updates a review body, and 404s for an unknown review', async () => {
    const d = await start({ reviews: [{ body: 'old report' }] });
    const id = d.state.reviews[0]?.id;
    const res = await call(d, 'PUT', `${REVIEWS}/${id}`, { body: 'new report' });
    expect(res.status).toBe(200);
    expect(d.state.reviews[0]?.body).toBe('new report');
    expect((await call(d, 'PUT', `${REVIEWS}/999999`, { body: 'x' })).status).toBe(404);
    expect((await call(d, 'PUT', `${REVIEWS}/${id}`, {})).status).toBe(422);
  });
});

describe('tokens', () => {
  it('answers 401 without a token or with an unknown one, 403 on writes with a read-only token', async () => {
    const d = await start();
    const none = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7', undefined, null);
    expect([none.status, none.json?.message]).toEqual([401, 'Requires authentication']);
    const bad = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7', undefined, 'nope');
    expect([bad.status, bad.json?.message]).toEqual([401, 'Bad credentials']);
    expect((await call(d, 'GET', '/repos/octo-org/widgets/pulls/7', undefined, READ_TOKEN)).status).toBe(200);
    const write = await call(d, 'POST', REVIEWS, review([comment(2)]), READ_TOKEN);
    expect(write.status).toBe(403);
    expect(write.json).toMatchObject({ message: 'Resource not accessible by integration', status: '403' });
    const labels = await call(d, 'POST', '/repos/octo-org/widgets/issues/7/labels', { labels: ['x'] }, READ_TOKEN);
    expect(labels.status).toBe(403);
    expect(d.state.reviews).toHaveLength(0);
    expect(d.state.labels).toHaveLength(0);
  });

  it('accepts the Bearer scheme too, and records the scheme but never the token', async () => {
    const d = await start();
    const res = await fetch(`${d.url}/repos/octo-org/widgets/pulls/7`, { headers: { authorization: `Bearer ${WRITE_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(d.requests[0]?.auth).toBe('bearer');
    expect(JSON.stringify(d.requests)).not.toContain(WRITE_TOKEN);
  });
});

describe('rate limits', () => {
  it('sends x-ratelimit-* on every answer, and 403s once the primary limit is spent', async () => {
    const d = await start({ rateLimit: { limit: 60, remaining: 2 } });
    const a = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7');
    const missing = await call(d, 'GET', '/repos/octo-org/widgets/pulls/8');
    expect(missing.status).toBe(404);
    expect([a, missing].map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['1', '0']);
    expect(missing.headers.get('x-ratelimit-limit')).toBe('60');
    expect(Number(missing.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    const spent = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7');
    expect(spent.status).toBe(403);
    expect(String(spent.json?.message)).toMatch(/^API rate limit exceeded/);
    expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('answers a scripted secondary limit with retry-after and GitHub’s message, then serves again', async () => {
    const d = await start();
    d.inject({ kind: 'secondary-rate-limit', method: 'GET', path: '/repos/octo-org/widgets/pulls/7', retryAfter: 1 });
    const limited = await call(d, 'GET', '/repos/octo-org/widgets/pulls/7');
    expect(limited.status).toBe(403);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(String(limited.json?.message)).toMatch(/^You have exceeded a secondary rate limit/);
    expect((await call(d, 'GET', '/repos/octo-org/widgets/pulls/7')).status).toBe(200);
  });
});

describe('contents', () => {
  it('sends base64 wrapped at 60 characters, empty content above the large-file size, raw bytes on request', async () => {
    const bytes = new Uint8Array(Array.from({ length: 100 }, (_, i) => (i * 37) % 256));
    const d = await start({ contents: { [startSha]: { 'a/b.bin': bytes, 'a/c.txt': 'hi' } }, largeFileBytes: 64 });
    const small = await call(d, 'GET', `/repos/octo-org/widgets/contents/a/c.txt?ref=${startSha}`);
    expect(small.json).toMatchObject({ type: 'file', encoding: 'base64', content: 'aGk=\n', size: 2 });
    const large = await call(d, 'GET', `/repos/octo-org/widgets/contents/a/b.bin?ref=${startSha}`);
    expect(large.json).toMatchObject({ encoding: 'none', content: '', size: 100 });
    const raw = await fetch(`${d.url}/repos/octo-org/widgets/contents/a/b.bin?ref=${startSha}`, {
      headers: { authorization: `token ${WRITE_TOKEN}`, accept: 'application/vnd.github.raw+json' },
    });
    expect(Buffer.from(await raw.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const dir = await call(d, 'GET', `/repos/octo-org/widgets/contents/a?ref=${startSha}`);
    expect((dir.json as unknown as Array<{ name: string }>).map((e) => e.name)).toEqual(['b.bin', 'c.txt']);
  });

  it('answers 404 with GitHub’s body for a missing file', async () => {
    const d = await start({ contents: { [startSha]: { 'x.txt': 'x' } } });
    const res = await call(d, 'GET', `/repos/octo-org/widgets/contents/nope.txt?ref=${startSha}`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest/repos/contents#get-repository-content',
      status: '404',
    });
  });
});

const startSha = 'a'.repeat(40);
