import { toGitHubError } from './errors.js';
import { collectPages } from './pages.js';
import type { GitHubClient, PullRef } from './types.js';
import type { RestEndpointMethodTypes } from '@octokit/rest';

export type ListedReview = RestEndpointMethodTypes['pulls']['listReviews']['response']['data'][number];

/** Every review on the pull request, oldest first — used to find and update our own earlier one. */
export async function listReviews(client: GitHubClient, ref: PullRef): Promise<ListedReview[]> {
  try {
    return await collectPages(async (page, perPage) => {
      const { data } = await client.rest.pulls.listReviews({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.pullNumber,
        per_page: perPage,
        page,
      });
      return data;
    }, 50);
  } catch (error) {
    throw toGitHubError(error, `listing the reviews of pull request #${ref.pullNumber}`, false);
  }
}
