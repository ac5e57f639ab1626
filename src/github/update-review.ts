import { toGitHubError } from './errors.js';
import type { GitHubClient, PullRef, PullRequestReview } from './types.js';

/** Replaces the body of an earlier review, so a re-run refreshes its report instead of adding one. */
export async function updateReview(client: GitHubClient, ref: PullRef, reviewId: number, body: string): Promise<PullRequestReview> {
  try {
    const { data } = await client.rest.pulls.updateReview({
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      review_id: reviewId,
      body,
    });
    return data;
  } catch (error) {
    throw toGitHubError(error, `updating review ${reviewId} on pull request #${ref.pullNumber}`, true);
  }
}
