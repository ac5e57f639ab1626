import { toGitHubError } from './errors.js';
import type { GitHubClient, RepoRef } from './types.js';

/** Re-runs a workflow run with its original event (needs `actions: write`); GitHub answers 201 and starts it. */
export async function rerunWorkflowRun(client: GitHubClient, repo: RepoRef, runId: number): Promise<void> {
  try {
    await client.rest.actions.reRunWorkflow({ owner: repo.owner, repo: repo.repo, run_id: runId });
  } catch (error) {
    throw toGitHubError(error, `re-running workflow run ${runId}`, true);
  }
}
