import { toGitHubError } from './errors.js';
import type { GitHubClient, RepoRef } from './types.js';

/** What the attempt count needs of a workflow run: its workflow and the branch it ran for. */
export interface WorkflowRunInfo {
  id: number;
  workflowId: number;
  headBranch: string | undefined;
}

/** One workflow run by its id (GITHUB_RUN_ID): needs `actions: read`, which a read-only token has. */
export async function getWorkflowRun(client: GitHubClient, repo: RepoRef, runId: number): Promise<WorkflowRunInfo> {
  try {
    const { data } = await client.rest.actions.getWorkflowRun({ owner: repo.owner, repo: repo.repo, run_id: runId });
    return { id: data.id, workflowId: data.workflow_id, headBranch: data.head_branch ?? undefined };
  } catch (error) {
    throw toGitHubError(error, `reading workflow run ${runId}`, false);
  }
}
