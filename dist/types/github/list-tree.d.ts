import type { GitHubClient, RepoRef } from './types.js';
export interface TreeListing {
    /** Paths of the files (blobs) at the commit. */
    paths: string[];
    /** GitHub cut the listing (over 100,000 entries or 7 MB): tree-wide checks see only part of it. */
    truncated: boolean;
}
/** Every file path at a commit, through the git trees API (one recursive request). */
export declare function listTree(client: GitHubClient, at: RepoRef & {
    sha: string;
}): Promise<TreeListing>;
