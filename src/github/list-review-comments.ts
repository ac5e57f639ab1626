import { collectPullPages } from './pages.js';
import type { GitHubClient, PullRef, PullRequestReviewComment } from './types.js';

/** Every inline review comment on the pull request, oldest first — used to skip repeating a finding. */
export function listReviewComments(client: GitHubClient, ref: PullRef): Promise<PullRequestReviewComment[]> {
  return collectPullPages(
    `listing the review comments of pull request #${ref.pullNumber}`,
    async (page, perPage) => {
      const { data } = await client.rest.pulls.listReviewComments({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.pullNumber,
        per_page: perPage,
        page,
      });
      return data;
    },
    50,
  );
}
