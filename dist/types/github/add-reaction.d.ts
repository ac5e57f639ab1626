import type { GitHubClient, RepoRef } from './types.js';
export type Reaction = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';
/** Reacts to a comment on an issue or pull request: the acknowledgement of a command. */
export declare function addCommentReaction(client: GitHubClient, repo: RepoRef, commentId: number, content: Reaction): Promise<void>;
