import { toGitHubError } from './errors.js';
import type { GitHubClient, RepoRef } from './types.js';

export type Reaction = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

/** Reacts to a comment on an issue or pull request: the acknowledgement of a command. */
export async function addCommentReaction(client: GitHubClient, repo: RepoRef, commentId: number, content: Reaction): Promise<void> {
  try {
    await client.rest.reactions.createForIssueComment({ owner: repo.owner, repo: repo.repo, comment_id: commentId, content });
  } catch (error) {
    throw toGitHubError(error, `reacting to comment ${commentId}`, true);
  }
}
