import type { GitHubClient, RepoRef, WorkflowRun } from './types.js';
/**
 * The runs of one workflow (its file name, e.g. `critic-gate.yml`, or its id) for one head commit,
 * newest first as GitHub lists them.
 */
export declare function listWorkflowRunsForHead(client: GitHubClient, repo: RepoRef, workflow: string, headSha: string): Promise<WorkflowRun[]>;
/**
 * The completed runs of one workflow (by id), on one branch when it is given, newest first; at
 * most `maxPages` pages of 100.
 */
export declare function listCompletedWorkflowRuns(client: GitHubClient, repo: RepoRef, workflowId: number, branch: string | undefined, maxPages: number): Promise<WorkflowRun[]>;
