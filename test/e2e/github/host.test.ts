/**
 * The GitHub PullHost (src/host/github-host.ts) through a real Octokit against the GitHub double:
 * one repository, a pull request named by its number, the token's identity asked once per run,
 * and only critic-gate's own reviews and comments treated as its state.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LOGIN, WRITE_TOKEN, type GitHubDouble } from '../../doubles/github.js';
import { githubDoubles } from '../../support/github-doubles.js';
import { createGitHubClient } from '../../../src/github/client.js';
import { gitHubHost } from '../../../src/host/github-host.js';

const HEAD = '1'.repeat(40);
const BASE = '2'.repeat(40);
const PATCH = '@@ -1 +1,2 @@\n keep\n+new';
const USER_TOKEN = 'ghp_doubleUserToken000000000000000000';
const start = githubDoubles({ pull: { number: 7, headSha: HEAD, baseSha: BASE }, files: [{ filename: 'src/a.ts', patch: PATCH }] });

function hostOf(d: GitHubDouble, o: { token?: string; reviewAuthor?: string } = {}) {
  const client = createGitHubClient({ token: o.token ?? WRITE_TOKEN, baseUrl: d.url, log: { warn: () => undefined } });
  return gitHubHost({
    client,
    repo: { owner: 'octo-org', repo: 'widgets' },
    reviewAuthor: o.reviewAuthor,
    workspace: undefined,
    runId: undefined,
  });
}
const identityAsks = (d: GitHubDouble) => d.requests.filter((r) => r.method === 'GET' && r.path === '/user').length;

describe('gitHubHost', () => {
  it('asks GitHub who the token is once per run, however often the run wants it', async () => {
    const d = await start({
      tokens: [{ token: USER_TOKEN, access: 'write', login: 'gate-keeper' }],
      reviews: [
        { user: 'gate-keeper', body: 'mine' },
        { user: 'stranger', body: 'theirs' },
      ],
    });
    const host = hostOf(d, { token: USER_TOKEN });
    expect(await host.identity()).toEqual({ login: 'gate-keeper' });
    const own = await host.reviews.own(7);
    await host.reviews.ownComments(7);
    await host.reviews.own(7);
    expect(await host.identity()).toEqual({ login: 'gate-keeper' });
    expect(identityAsks(d)).toBe(1);
    expect(own.map((r) => r.body)).toEqual(['mine']);
  });

  it('with review-author set asks GitHub nothing about the token, and owns the reviews that author wrote', async () => {
    const d = await start({
      reviews: [
        { user: 'critic-app[bot]', body: 'the app' },
        { user: BOT_LOGIN, body: 'the default token' },
      ],
    });
    const host = hostOf(d, { reviewAuthor: 'critic-app[bot]' });
    expect((await host.reviews.own(7)).map((r) => r.body)).toEqual(['the app']);
    expect(identityAsks(d)).toBe(0);
  });

  it('names a pull request by its number: its head, base, author and files as GitHub holds them now', async () => {
    const d = await start({ pull: { number: 7, headSha: HEAD, baseSha: BASE, title: 'T', body: null, author: 'octocat' } });
    expect(await hostOf(d).pulls.get(7)).toEqual({
      number: 7,
      state: 'open',
      headSha: HEAD,
      baseSha: BASE,
      title: 'T',
      body: '',
      author: 'octocat',
      changedFiles: 1,
    });
    expect(d.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/octo-org/widgets/pulls/7']);
  });

  it("reads the conversation's comments with who wrote them and whether they were edited since", async () => {
    const d = await start({
      issueComments: [
        { user: 'maintainer', body: 'as written' },
        { user: 'boss', body: 'before', editedTo: 'after' },
      ],
    });
    const comments = await hostOf(d).issues.comments(7);
    expect(comments.map((c) => [c.author, c.body, c.edited])).toEqual([
      ['maintainer', 'as written', false],
      ['boss', 'after', true],
    ]);
  });
});
