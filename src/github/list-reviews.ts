import { collectPullPages } from './pages.js';
import type { GitHubClient, PullRef } from './types.js';
import type { RestEndpointMethodTypes } from '@octokit/rest';

export type ListedReview = RestEndpointMethodTypes['pulls']['listReviews']['response']['data'][number];

/** Every review on the pull request, oldest first — used to find and update our own earlier one. */
export function listReviews(client: GitHubClient, ref: PullRef): Promise<ListedReview[]> {
  return collectPullPages(
    `listing the reviews of pull request #${ref.pullNumber}`,
    async (page, perPage) => {
      const { data } = await client.rest.pulls.listReviews({
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
