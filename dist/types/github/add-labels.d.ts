import type { GitHubClient, IssueLabel, PullRef } from './types.js';
/**
 * Adds labels to the pull request (GitHub creates unknown ones) and returns all its labels then.
 * No labels asked for: nothing is sent and the answer is empty.
 */
export declare function addLabels(client: GitHubClient, ref: PullRef, labels: readonly string[]): Promise<IssueLabel[]>;
