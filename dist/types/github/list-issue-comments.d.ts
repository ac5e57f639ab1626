import type { GitHubClient, IssueComment, PullRef } from './types.js';
/** Comments on the pull request's conversation (not review comments), oldest first: where override commands are. */
export declare function listIssueComments(client: GitHubClient, ref: PullRef): Promise<IssueComment[]>;
/** Spec §14: a comment counts as written only when it was never edited (GitHub lets any writer edit anyone's comment). */
export declare const wasEdited: (c: {
    created_at?: string | undefined;
    updated_at?: string | undefined;
}) => boolean;
