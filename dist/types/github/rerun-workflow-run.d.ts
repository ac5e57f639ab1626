import type { GitHubClient, RepoRef } from './types.js';
/** Re-runs a workflow run with its original event (needs `actions: write`); GitHub answers 201 and starts it. */
export declare function rerunWorkflowRun(client: GitHubClient, repo: RepoRef, runId: number): Promise<void>;
