import type { GitHubClient, IssueComment, PullRef } from './types.js';
/** Comments on the pull request's conversation (not review comments), oldest first: where override commands are. */
export declare function listIssueComments(client: GitHubClient, ref: PullRef): Promise<IssueComment[]>;
