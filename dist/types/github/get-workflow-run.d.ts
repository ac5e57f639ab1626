import type { GitHubClient, RepoRef } from './types.js';
/** What the attempt count needs of a workflow run: its workflow and the branch it ran for. */
export interface WorkflowRunInfo {
    id: number;
    workflowId: number;
    headBranch: string | undefined;
}
/** One workflow run by its id (GITHUB_RUN_ID): needs `actions: read`, which a read-only token has. */
export declare function getWorkflowRun(client: GitHubClient, repo: RepoRef, runId: number): Promise<WorkflowRunInfo>;
