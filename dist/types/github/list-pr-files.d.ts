import { CriticGateError } from '../errors/taxonomy.js';
import type { GitHubClient, PullRef, PullRequestFile } from './types.js';
/** GitHub lists at most 3000 files of a pull request; compare with the PR's `changed_files` to know. */
export declare const MAX_LISTED_FILES = 3000;
/** GitHub listed fewer files than the pull request has: judged from that list, the rest would go unseen. */
export declare class IncompleteFileListError extends CriticGateError {
    name: string;
    readonly category = "github";
}
/**
 * Every file GitHub lists for the pull request, as GitHub gives them (with `patch` where GitHub shows
 * one: none for binary files or diffs too large to show). A pure mapper turns them into ChangedFiles.
 */
export declare function listPrFiles(client: GitHubClient, ref: PullRef): Promise<PullRequestFile[]>;
/**
 * Every file of the pull request, or an IncompleteFileListError when GitHub lists fewer than the
 * `changed_files` it reports for it: the list stops silently at GitHub's cap, and a gate that saw
 * part of a change must not pass it.
 */
export declare function listAllPrFiles(client: GitHubClient, ref: PullRef, changedFiles: number): Promise<PullRequestFile[]>;
