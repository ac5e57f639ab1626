import { collectPullPages } from './pages.js';
import type { GitHubClient, RepoRef, WorkflowRun } from './types.js';

/**
 * The runs of one workflow (its file name, e.g. `critic-gate.yml`, or its id) for one head commit,
 * newest first as GitHub lists them.
 */
export function listWorkflowRunsForHead(client: GitHubClient, repo: RepoRef, workflow: string, headSha: string): Promise<WorkflowRun[]> {
  return collectPullPages(
    `listing the runs of workflow ${workflow} for ${headSha.slice(0, 12)}`,
    async (page, perPage) => {
      const { data } = await client.rest.actions.listWorkflowRuns({
        owner: repo.owner,
        repo: repo.repo,
        workflow_id: /^\d+$/.test(workflow) ? Number(workflow) : workflow,
        head_sha: headSha,
        per_page: perPage,
        page,
      });
      return data.workflow_runs;
    },
    2,
  );
}

/**
 * The completed runs of one workflow (by id), on one branch when it is given, newest first; at
 * most `maxPages` pages of 100.
 */
export function listCompletedWorkflowRuns(
  client: GitHubClient,
  repo: RepoRef,
  workflowId: number,
  branch: string | undefined,
  maxPages: number,
): Promise<WorkflowRun[]> {
  return collectPullPages(
    `listing the runs of workflow ${workflowId}`,
    async (page, perPage) => {
      const { data } = await client.rest.actions.listWorkflowRuns({
        owner: repo.owner,
        repo: repo.repo,
        workflow_id: workflowId,
        ...(branch ? { branch } : {}),
        status: 'completed',
        per_page: perPage,
        page,
      });
      return data.workflow_runs;
    },
    maxPages,
  );
}
