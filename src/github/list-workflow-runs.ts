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
