import { toGitHubError } from './errors.js';
import type { GitHubClient, PullRef, PullRequestData } from './types.js';

/** The pull request as GitHub describes it: title, body, head and base SHAs, `changed_files`. */
export async function getPullRequest(client: GitHubClient, ref: PullRef): Promise<PullRequestData> {
  try {
    const { data } = await client.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: ref.pullNumber });
    return data;
  } catch (error) {
    throw toGitHubError(error, `reading pull request #${ref.pullNumber}`, false);
  }
}
