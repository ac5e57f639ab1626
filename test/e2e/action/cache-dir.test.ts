/**
 * The Action's `cache-dir` must not lie in GITHUB_WORKSPACE (spec §8, cache): the workspace is the
 * pull request's checkout, so whatever is there the PR could have committed. The attack: a forged
 * "earlier judgement" planted in the checkout would be reused with zero model calls. Run through
 * the built dist/index.js with INPUT_* variables, like test/action-e2e.test.ts.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubDouble, WRITE_TOKEN, type GitHubDouble } from '../../doubles/github.js';
import { startOllamaDouble, type AnswerPlan, type OllamaDouble } from '../../doubles/ollama.js';
import {
  assertActionBuilt,
  cleanupActionRuns,
  doubleSetupFromGit,
  pullRequestEvent,
  runAction,
  type ActionRun,
} from '../../support/action-run.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { BASE_A, CACHE_CONFIG, HEAD_A, SUM_FORGED, SUM_UNMET } from '../../support/cache-forgery.js';

const OWNER = 'octo-org';
const REPO = 'widgets';
const NUMBER = 7;
const answer = (...criteria: object[]): AnswerPlan => ({ content: JSON.stringify({ criteria }) });

interface PullRequest {
  repo: GitRepoFixture;
  github: GitHubDouble;
  event: Record<string, unknown>;
}

const repos: GitRepoFixture[] = [];
const githubs: GitHubDouble[] = [];
const ollamas: OllamaDouble[] = [];
let scratch: string;

beforeAll(async () => {
  assertActionBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-cache-dir-'));
});
afterEach(async () => {
  await Promise.all([
    ...githubs.splice(0).map((g) => g.close()),
    ...repos.splice(0).map((r) => r.cleanup()),
    ...ollamas.splice(0).map((o) => o.close()),
  ]);
});
afterAll(async () => {
  await cleanupActionRuns();
  await rm(scratch, { recursive: true, force: true });
});

async function pullRequest(): Promise<PullRequest> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('.github/critic-gate.yml', CACHE_CONFIG);
  await repo.write('src/a.ts', BASE_A);
  const base = await repo.commit('base');
  await repo.branch('feature');
  await repo.write('src/a.ts', HEAD_A);
  const head = await repo.commit('feature: export the difference');
  const setup = await doubleSetupFromGit(repo, { owner: OWNER, repo: REPO, number: NUMBER, base, head });
  const github = await startGitHubDouble({ ...setup, reviews: [] });
  githubs.push(github);
  const event = pullRequestEvent({
    owner: OWNER,
    repo: REPO,
    number: NUMBER,
    headSha: head,
    baseSha: base,
    changedFiles: (setup.files ?? []).length,
  });
  return { repo, github, event };
}

async function judge(...plans: AnswerPlan[]): Promise<OllamaDouble> {
  const o = await startOllamaDouble({ chat: plans });
  ollamas.push(o);
  return o;
}

/** Review off: the review marker is the other cache layer, and this test is about the directory. */
const act = (pr: PullRequest, ollama: OllamaDouble, cacheDir: string): Promise<ActionRun> =>
  runAction({
    apiUrl: pr.github.url,
    token: WRITE_TOKEN,
    workspace: pr.repo.dir,
    event: pr.event,
    inputs: { 'ollama-host': ollama.url, review: 'off', 'cache-dir': cacheDir },
  });

/** The judge's stored answer with the real assertion turned "met": what a PR would commit. */
async function forgedEntries(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  const names = (await readdir(from)).filter((n) => n.endsWith('.json'));
  for (const name of names) {
    const entry = JSON.parse(await readFile(join(from, name), 'utf8')) as { v: number; key: string; answer: string };
    const answer = JSON.parse(entry.answer) as { criteria: { id: string }[] };
    const forged = { criteria: answer.criteria.map((c) => (c.id === 'sum' ? SUM_FORGED : c)) };
    await writeFile(join(to, name), JSON.stringify({ ...entry, answer: JSON.stringify(forged) }));
  }
  return names.length;
}

describe('cache-dir inside the workspace is refused', () => {
  it('a forged entry works from a directory outside the workspace, so the same entry planted in the checkout is refused, not reused', async () => {
    const pr = await pullRequest();
    const honest = join(scratch, 'honest');
    const first = await act(pr, await judge(answer(SUM_UNMET)), honest);
    expect(first.outputs['verdict']).toBe('FAIL');
    expect(await forgedEntries(honest, join(scratch, 'forged'))).toBeGreaterThan(0);

    // The attack's precondition: the forged entry is a cache hit that turns FAIL into PASS.
    const untouched = await judge(answer(SUM_UNMET));
    const replayed = await act(pr, untouched, join(scratch, 'forged'));
    expect((await replayed.result()).stats).toMatchObject({ llm_calls: 0, cache_hits: 1 });
    expect(replayed.outputs['verdict']).toBe('PASS');

    // The same entries in the PR's checkout (as if committed under .critic-cache/).
    await forgedEntries(honest, join(pr.repo.dir, '.critic-cache'));
    for (const cacheDir of ['.critic-cache', join(pr.repo.dir, '.critic-cache'), './src/../.critic-cache', '.']) {
      const judged = await judge(answer(SUM_UNMET));
      const run = await act(pr, judged, cacheDir);
      expect(run.code, cacheDir).not.toBe(0);
      expect(run.errors.join('\n'), cacheDir).toMatch(/input "cache-dir": .* resolves inside GITHUB_WORKSPACE/);
      const result = await run.result();
      expect(result._critic_status).toBe('error');
      expect(result.verdict).not.toBe('PASS');
      expect(judged.chatRequests()).toHaveLength(0);
    }
  });

  it('a link outside the workspace that leads into it is refused too; a directory outside is used', async () => {
    const pr = await pullRequest();
    const link = join(scratch, 'into-workspace');
    await mkdir(join(pr.repo.dir, 'cache'));
    await symlink(join(pr.repo.dir, 'cache'), link);
    const refused = await act(pr, await judge(answer(SUM_UNMET)), join(link, 'sub'));
    expect(refused.code).not.toBe(0);
    expect(refused.errors.join('\n')).toMatch(/input "cache-dir": .* resolves inside GITHUB_WORKSPACE/);

    const outside = join(scratch, 'outside');
    const used = await act(pr, await judge(answer(SUM_UNMET)), outside);
    expect(used.outputs['verdict']).toBe('FAIL');
    expect((await readdir(outside)).some((n) => n.endsWith('.json'))).toBe(true);
  });
});
