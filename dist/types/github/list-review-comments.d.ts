import type { GitHubClient, PullRef, PullRequestReviewComment } from './types.js';
/** Every inline review comment on the pull request, oldest first — used to skip repeating a finding. */
export declare function listReviewComments(client: GitHubClient, ref: PullRef): Promise<PullRequestReviewComment[]>;
