import type { GitHubClient, PullRef, PullRequestData } from './types.js';
/** The pull request as GitHub describes it: title, body, head and base SHAs, `changed_files`. */
export declare function getPullRequest(client: GitHubClient, ref: PullRef): Promise<PullRequestData>;
