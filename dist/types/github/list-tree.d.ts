import type { GitHubClient, RepoRef } from './types.js';
export interface TreeListing {
    /** Paths of the regular files (blobs that are not symlinks) at the commit. */
    paths: string[];
    /**
     * Symlinks (mode 120000) by path, with the blob that holds the target, and submodules with
     * their commit: not files to read, but a check selecting one must hear of it (spec §7), and a
     * link to a directory shows its files under its own path.
     */
    symlinks: {
        path: string;
        sha: string;
    }[];
    submodules: {
        path: string;
        commit: string;
    }[];
    /** GitHub cut the listing (over 100,000 entries or 7 MB): tree-wide checks see only part of it. */
    truncated: boolean;
}
/** Every file path at a commit, through the git trees API (one recursive request). */
export declare function listTree(client: GitHubClient, at: RepoRef & {
    sha: string;
}): Promise<TreeListing>;
/**
 * The tree's symlinks and submodules as `specials` (the same map local git gives): each link's
 * target is its blob's text (git blobs API), undefined when it could not be read.
 */
export declare function treeSpecials(client: GitHubClient, at: RepoRef, listing: TreeListing): Promise<Map<string, {
    kind: 'symlink';
    target: string | undefined;
} | {
    kind: 'submodule';
    commit: string;
}>>;
