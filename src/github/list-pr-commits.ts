import { collectPullPages } from './pages.js';
import { toGitHubError } from './errors.js';
import type { GitHubClient, PullRef, PullRequestCommit } from './types.js';
import { patchLines, type CommitChange } from '../subject/history.js';

/** GitHub lists at most 250 commits of a pull request. */
const MAX_LISTED_COMMITS = 250;

interface ApiCommitFile {
  filename: string;
  patch?: string | undefined;
}

/** One commit of the commits API as a CommitChange; a file without a patch (binary, too large) adds and removes no known line. */
export function commitFromApi(sha: string, message: string, files: readonly ApiCommitFile[]): CommitChange {
  return {
    sha,
    subject: message.split('\n')[0]!.trim(),
    files: files.map((f) => ({ path: f.filename, ...(f.patch === undefined ? { added: [], removed: [] } : patchLines(f.patch)) })),
  };
}

/** The pull request's commits, oldest first, as GitHub lists them (at most 250). */
export function listPrCommits(client: GitHubClient, ref: PullRef): Promise<PullRequestCommit[]> {
  return collectPullPages(
    `listing the commits of pull request #${ref.pullNumber}`,
    async (page, perPage) => {
      const { data } = await client.rest.pulls.listCommits({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.pullNumber,
        per_page: perPage,
        page,
      });
      return data;
    },
    Math.ceil(MAX_LISTED_COMMITS / 100),
  );
}

/**
 * The pull request's commits, oldest first, each with its files' patches: the history `max-churn`
 * reads when the workspace has no local history. One request per commit, so only on demand.
 * Merge commits are left out, as `git log --no-merges` does.
 */
export async function pullHistory(client: GitHubClient, ref: PullRef): Promise<CommitChange[]> {
  const listed = await listPrCommits(client, ref);
  const commits: CommitChange[] = [];
  for (const c of listed) {
    if (c.parents.length > 1) continue;
    try {
      const { data } = await client.rest.repos.getCommit({ owner: ref.owner, repo: ref.repo, ref: c.sha });
      commits.push(commitFromApi(c.sha, c.commit.message, data.files ?? []));
    } catch (error) {
      throw toGitHubError(error, `reading commit ${c.sha.slice(0, 7)} of pull request #${ref.pullNumber}`, false);
    }
  }
  return commits;
}
