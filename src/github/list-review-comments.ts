import { toGitHubError } from './errors.js';
import { collectPages } from './pages.js';
import type { GitHubClient, PullRef, PullRequestReviewComment } from './types.js';

/** Every inline review comment on the pull request, oldest first — used to skip repeating a finding. */
export async function listReviewComments(client: GitHubClient, ref: PullRef): Promise<PullRequestReviewComment[]> {
  try {
    return await collectPages(async (page, perPage) => {
      const { data } = await client.rest.pulls.listReviewComments({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.pullNumber,
        per_page: perPage,
        page,
      });
      return data;
    }, 50);
  } catch (error) {
    throw toGitHubError(error, `listing the review comments of pull request #${ref.pullNumber}`, false);
  }
}
