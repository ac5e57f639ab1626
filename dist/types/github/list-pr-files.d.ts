import type { GitHubClient, PullRef, PullRequestFile } from './types.js';
/** GitHub lists at most 3000 files of a pull request; compare with the PR's `changed_files` to know. */
export declare const MAX_LISTED_FILES = 3000;
/**
 * Every file GitHub lists for the pull request, as GitHub gives them (with `patch` where GitHub shows
 * one: none for binary files or diffs too large to show). A pure mapper turns them into ChangedFiles.
 */
export declare function listPrFiles(client: GitHubClient, ref: PullRef): Promise<PullRequestFile[]>;
