/** What the Action reads through the API for issue 14 — earlier runs, the PR's commits — against the GitHub double with a read-only token. */
import { describe, expect, it } from 'vitest';
import { attemptFromRuns } from '../../../src/host/attempts-from-runs.js';
import { pullHistory } from '../../../src/github/list-pr-commits.js';
import { createGitHubClient } from '../../../src/github/client.js';
import { fakeSha, READ_TOKEN, type GitHubDouble } from '../../doubles/github.js';
import { githubDoubles } from '../../support/github-doubles.js';
import { pullSubject } from '../../../src/host/github-change.js';
import { checkContext } from '../../../src/checks/context.js';
import { runSpec } from '../../support/run-check.js';

const start = githubDoubles();
const client = (d: GitHubDouble) => createGitHubClient({ token: READ_TOKEN, baseUrl: d.url, log: { warn: () => undefined } });
const pull = { owner: 'octo-org', repo: 'widgets', pullNumber: 7 };
const [c1, c2, c3, head, elsewhere] = ['c1', 'c2', 'c3', 'head', 'other-pr'].map(fakeSha) as [string, string, string, string, string];
const WORKFLOW = 161335;

describe('attemptFromRuns', () => {
  it('counts the distinct other head commits of this pull request that a completed run judged', async () => {
    const d = await start({
      pull: { headSha: head, commits: [c1, c2, c3] },
      workflowRuns: [
        { id: 105, workflowId: WORKFLOW, headSha: head, status: 'in_progress' }, // this run
        { id: 104, workflowId: WORKFLOW, headSha: head, conclusion: 'failure' }, // a re-run of this head: same attempt
        { id: 103, workflowId: WORKFLOW, headSha: c3, conclusion: 'failure' },
        { id: 102, workflowId: WORKFLOW, headSha: c2, conclusion: 'cancelled' }, // judged nothing
        { id: 101, workflowId: WORKFLOW, headSha: c1, conclusion: 'success' },
        { id: 100, workflowId: WORKFLOW, headSha: c1, conclusion: 'failure' },
        { id: 99, workflowId: WORKFLOW, headSha: elsewhere, conclusion: 'failure' }, // not this pull request's commit
        { id: 98, workflowId: 999, headSha: c2, conclusion: 'failure' }, // another workflow
      ],
    });
    expect(await attemptFromRuns(client(d), pull, head, '105')).toEqual({ ok: true, number: 3 });
    expect(d.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('is attempt 1 on the first run, and says why when the runs cannot be read', async () => {
    const d = await start({
      pull: { headSha: head },
      workflowRuns: [{ id: 7, workflowId: WORKFLOW, headSha: head, status: 'in_progress' }],
    });
    expect(await attemptFromRuns(client(d), pull, head, '7')).toEqual({ ok: true, number: 1 });
    const missing = await attemptFromRuns(client(d), pull, head, '8');
    expect(missing).toMatchObject({ ok: false, problem: expect.stringMatching(/404/) });
    expect(await attemptFromRuns(client(d), pull, head, undefined)).toEqual({ ok: false, problem: 'GITHUB_RUN_ID is not set' });
  });
});

describe('pullHistory', () => {
  it("reads the pull request's commits and their patches through the API, oldest first", async () => {
    const d = await start({
      pull: { headSha: head, commits: [c1, head] },
      commitDetails: {
        [c1]: { message: 'add retry\n\nbody', files: [{ filename: 'src/a.ts', patch: '@@ -0,0 +1 @@\n+retry();' }] },
        [head]: { message: 'drop retry', files: [{ filename: 'src/a.ts', patch: '@@ -1 +0,0 @@\n-retry();' }, { filename: 'logo.png' }] },
      },
    });
    expect(await pullHistory(client(d), pull)).toEqual([
      { sha: c1, subject: 'add retry', files: [{ path: 'src/a.ts', added: ['retry();'], removed: [] }] },
      {
        sha: head,
        subject: 'drop retry',
        files: [
          { path: 'src/a.ts', added: [], removed: ['retry();'] },
          { path: 'logo.png', added: [], removed: [] },
        ],
      },
    ]);
  });
});

describe('max-churn in the Action without local history', () => {
  it('reads the commits through the API and finds the flip-flop', async () => {
    const add = '@@ -1,0 +2 @@\n+  retry(3);';
    const remove = '@@ -2 +1,0 @@\n-  retry(3);';
    const d = await start({
      pull: { headSha: head, commits: [c1, c2, head] },
      files: [{ filename: 'src/a.ts', status: 'modified', patch: '@@ -1 +1,2 @@\n export {};\n+  retry(3);' }],
      contents: { [head]: { 'src/a.ts': 'export {};\n  retry(3);\n' } },
      commitDetails: {
        [c1]: { message: 'retry', files: [{ filename: 'src/a.ts', patch: add }] },
        [c2]: { message: 'no retry', files: [{ filename: 'src/a.ts', patch: remove }] },
        [head]: { message: 'retry after all', files: [{ filename: 'src/a.ts', patch: add }] },
      },
    });
    const change = await pullSubject({
      workspace: undefined,
      client: client(d),
      pull,
      baseSha: fakeSha('base'),
      headSha: head,
      changedFiles: 1,
      ignore: [],
    });
    const o = await runSpec({ kind: 'max-churn' }, checkContext(change.subject, { task: '' }));
    expect(o).toMatchObject({ status: 'fail', location: { path: 'src/a.ts', line: 2 } });
    expect(o.evidence).toMatch(/^src\/a\.ts:2: 1 line\(s\) changed and changed back .*"retry\(3\);" added then removed/);
    expect(d.requests.filter((r) => /\/commits\//.test(r.path)).map((r) => r.path.slice(-40))).toEqual([c1, c2, head]);
  });
});
