import type { GitHubClient, PullRef, PullRequestReview } from './types.js';
/** Replaces the body of an earlier review, so a re-run refreshes its report instead of adding one. */
export declare function updateReview(client: GitHubClient, ref: PullRef, reviewId: number, body: string): Promise<PullRequestReview>;
