/**
 * The attempt number without reviews (`review: off`, or a read-only token that cannot post one):
 * the earlier runs of this workflow whose head commit is another commit of this pull request.
 * Everything read here a read-only token may read (`actions: read`, `pull-requests: read`), so a
 * fork's run counts its attempts like any other. A commit pushed together with others never had a
 * run, and a cancelled or skipped run judged nothing: neither counts.
 */
import { getWorkflowRun } from '../github/get-workflow-run.js';
import { listPrCommits } from '../github/list-pr-commits.js';
import { listCompletedWorkflowRuns } from '../github/list-workflow-runs.js';
import type { GitHubClient, PullRef } from '../github/types.js';
import { errorMessage } from '../errors/message.js';
import type { AttemptFromRuns } from './pull-host.js';

/** Workflow runs looked at: the newest 500 are more than any pull request's retry loop needs. */
const MAX_RUN_PAGES = 5;
const NOT_JUDGED = new Set(['cancelled', 'skipped', 'stale', 'startup_failure']);

export async function attemptFromRuns(
  client: GitHubClient,
  pull: PullRef,
  headSha: string,
  runId: string | undefined,
): Promise<AttemptFromRuns> {
  if (!runId || !/^\d+$/.test(runId)) return { ok: false, problem: 'GITHUB_RUN_ID is not set' };
  try {
    const run = await getWorkflowRun(client, pull, Number(runId));
    const ofPull = new Set((await listPrCommits(client, pull)).map((c) => c.sha.toLowerCase()));
    const current = headSha.toLowerCase();
    const runs = await listCompletedWorkflowRuns(client, pull, run.workflowId, run.headBranch, MAX_RUN_PAGES);
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
