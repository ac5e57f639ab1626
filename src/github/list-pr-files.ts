import { toGitHubError } from './errors.js';
import { PER_PAGE, collectPages } from './pages.js';
import type { GitHubClient, PullRef, PullRequestFile } from './types.js';

/** GitHub lists at most 3000 files of a pull request; compare with the PR's `changed_files` to know. */
export const MAX_LISTED_FILES = 3000;

/**
 * Every file GitHub lists for the pull request, as GitHub gives them (with `patch` where GitHub shows
 * one: none for binary files or diffs too large to show). A pure mapper turns them into ChangedFiles.
 */
export async function listPrFiles(client: GitHubClient, ref: PullRef): Promise<PullRequestFile[]> {
  try {
    return await collectPages(async (page, perPage) => {
      const { data } = await client.rest.pulls.listFiles({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.pullNumber,
        per_page: perPage,
        page,
      });
      return data;
    }, MAX_LISTED_FILES / PER_PAGE);
  } catch (error) {
    throw toGitHubError(error, `listing the files of pull request #${ref.pullNumber}`, false);
  }
}
