import type { GitHubClient, PullRef, PullRequestCommit } from './types.js';
import { type CommitChange } from '../subject/history.js';
interface ApiCommitFile {
    filename: string;
    patch?: string | undefined;
}
/** One commit of the commits API as a CommitChange; a file without a patch (binary, too large) adds and removes no known line. */
export declare function commitFromApi(sha: string, message: string, files: readonly ApiCommitFile[]): CommitChange;
/** The pull request's commits, oldest first, as GitHub lists them (at most 250). */
export declare function listPrCommits(client: GitHubClient, ref: PullRef): Promise<PullRequestCommit[]>;
/**
 * The pull request's commits, oldest first, each with its files' patches: the history `max-churn`
 * reads when the workspace has no local history. One request per commit, so only on demand.
 * Merge commits are left out, as `git log --no-merges` does.
 */
export declare function pullHistory(client: GitHubClient, ref: PullRef): Promise<CommitChange[]>;
export {};
