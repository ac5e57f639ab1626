/**
 * A required check a team can live with (spec §14), end to end through dist/index.js: drafts,
 * human overrides (on the gate run and on the `issue_comment` path), merge-queue entries, each
 * from a real-shaped webhook payload against the GitHub and Ollama doubles.
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMarker, renderMarker } from '../../../src/review/index.js';
import { WRITE_TOKEN, startGitHubDouble, type GitHubDouble, type GitHubDoubleSetup } from '../../doubles/github.js';
import { startOllamaDouble, type AnswerPlan, type OllamaDouble } from '../../doubles/ollama.js';
import {
  assertActionBuilt,
  cleanupActionRuns,
  doubleSetupFromGit,
  issueCommentEvent,
  mergeGroupEvent,
  pullRequestEvent,
  runAction,
  type ActionRun,
  type ActionRunOptions,
} from '../../support/action-run.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { closedPort } from '../../support/ports.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const NUMBER = 7;
const CONFIG = '.github/critic-gate.yml';
const AUTHOR = 'octocat';
const OLD_HEAD = '1111111111111111111111111111111111111111';

const GATED = `version: 1
gate:
  - {kind: no-placeholders, files: "src/**", scope: added}
assertions:
  - {id: sum, text: "The sum of a and b is exported", critical: true, files: "src/**"}
`;
const BASE_A = 'export const a = 1;\nexport const b = 2;\n';
const SUM_LINE = 'export const sum = a + b;\n';
const SUM_MET = {
  id: 'sum',
  met: true,
  evidence: 'src/a.ts:3 exports the sum',
  location: { path: 'src/a.ts', line: 3, quote: 'export const sum = a + b;' },
};
const SUM_UNMET = { id: 'sum', met: false, evidence: 'no sum is exported', fix: 'export the sum' };
const answer = (...criteria: object[]): AnswerPlan => ({ content: JSON.stringify({ criteria }) });
const PERMISSIONS = { maintainer: 'write', reader: 'read', [AUTHOR]: 'write', boss: 'admin' } as const;

interface Pr {
  repo: GitRepoFixture;
  base: string;
  head: string;
  github: GitHubDouble;
  setup: GitHubDoubleSetup;
}

const repos: GitRepoFixture[] = [];
const githubs: GitHubDouble[] = [];
let ollama: OllamaDouble | undefined;
let scratch: string;
let realGit: string;

beforeAll(async () => {
  assertActionBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-lifecycle-'));
  realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
});
afterEach(async () => {
  await Promise.all([...githubs.splice(0).map((g) => g.close()), ...repos.splice(0).map((r) => r.cleanup()), ollama?.close()]);
  ollama = undefined;
});
afterAll(async () => {
  await cleanupActionRuns();
  await rm(scratch, { recursive: true, force: true });
});

async function pullRequest(extra: Partial<GitHubDoubleSetup> = {}, config = GATED, baseA = BASE_A): Promise<Pr> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write(CONFIG, config);
  await repo.write('src/a.ts', baseA);
  const base = await repo.commit('base');
  await repo.branch('feature');
  await repo.write('src/a.ts', `${baseA}${SUM_LINE}`);
  const head = await repo.commit('feature: the sum');
  const fromGit = await doubleSetupFromGit(repo, { owner: OWNER, repo: REPO, number: NUMBER, base, head });
  const setup: GitHubDoubleSetup = {
    ...fromGit,
    permissions: { ...PERMISSIONS },
    ...extra,
    pull: { ...fromGit.pull, author: AUTHOR, ...extra.pull },
  };
  const github = await startGitHubDouble(setup);
  githubs.push(github);
  return { repo, base, head, github, setup };
}

const prEvent = (pr: Pr, o: { draft?: boolean; action?: 'synchronize' | 'ready_for_review' } = {}) =>
  pullRequestEvent({ owner: OWNER, repo: REPO, number: NUMBER, headSha: pr.head, baseSha: pr.base, author: AUTHOR, changedFiles: 1, ...o });

async function act(pr: Pr, o: Partial<ActionRunOptions>): Promise<ActionRun> {
  return runAction({
    apiUrl: pr.github.url,
    token: WRITE_TOKEN,
    workspace: pr.repo.dir,
    event: prEvent(pr),
    ...o,
    // A merge-queue entry reuses the PASS review of its head: every run here posts its review (the
    // on-findings default has its own tests, quiet-review.test.ts).
    inputs: { 'ollama-host': ollama?.url ?? `http://127.0.0.1:${await closedPort()}`, review: 'always', ...o.inputs },
  });
}

const modelCalls = (): number => ollama?.chatRequests().length ?? 0;
const command = (sha: string, reason = 'the judge misread src/a.ts') => `/critic-gate override ${sha}: ${reason}`;
const overrideNotices = (run: ActionRun) =>
  run.annotations.filter((a) => a.level === 'notice' && a.title === 'critic-gate override').map((a) => a.message);

describe('drafts', () => {
  it('a draft runs the gate only: no model call, SKIPPED with the reason draft', async () => {
    const pr = await pullRequest({ pull: { draft: true } });
    ollama = await startOllamaDouble({ chat: [answer(SUM_MET)] });
    const run = await act(pr, { event: prEvent(pr, { draft: true }) });
    const result = await run.result();
    expect(modelCalls()).toBe(0);
    expect(result).toMatchObject({ verdict: 'SKIPPED', skipped_reason: 'draft' });
    expect(result.gate.find((g) => g.id === 'no-placeholders')?.passed).toBe(true);
    expect(run.summary).toContain('Draft pull request');
  });

  it('ready_for_review (and drafts: judge) run the judge', async () => {
    const pr = await pullRequest();
    ollama = await startOllamaDouble({ chat: [answer(SUM_MET)] });
    const run = await act(pr, { event: prEvent(pr, { action: 'ready_for_review' }) });
    expect(modelCalls()).toBe(1);
    expect((await run.result()).verdict).toBe('PASS');

    const judgedDraft = await pullRequest({ pull: { draft: true } }, `${GATED}drafts: judge\n`);
    ollama.enqueue(answer(SUM_MET));
    const draftRun = await act(judgedDraft, { event: prEvent(judgedDraft, { draft: true }) });
    expect(modelCalls()).toBe(2);
    expect((await draftRun.result()).verdict).toBe('PASS');
  });
});

describe('a human override on the gate run', () => {
  it('by a writer: PASS with no model call, the override in result, review and marker, the original findings kept', async () => {
    const pr = await pullRequest();
    const original = `## ❌ critic-gate: RETRY · score 0.00\n\n| ❌ | sum | no sum is exported |\n${renderMarker({ head: pr.head, verdict: 'RETRY', score: 0, attempt: 1, findings: ['c:sum'] })}`;
    await pr.github.close();
    githubs.pop();
    const github = await startGitHubDouble({
      ...pr.setup,
      reviews: [{ body: original, commitId: pr.head }],
      issueComments: [{ user: 'maintainer', body: command(pr.head) }],
    });
    githubs.push(github);
    ollama = await startOllamaDouble({ chat: [answer(SUM_UNMET)] });
    const run = await act({ ...pr, github }, {});
    expect(run.code).toBe(0);
    expect(modelCalls()).toBe(0);
    const result = await run.result();
    expect(result.verdict).toBe('PASS');
    expect(result.override).toEqual({
      by: 'maintainer',
      reason: 'the judge misread src/a.ts',
      comment_url: expect.stringMatching(/#issuecomment-\d+$/),
      original_verdict: 'RETRY',
    });
    const review = github.state.reviews.at(-1)!;
    expect(review.body).toMatch(/^## ✅ critic-gate: PASS — human override by @maintainer/);
    expect(review.body).toContain('no sum is exported');
    expect(parseMarker(review.body)).toMatchObject({ head: pr.head, verdict: 'PASS', override: { by: 'maintainer' } });
    expect(github.requests.some((r) => r.path.endsWith('/collaborators/maintainer/permission'))).toBe(true);
  });

  it('a reader, the author, an old head (a new push), no reason, a short SHA, a quote: each ignored with its notice, and the head judged', async () => {
    const pr = await pullRequest();
    await pr.github.close();
    githubs.pop();
    const github = await startGitHubDouble({
      ...pr.setup,
      issueComments: [
        { user: 'maintainer', body: command(OLD_HEAD) },
        { user: 'reader', body: command(pr.head) },
        { user: AUTHOR, body: command(pr.head) },
        { user: 'maintainer', body: `/critic-gate override ${pr.head}` },
        { user: 'maintainer', body: `/critic-gate override ${pr.head.slice(0, 7)}: flaky` },
        { user: 'maintainer', body: `> ${command(pr.head)}\n\nShould we?` },
        { user: 'stranger', body: command(pr.head) },
      ],
    });
    githubs.push(github);
    ollama = await startOllamaDouble({ chat: [answer(SUM_UNMET)] });
    const run = await act({ ...pr, github }, {});
    expect(modelCalls()).toBe(1);
    const result = await run.result();
    expect(result.verdict).toBe('FAIL');
    expect(result.override).toBeUndefined();
    const notices = overrideNotices(run).join('\n');
    expect(notices).toContain(`names ${OLD_HEAD.slice(0, 12)}, not the current head`);
    expect(notices).toContain('@reader has read permission');
    expect(notices).toContain('the author of a pull request cannot override it');
    expect(notices).toContain('gives no reason');
    expect(notices).toContain('not a full 40-character head SHA');
    expect(notices).toContain('only quotes an override command');
    expect(notices).toContain('@stranger has none permission');
    expect(overrideNotices(run)).toHaveLength(7);
  });

  it("an edited comment is no override (issue 37 item 5): the author edits a writer's old comment, a writer an admin's; each ignored, and the head judged", async () => {
    const pr = await pullRequest({}, `${GATED}override: {min_permission: admin}\n`);
    await pr.github.close();
    githubs.pop();
    const github = await startGitHubDouble({
      ...pr.setup,
      issueComments: [
        // The author (write access, allow_author false) turned a reviewer's old comment into an override.
        { user: 'maintainer', body: 'LGTM, nice work', editedTo: command(pr.head) },
        { user: 'boss', body: 'Looks fine to me' },
      ],
    });
    githubs.push(github);
    // A writer edits the admin's comment through the API, as GitHub lets anyone with write access do.
    const bossComment = github.state.issueComments[1]!;
    const edit = await fetch(`${github.url}/repos/${OWNER}/${REPO}/issues/comments/${bossComment.id}`, {
      method: 'PATCH',
      headers: { authorization: `token ${WRITE_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: command(pr.head, 'admin-only override, written by someone else') }),
    });
    expect(edit.status).toBe(200);
    expect(bossComment.updated_at > bossComment.created_at).toBe(true);
    ollama = await startOllamaDouble({ chat: [answer(SUM_UNMET)] });
    const run = await act({ ...pr, github }, {});
    expect(modelCalls()).toBe(1);
    const result = await run.result();
    expect(result.override).toBeUndefined();
    expect(result.verdict).toBe('FAIL');
    const notices = overrideNotices(run);
    expect(notices).toHaveLength(2);
    for (const n of notices) expect(n).toContain('was edited after it was posted');
    expect(notices.join('\n')).toContain('post the override as a new comment');
  });

  // core/finalize.ts never turns a run that could not judge into a PASS; the notes must not say it did.
  it('by a writer on a run that could not judge: the error stands, and the notes say the override did not apply', async () => {
    const broken = 'version: 1\ngate:\n  - {kind: json-schema, files: "src/**", schema: {type: foo}}\n';
    const pr = await pullRequest({}, broken);
    await pr.github.close();
    githubs.pop();
    const github = await startGitHubDouble({ ...pr.setup, issueComments: [{ user: 'maintainer', body: command(pr.head) }] });
    githubs.push(github);
    const run = await act({ ...pr, github }, {});
    expect(run.code).toBe(1);
    expect(run.outputs['verdict']).toBe('ERROR');
    expect((await run.result()).override).toBeUndefined();
    expect(run.summary).toContain('did not apply: this run could not judge');
    expect(run.summary).not.toContain('Overridden by @maintainer');
  });

  it('the twin: the same admin writing the override in a new comment passes', async () => {
    const pr = await pullRequest({}, `${GATED}override: {min_permission: admin}\n`);
    await pr.github.close();
    githubs.pop();
    const github = await startGitHubDouble({ ...pr.setup, issueComments: [{ user: 'boss', body: command(pr.head) }] });
    githubs.push(github);
    ollama = await startOllamaDouble({ chat: [answer(SUM_UNMET)] });
    const run = await act({ ...pr, github }, {});
    expect(modelCalls()).toBe(0);
    expect((await run.result()).override?.by).toBe('boss');
  });

  it('the author may override with allow_author: true, and an admin author always', async () => {
    const pr = await pullRequest({ issueComments: [{ user: AUTHOR, body: command('HEAD') }] }, `${GATED}override: {allow_author: true}\n`);
    await pr.github.close();
    githubs.pop();
    const github = await startGitHubDouble({ ...pr.setup, issueComments: [{ user: AUTHOR, body: command(pr.head) }] });
    githubs.push(github);
    ollama = await startOllamaDouble({ chat: [answer(SUM_UNMET)] });
    const run = await act({ ...pr, github }, {});
    expect(modelCalls()).toBe(0);
    expect((await run.result()).override?.by).toBe(AUTHOR);
  });
});

/** A `git` first on PATH that logs every call (with its working directory), then runs the real one. */
async function recordingGit(): Promise<{ dir: string; log: string }> {
  const dir = await mkdtemp(join(scratch, 'bin-'));
  const log = join(dir, 'git-calls.log');
  await writeFile(join(dir, 'git'), `#!/bin/sh\necho "$PWD :: $*" >> '${log}'\nexec '${realGit}' "$@"\n`);
  await chmod(join(dir, 'git'), 0o755);
  return { dir, log };
}

describe('the issue_comment path', () => {
  const RUNS = (head: string) => [
    {
      id: 501,
      workflowId: 11,
      path: '.github/workflows/critic-gate.yml',
      headSha: head,
      event: 'pull_request',
      conclusion: 'failure' as const,
    },
    {
      id: 490,
      workflowId: 11,
      path: '.github/workflows/critic-gate.yml',
      headSha: head,
      event: 'pull_request',
      conclusion: 'failure' as const,
    },
    { id: 502, workflowId: 12, path: '.github/workflows/critic-gate-override.yml', headSha: head, event: 'issue_comment' },
  ];

  async function commentRun(
    pr: Pr,
    body: string,
    user: string,
    o: { onPullRequest?: boolean; gitBin?: string; sender?: string; edited?: boolean } = {},
  ): Promise<ActionRun> {
    pr.github.state.issueComments.push({
      id: 4242,
      node_id: 'IC_4242',
      user: { login: user, id: 1, node_id: 'U_1', type: 'User', html_url: `https://github.com/${user}` },
      body,
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${NUMBER}#issuecomment-4242`,
      author_association: 'MEMBER',
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
    });
    const event = issueCommentEvent({
      owner: OWNER,
      repo: REPO,
      number: NUMBER,
      body,
      user,
      commentId: 4242,
      ...(o.onPullRequest === undefined ? {} : { onPullRequest: o.onPullRequest }),
      ...(o.sender === undefined ? {} : { sender: o.sender }),
      ...(o.edited === undefined ? {} : { edited: o.edited }),
    });
    return act(pr, {
      eventName: 'issue_comment',
      event,
      ...(o.gitBin ? { env: { PATH: `${o.gitBin}:${process.env['PATH'] ?? ''}` } } : {}),
    });
  }

  it('a valid override: a reaction, exactly one re-run of the latest gate run, no model call, no git process in the workspace', async () => {
    const pr = await pullRequest();
    pr.github.state.workflowRuns.push(...RUNS(pr.head));
    ollama = await startOllamaDouble({ chat: [answer(SUM_MET)] });
    const git = await recordingGit();
    const run = await commentRun(pr, command(pr.head), 'maintainer', { gitBin: git.dir });
    expect(run.code).toBe(0);
    expect(pr.github.state.reruns).toEqual([501]);
    expect(pr.github.state.reactions).toEqual([expect.objectContaining({ comment_id: 4242, content: '+1' })]);
    expect(modelCalls()).toBe(0);
    expect(existsSync(git.log) ? await readFile(git.log, 'utf8') : '').toBe('');
    expect(run.outputs['command']).toBe('rerun');

    // The twin: the gate run under the same PATH does start git in the workspace, so the log would show it.
    const gate = await act(pr, { env: { PATH: `${git.dir}:${process.env['PATH'] ?? ''}` } });
    expect(gate.code).not.toBeNull();
    expect(await readFile(git.log, 'utf8')).toContain(pr.repo.dir);
  });

  it('a reader, an old SHA, a comment on an issue, a closed pull request: a notice, no reaction, no re-run, never a crash', async () => {
    const pr = await pullRequest();
    pr.github.state.workflowRuns.push(...RUNS(pr.head));
    const cases: Array<[string, string, { onPullRequest?: boolean; sender?: string; edited?: boolean }, string]> = [
      [command(pr.head), 'reader', {}, '@reader has read permission'],
      [command(OLD_HEAD), 'maintainer', {}, 'not the current head'],
      [command(pr.head), 'maintainer', { onPullRequest: false }, 'is an issue, not a pull request'],
      // Issue 37 item 5: someone else's edit of a writer's comment, and an edited comment, do not count.
      [command(pr.head), 'maintainer', { sender: AUTHOR }, `caused by @${AUTHOR}, not by the comment's author`],
      [command(pr.head), 'maintainer', { edited: true }, 'was edited after it was posted'],
    ];
    for (const [body, user, o, why] of cases) {
      const run = await commentRun(pr, body, user, o);
      expect(run.code, run.stdout).toBe(0);
      expect(overrideNotices(run).join('\n')).toContain(why);
      expect(run.outputs['command']).toBe('ignored');
    }
    pr.github.state.pull.state = 'closed';
    const closed = await commentRun(pr, command(pr.head), 'maintainer');
    expect(overrideNotices(closed).join('\n')).toContain('is closed');
    expect(pr.github.state.reruns).toEqual([]);
    expect(pr.github.state.reactions).toEqual([]);
    const none = await commentRun(pr, 'LGTM', 'maintainer');
    expect(none.outputs['command']).toBe('none');
  });

  it('a valid override with no gate run to re-run fails the step, naming the workflow', async () => {
    const pr = await pullRequest();
    const run = await commentRun(pr, command(pr.head), 'maintainer');
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toContain('critic-gate.yml');
    expect(pr.github.state.reruns).toEqual([]);
  });
});

describe('a merge-queue entry', () => {
  const group = (pr: Pr, headRef?: string) =>
    mergeGroupEvent({
      owner: OWNER,
      repo: REPO,
      number: NUMBER,
      pullHeadSha: pr.head,
      headSha: pr.head,
      baseSha: pr.base,
      ...(headRef ? { headRef } : {}),
    });

  /**
   * A queue entry as GitHub builds one: a commit on the base branch with the pull request's change,
   * after whatever else is ahead (`ahead` edits the base first). The workspace is checked out at
   * the entry's head, as the gate workflow's checkout does, and the double serves both commits.
   */
  async function queueEntry(pr: Pr, ahead?: { path: string; text: string }): Promise<{ base: string; head: string }> {
    await pr.repo.checkout(pr.base);
    let base = pr.base;
    if (ahead) {
      await pr.repo.write(ahead.path, ahead.text);
      base = await pr.repo.commit('an entry ahead in the queue');
    }
    const a = await pr.repo.git('show', `${base}:src/a.ts`);
    await pr.repo.write('src/a.ts', `${a}export const sum = a + b;\n`);
    const head = await pr.repo.commit(`Merge pull request #${NUMBER}`);
    for (const sha of [base, head]) {
      const files = new Map<string, Uint8Array>();
      for (const path of [CONFIG, 'src/a.ts']) files.set(path, await pr.repo.gitBytes('show', `${sha}:${path}`));
      pr.github.state.contents.set(sha, files);
    }
    return { base, head };
  }
  const entryEvent = (pr: Pr, entry: { base: string; head: string }) =>
    mergeGroupEvent({ owner: OWNER, repo: REPO, number: NUMBER, pullHeadSha: pr.head, headSha: entry.head, baseSha: entry.base });

  /** The pull request judged PASS by the gate itself: a review whose marker holds config_digest and patch_id. */
  async function judgedPass(pr: Pr, met: object = SUM_MET): Promise<void> {
    ollama ??= await startOllamaDouble({ chat: [] });
    ollama.enqueue(answer(met));
    const run = await act(pr, {});
    expect((await run.result()).verdict).toBe('PASS');
    const marker = parseMarker(pr.github.state.reviews.at(-1)?.body);
    expect(marker).toMatchObject({ head: pr.head, verdict: 'PASS', config_digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(marker?.patch_id).toMatch(/^[0-9a-f]{40}$/);
  }

  it('with the same config and the same patch: the verdict is reused, no model call, the gate ran on the entry', async () => {
    const pr = await pullRequest();
    await judgedPass(pr);
    const calls = modelCalls();
    const entry = await queueEntry(pr);
    const reviews = pr.github.state.reviews.length;
    const run = await act(pr, { eventName: 'merge_group', event: entryEvent(pr, entry) });
    expect(run.code, run.stdout).toBe(0);
    expect(modelCalls()).toBe(calls);
    const result = await run.result();
    expect(result).toMatchObject({ verdict: 'PASS', gate_passed: true, reused_verdict: { pull: NUMBER, head_sha: pr.head } });
    // A PASS is approved (spec §3), whatever the gate-only run it came from was routed.
    expect(result.route ?? 'approve').toBe('approve');
    expect(result.gate.find((g) => g.id === 'no-placeholders')?.passed).toBe(true);
    expect(run.summary).toContain('was reused');
    expect(pr.github.state.reviews).toHaveLength(reviews);
  });

  it("counts no attempts of the pull request's heads: reused after the pull request took every attempt the config allows", async () => {
    const pr = await pullRequest();
    await judgedPass(pr);
    // Earlier heads of the pull request, each reviewed (max_attempts is 4): the entry is not a fifth attempt.
    const own = pr.github.state.reviews.at(-1)!;
    const earlier = ['2', '3', '4', '5'].map((d, i) => ({
      ...own,
      id: own.id + 100 + i,
      commit_id: d.repeat(40),
      body: renderMarker({ head: d.repeat(40), verdict: 'RETRY', score: 0.5, attempt: i + 1, findings: [] }),
    }));
    pr.github.state.reviews.splice(-1, 0, ...earlier);
    const calls = modelCalls();
    const entry = await queueEntry(pr);
    const run = await act(pr, { eventName: 'merge_group', event: entryEvent(pr, entry) });
    expect(run.code, run.stdout).toBe(0);
    expect(modelCalls()).toBe(calls);
    expect(await run.result()).toMatchObject({ verdict: 'PASS', reused_verdict: { pull: NUMBER, head_sha: pr.head } });
  });

  it('config changed at the queue base, or the patch differs: judged again, with the reason', async () => {
    const pr = await pullRequest();
    await judgedPass(pr);
    const stricter = await queueEntry(pr, { path: CONFIG, text: `${GATED}# reviewed again\n` });
    ollama!.enqueue(answer(SUM_MET));
    const calls = modelCalls();
    const byConfig = await act(pr, { eventName: 'merge_group', event: entryEvent(pr, stricter) });
    expect(modelCalls()).toBe(calls + 1);
    expect((await byConfig.result()).reused_verdict).toBeUndefined();
    expect(byConfig.summary).toContain('config_digest');

    const moved = await queueEntry(pr, { path: 'src/a.ts', text: 'export const a = 1;\nexport const b = 3;\n' });
    ollama!.enqueue(answer(SUM_MET));
    const byPatch = await act(pr, { eventName: 'merge_group', event: entryEvent(pr, moved) });
    expect(modelCalls()).toBe(calls + 2);
    expect(byPatch.summary).toContain('patch-id');
  });

  /**
   * Quoted evidence is verified again on the entry (spec §14). A quote the judge was shown outside
   * the change's own diff context (a file shown whole) is not covered by the patch-id: an entry
   * ahead can remove it and the pull request's change still applies unchanged. Here `a` is
   * defined at the top of a file whose change is at the bottom, and the verdict quotes it.
   */
  describe('quoted evidence', () => {
    const PADDED_A = `${BASE_A}${'// padding\n'.repeat(6)}`;
    const SUM_AT_9 = { ...SUM_MET, location: { ...SUM_MET.location, line: 9 } };
    const QUOTE_A = { path: 'src/a.ts', line: 1, quote: 'export const a = 1;' };

    async function passQuotingA(config = GATED): Promise<Pr> {
      const pr = await pullRequest({}, config, PADDED_A);
      await judgedPass(pr, SUM_AT_9);
      const review = pr.github.state.reviews.at(-1)!;
      const marker = parseMarker(review.body)!;
      expect(marker.quotes).toEqual([{ path: 'src/a.ts', line: 9, quote: 'export const sum = a + b;' }]);
      const report = review.body.slice(0, review.body.lastIndexOf('<!-- critic-gate:v1'));
      review.body = `${report}${renderMarker({ ...marker, quotes: [...(marker.quotes ?? []), QUOTE_A] })}\n`;
      return pr;
    }

    it('an entry ahead deleted the quoted line: not reused, judged again (the model is called), naming the quote', async () => {
      const pr = await passQuotingA();
      const calls = modelCalls();
      const entry = await queueEntry(pr, { path: 'src/a.ts', text: PADDED_A.replace('export const a = 1;\n', '') });
      ollama!.enqueue(answer(SUM_UNMET));
      const run = await act(pr, { eventName: 'merge_group', event: entryEvent(pr, entry) });
      expect(modelCalls()).toBe(calls + 1);
      const result = await run.result();
      expect(result.reused_verdict).toBeUndefined();
      expect(result.verdict).toBe('FAIL');
      expect(run.summary).toContain('judged in full');
      expect(run.summary).toContain('src/a.ts:1');
    });

    it('its honest twin, an entry ahead that changed an unrelated file: reused with no model call', async () => {
      const pr = await passQuotingA();
      const calls = modelCalls();
      const entry = await queueEntry(pr, { path: 'docs/notes.md', text: '# Notes\n' });
      const run = await act(pr, { eventName: 'merge_group', event: entryEvent(pr, entry) });
      expect(run.code, run.stdout).toBe(0);
      expect(modelCalls()).toBe(calls);
      expect(await run.result()).toMatchObject({ verdict: 'PASS', reused_verdict: { pull: NUMBER, head_sha: pr.head } });
      expect(run.summary).toContain('2 quotes verified again');
    });

    it('under merge_queue: reuse-only a quote that no longer holds fails the entry, naming it', async () => {
      const pr = await passQuotingA(`${GATED}merge_queue: reuse-only\n`);
      const calls = modelCalls();
      const entry = await queueEntry(pr, { path: 'src/a.ts', text: PADDED_A.replace('export const a = 1;\n', '') });
      const run = await act(pr, { eventName: 'merge_group', event: entryEvent(pr, entry) });
      expect(run.code).toBe(1);
      expect(modelCalls()).toBe(calls);
      expect(run.errors.join('\n')).toContain('src/a.ts:1');
    });
  });

  it('merge_queue: reuse-only fails naming the condition: no verdict, a RETRY, a verdict for an older head, an old marker', async () => {
    const reuseOnly = `${GATED}merge_queue: reuse-only\n`;
    const cases: Array<[(pr: Pr) => GitHubDoubleSetup['reviews'], string]> = [
      [() => [], 'has no verdict'],
      [
        (pr) => [{ commitId: pr.head, body: renderMarker({ head: pr.head, verdict: 'RETRY', score: 0.5, attempt: 1, findings: [] }) }],
        'is RETRY, not PASS',
      ],
      [
        () => [{ commitId: OLD_HEAD, body: renderMarker({ head: OLD_HEAD, verdict: 'PASS', score: 1, attempt: 1, findings: [] }) }],
        'has no verdict',
      ],
      [
        (pr) => [{ commitId: pr.head, body: renderMarker({ head: pr.head, verdict: 'PASS', score: 1, attempt: 1, findings: [] }) }],
        'older critic-gate',
      ],
    ];
    ollama = await startOllamaDouble({ chat: [] });
    for (const [reviews, why] of cases) {
      const pr = await pullRequest({}, reuseOnly);
      await pr.github.close();
      githubs.pop();
      const github = await startGitHubDouble({ ...pr.setup, reviews: reviews(pr) });
      githubs.push(github);
      const entry = await queueEntry({ ...pr, github });
      const run = await act({ ...pr, github }, { eventName: 'merge_group', event: entryEvent({ ...pr, github }, entry) });
      expect(run.code).toBe(1);
      expect(run.outputs['verdict']).toBe('ERROR');
      expect(run.errors.join('\n')).toContain(why);
    }
    expect(modelCalls()).toBe(0);
  });

  // GitHub's files API lists the pull request's own files, not the entry's base..head: without the
  // entry's commits in the workspace there is no way to read the change that is gated.
  it('a workspace without the entry’s commits fails the entry, naming the checkout it needs; the pull request’s files are not judged instead', async () => {
    const pr = await pullRequest();
    const entry = await queueEntry(pr);
    const empty = await mkdtemp(join(tmpdir(), 'critic-gate-no-checkout-'));
    try {
      const run = await act(pr, { eventName: 'merge_group', event: entryEvent(pr, entry), workspace: empty });
      expect(run.code).toBe(1);
      expect(run.outputs['verdict']).toBe('ERROR');
      expect(run.errors.join('\n')).toMatch(/merge-queue entry's commits .*github\.event\.merge_group\.head_sha .*fetch-depth: 0/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('never ends green without a verdict, even with fail-on leaving SKIPPED out: the judge off and nothing reused fails the entry', async () => {
    const pr = await pullRequest();
    ollama = await startOllamaDouble({ chat: [] });
    const run = await act(pr, { eventName: 'merge_group', event: group(pr), inputs: { llm: 'off', 'fail-on': 'FAIL' } });
    expect((await run.result()).verdict).toBe('SKIPPED');
    expect(run.code).toBe(1);
    // The twin: on the pull request itself the same fail-on lets the SKIPPED through.
    const onPull = await act(pr, { inputs: { llm: 'off', 'fail-on': 'FAIL' } });
    expect((await onPull.result()).verdict).toBe('SKIPPED');
    expect(onPull.code).toBe(0);
  });

  /**
   * One entry with nothing to reuse, judged in full. The two tests after it read this one run and
   * what it alone did to its own doubles (the reviews, GitHub's request log, the judge's calls);
   * no other run touches them, and neither test changes them. Made on first use, so each test
   * still runs alone; kept open past afterEach for the other, and closed after the last.
   */
  const keptOpen: Array<() => Promise<unknown>> = [];
  let judgedInFull: Promise<{ pr: Pr; judge: OllamaDouble; run: ActionRun }> | undefined;
  const entryJudgedInFull = () =>
    (judgedInFull ??= (async () => {
      const pr = await pullRequest();
      // Out of the lists afterEach closes: the other test reads these same doubles.
      repos.splice(repos.indexOf(pr.repo), 1);
      githubs.splice(githubs.indexOf(pr.github), 1);
      keptOpen.push(
        () => pr.github.close(),
        () => pr.repo.cleanup(),
      );
      const judge = await startOllamaDouble({ chat: [answer(SUM_MET)] });
      keptOpen.push(() => judge.close());
      const run = await act(pr, { eventName: 'merge_group', event: group(pr), inputs: { 'ollama-host': judge.url } });
      return { pr, judge, run };
    })());
  afterAll(async () => {
    await Promise.all(keptOpen.splice(0).map((close) => close()));
  });

  it('is judged in full when nothing can be reused (never green without a verdict) with no review posted', async () => {
    const { pr, judge, run } = await entryJudgedInFull();
    expect(run.code).toBe(0);
    expect((await run.result()).verdict).toBe('PASS');
    expect(judge.chatRequests().length).toBe(1);
    expect(pr.github.state.reviews).toEqual([]);
    expect(run.summary).toContain('Merge-queue entry of pull request #7');
  });

  it("asks GitHub who the token is, and for critic-gate's reviews, once for the entry, though both the reuse decision and the judging need them", async () => {
    const { pr, judge, run } = await entryJudgedInFull();
    expect(run.code, run.stdout).toBe(0);
    const asked = (path: RegExp) => pr.github.requests.filter((r) => r.method === 'GET' && path.test(r.path)).length;
    expect(asked(/^\/user$/)).toBe(1);
    expect(asked(/\/pulls\/7\/reviews$/)).toBe(1);
    // The honest twin: the entry was judged in full, with the model, from what was read once.
    expect(judge.chatRequests().length).toBe(1);
    expect(run.summary).toContain('was judged in full');
  });

  it('a head_ref that does not parse, or a closed pull request: a clear failure, never green', async () => {
    const pr = await pullRequest();
    const bad = await act(pr, { eventName: 'merge_group', event: group(pr, 'refs/heads/gh-readonly-queue/main/not-a-pr') });
    expect(bad.code).toBe(1);
    expect(bad.errors.join('\n')).toContain('does not name a queued pull request');
    expect(bad.outputs['verdict']).toBe('ERROR');
    pr.github.state.pull.state = 'closed';
    const closed = await act(pr, { eventName: 'merge_group', event: group(pr) });
    expect(closed.code).toBe(1);
    expect(closed.errors.join('\n')).toContain('#7 is closed');
  });
});
