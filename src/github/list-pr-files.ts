import { PER_PAGE, collectPullPages } from './pages.js';
import { CriticGateError } from '../errors/taxonomy.js';
import type { GitHubClient, PullRef, PullRequestFile } from './types.js';

/** GitHub lists at most 3000 files of a pull request; compare with the PR's `changed_files` to know. */
export const MAX_LISTED_FILES = 3000;

/** GitHub listed fewer files than the pull request has: judged from that list, the rest would go unseen. */
export class IncompleteFileListError extends CriticGateError {
  override name = 'IncompleteFileListError';
  readonly category = 'github';
}

/**
 * Every file GitHub lists for the pull request, as GitHub gives them (with `patch` where GitHub shows
 * one: none for binary files or diffs too large to show). A pure mapper turns them into ChangedFiles.
 */
export function listPrFiles(client: GitHubClient, ref: PullRef): Promise<PullRequestFile[]> {
  return collectPullPages(
    `listing the files of pull request #${ref.pullNumber}`,
    async (page, perPage) => {
      const { data } = await client.rest.pulls.listFiles({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.pullNumber,
        per_page: perPage,
        page,
      });
      return data;
    },
    MAX_LISTED_FILES / PER_PAGE,
  );
}

/**
 * Every file of the pull request, or an IncompleteFileListError when GitHub lists fewer than the
 * `changed_files` it reports for it: the list stops silently at GitHub's cap, and a gate that saw
 * part of a change must not pass it.
 */
export async function listAllPrFiles(client: GitHubClient, ref: PullRef, changedFiles: number): Promise<PullRequestFile[]> {
  const files = await listPrFiles(client, ref);
  if (files.length < changedFiles) {
    throw new IncompleteFileListError(
      `GitHub listed ${files.length} of the ${changedFiles} changed files of pull request #${ref.pullNumber} (it lists at most ${MAX_LISTED_FILES}): ` +
        'the change cannot be judged completely through the API; check out the pull request with actions/checkout ' +
        '(ref: ${{ github.event.pull_request.head.sha }}, fetch-depth: 0) so local git is used',
    );
  }
  return files;
}
