import { toGitHubError } from './errors.js';
import type { GitHubClient, RepoRef } from './types.js';

export interface TreeListing {
  /** Paths of the files (blobs) at the commit. */
  paths: string[];
  /** GitHub cut the listing (over 100,000 entries or 7 MB): tree-wide checks see only part of it. */
  truncated: boolean;
}

/** Every file path at a commit, through the git trees API (one recursive request). */
export async function listTree(client: GitHubClient, at: RepoRef & { sha: string }): Promise<TreeListing> {
  try {
    const { data } = await client.rest.git.getTree({ owner: at.owner, repo: at.repo, tree_sha: at.sha, recursive: 'true' });
    return {
      paths: data.tree.filter((e) => e.type === 'blob' && typeof e.path === 'string').map((e) => e.path as string),
      truncated: data.truncated,
    };
  } catch (e) {
    throw toGitHubError(e, `listing the files at ${at.sha}`, false);
  }
}
