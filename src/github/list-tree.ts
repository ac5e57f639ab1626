import { toGitHubError } from './errors.js';
import type { GitHubClient, RepoRef } from './types.js';

export interface TreeListing {
  /** Paths of the regular files (blobs that are not symlinks) at the commit. */
  paths: string[];
  /**
   * Symlinks (mode 120000) by path, with the blob that holds the target, and submodules with
   * their commit: not files to read, but a check selecting one must hear of it (spec §7), and a
   * link to a directory shows its files under its own path.
   */
  symlinks: { path: string; sha: string }[];
  submodules: { path: string; commit: string }[];
  /** GitHub cut the listing (over 100,000 entries or 7 MB): tree-wide checks see only part of it. */
  truncated: boolean;
}

/** Git's mode of a symbolic link. */
const SYMLINK_MODE = '120000';

/** Every file path at a commit, through the git trees API (one recursive request). */
export async function listTree(client: GitHubClient, at: RepoRef & { sha: string }): Promise<TreeListing> {
  try {
    const { data } = await client.rest.git.getTree({ owner: at.owner, repo: at.repo, tree_sha: at.sha, recursive: 'true' });
    const entries = data.tree.filter(
      (e): e is typeof e & { path: string; sha: string } => typeof e.path === 'string' && typeof e.sha === 'string',
    );
    return {
      paths: entries.filter((e) => e.type === 'blob' && e.mode !== SYMLINK_MODE).map((e) => e.path),
      symlinks: entries.filter((e) => e.type === 'blob' && e.mode === SYMLINK_MODE).map((e) => ({ path: e.path, sha: e.sha })),
      submodules: entries.filter((e) => e.type === 'commit').map((e) => ({ path: e.path, commit: e.sha })),
      truncated: data.truncated,
    };
  } catch (e) {
    throw toGitHubError(e, `listing the files at ${at.sha}`, false);
  }
}

/** Symlink targets read beyond this stay unknown: such a link is named, never followed blind. */
const MAX_LINK_READS = 500;

/**
 * The tree's symlinks and submodules as `specials` (the same map local git gives): each link's
 * target is its blob's text (git blobs API), undefined when it could not be read.
 */
export async function treeSpecials(
  client: GitHubClient,
  at: RepoRef,
  listing: TreeListing,
): Promise<Map<string, { kind: 'symlink'; target: string | undefined } | { kind: 'submodule'; commit: string }>> {
  const out = new Map<string, { kind: 'symlink'; target: string | undefined } | { kind: 'submodule'; commit: string }>();
  for (const s of listing.submodules) out.set(s.path, { kind: 'submodule', commit: s.commit });
  const targets = await Promise.all(
    listing.symlinks.map(async (l, i) => {
      if (i >= MAX_LINK_READS) return undefined;
      try {
        const { data } = await client.rest.git.getBlob({ owner: at.owner, repo: at.repo, file_sha: l.sha });
        return data.encoding === 'base64' ? Buffer.from(data.content, 'base64').toString('utf8') : data.content;
      } catch {
        // Unknown, not absent: the link is then named as one whose target could not be read.
        return undefined;
      }
    }),
  );
  listing.symlinks.forEach((l, i) => out.set(l.path, { kind: 'symlink', target: targets[i] }));
  return out;
}
