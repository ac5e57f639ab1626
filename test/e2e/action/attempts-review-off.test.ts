/**
 * With `review: off` and a read-only token there is no review to count attempts by: the Action
 * counts the workflow's earlier runs instead, so the retry loop still ends in an escalation.
 * The Action runs in process here against the GitHub double (no judge: the gate is deterministic).
 */
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runAction, type ActionDeps } from '../../../src/action/run-action.js';
import type { Runner } from '../../../src/action/runner.js';
import type { CriticResult } from '../../../src/contract/result.js';
import { fakeSha, READ_TOKEN } from '../../doubles/github.js';
import { githubDoubles } from '../../support/github-doubles.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { actionDefaults, doubleSetupFromGit, inputVariable, pullRequestEvent } from '../../support/action-run.js';
import { readFile } from 'node:fs/promises';

const start = githubDoubles();
const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((f) => f()));
});

const CONFIG = `version: 1
max_attempts: 2
assertions:
  - {id: no-todo, text: "No TODO left", check: {kind: no-placeholders, files: "src/**"}}
  - {id: exists, text: "src/a.ts exists", check: {kind: min-bytes, file: src/a.ts, bytes: 1}}
`;

async function run(earlierHead: boolean) {
  const repo: GitRepoFixture = await createGitRepo();
  cleanup.push(() => repo.cleanup());
  await repo.write('.github/critic-gate.yml', CONFIG);
  await repo.write('src/a.ts', 'export const a = 1;\n');
  const base = await repo.commit('base');
  await repo.branch('feature');
  await repo.write('src/a.ts', 'export const a = 1;\n// TODO: b\n');
  const head = await repo.commit('work');
  const at = { owner: 'octo-org', repo: 'widgets', number: 7, base, head };
  const setup = await doubleSetupFromGit(repo, at);
  const earlier = fakeSha('earlier attempt');
  const d = await start({
    ...setup,
    pull: { ...setup.pull, commits: [earlier, head] },
    workflowRuns: [
      { id: 2002, workflowId: 55, headSha: head, status: 'in_progress' },
      ...(earlierHead ? [{ id: 2001, workflowId: 55, headSha: earlier, conclusion: 'failure' as const }] : []),
    ],
  });
  const dir = await mkdtemp(join(tmpdir(), 'critic-gate-attempts-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  const eventPath = join(dir, 'event.json');
  await writeFile(eventPath, JSON.stringify(pullRequestEvent({ owner: at.owner, repo: at.repo, number: 7, headSha: head, baseSha: base })));
  const inputs = { ...(await actionDefaults()), 'github-token': READ_TOKEN, review: 'off', llm: 'off' };
  const env: Record<string, string> = {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_API_URL: d.url,
    GITHUB_RUN_ID: '2002',
    RUNNER_TEMP: dir,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [inputVariable(k), v])),
  };
  const summary: string[] = [];
  const outputs: Record<string, string> = {};
  const failures: string[] = [];
  const runner: Runner = {
    secret: () => undefined,
    output: (n, v) => void (outputs[n] = v),
    summary: async (m) => void summary.push(m),
    info: () => undefined,
    warning: () => undefined,
    fail: (m) => void failures.push(m),
    group: () => undefined,
    annotate: () => undefined,
  };
  const deps: ActionDeps = {
    env,
    runner,
    makeJudge: () => {
      throw new Error('no judge in this test');
    },
  };
  await runAction(deps);
  const result = JSON.parse(await readFile(outputs['result-file']!, 'utf8')) as CriticResult;
  return { result, failures, github: d };
}

describe('attempts without a review', () => {
  it('a first attempt is sent back for rework', async () => {
    const { result } = await run(false);
    expect(result).toMatchObject({ verdict: 'RETRY', route: 'rework', attempt: { number: 1, max: 2 } });
  });

  it('an earlier run on another head of the pull request makes this attempt 2 of 2: escalated, not another lap', async () => {
    const { result, failures, github } = await run(true);
    expect(result).toMatchObject({ verdict: 'FAIL', route: 'escalate', attempt: { number: 2, max: 2 } });
    expect(failures).toEqual([expect.stringMatching(/verdict FAIL/)]);
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
