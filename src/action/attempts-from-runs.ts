/**
 * The attempt number without reviews (`review: off`, or a read-only token that cannot post one):
 * the earlier runs of this workflow whose head commit is another commit of this pull request.
 * Everything read here a read-only token may read (`actions: read`, `pull-requests: read`), so a
 * fork's run counts its attempts like any other. A commit pushed together with others never had a
 * run, and a cancelled or skipped run judged nothing: neither counts.
 */
import { collectPullPages } from '../github/pages.js';
import { toGitHubError } from '../github/errors.js';
import type { GitHubClient, PullRef } from '../github/types.js';
import { errorMessage } from '../errors/message.js';

/** Workflow runs looked at: the newest 500 are more than any pull request's retry loop needs. */
const MAX_RUN_PAGES = 5;
const NOT_JUDGED = new Set(['cancelled', 'skipped', 'stale', 'startup_failure']);

/** `number`: 1 + the distinct other head commits of the pull request an earlier run judged. */
export type AttemptFromRuns = { ok: true; number: number } | { ok: false; problem: string };

export async function attemptFromRuns(
  client: GitHubClient,
  pull: PullRef,
  headSha: string,
  runId: string | undefined,
): Promise<AttemptFromRuns> {
  if (!runId || !/^\d+$/.test(runId)) return { ok: false, problem: 'GITHUB_RUN_ID is not set' };
  try {
    const run = await client.rest.actions.getWorkflowRun({ owner: pull.owner, repo: pull.repo, run_id: Number(runId) }).then(
      (r) => r.data,
      (e: unknown) => {
        throw toGitHubError(e, `reading workflow run ${runId}`, false);
      },
    );
    const commits = await collectPullPages(
      `listing the commits of pull request #${pull.pullNumber}`,
      async (page, perPage) =>
        (await client.rest.pulls.listCommits({ owner: pull.owner, repo: pull.repo, pull_number: pull.pullNumber, per_page: perPage, page }))
          .data,
      3,
    );
    const ofPull = new Set(commits.map((c) => c.sha.toLowerCase()));
    const current = headSha.toLowerCase();
    const runs = await collectPullPages(
      `listing the runs of workflow ${run.workflow_id}`,
      async (page, perPage) =>
        (
          await client.rest.actions.listWorkflowRuns({
            owner: pull.owner,
            repo: pull.repo,
            workflow_id: run.workflow_id,
            ...(run.head_branch ? { branch: run.head_branch } : {}),
            status: 'completed',
            per_page: perPage,
            page,
          })
        ).data.workflow_runs,
      MAX_RUN_PAGES,
    );
    const heads = new Set(
      runs
        .filter((r) => r.id !== run.id && !NOT_JUDGED.has(r.conclusion ?? ''))
        .map((r) => r.head_sha.toLowerCase())
        .filter((sha) => sha !== current && ofPull.has(sha)),
    );
    return { ok: true, number: 1 + heads.size };
  } catch (e) {
    return { ok: false, problem: errorMessage(e) };
  }
}
