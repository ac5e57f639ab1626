import { toGitHubError } from './errors.js';
import type { GitHubClient, PullRef, PullRequestReview } from './types.js';

/** One inline comment. GitHub refuses the whole review (422) if `line` is not part of the diff on `side`. */
export interface InlineComment {
  path: string;
  line: number;
  /** RIGHT: a head-side line (added or context); LEFT: a base-side line. Default RIGHT. */
  side?: 'LEFT' | 'RIGHT';
  /** First line of a multi-line comment, in the same hunk as `line`. */
  startLine?: number;
  body: string;
}

export interface NewReview {
  /** The head SHA the comments were computed against. */
  commitId: string;
  body: string;
  comments: readonly InlineComment[];
}

/** Posts one review with event COMMENT: a verdict report never approves nor blocks by itself. */
export async function createReview(client: GitHubClient, ref: PullRef, review: NewReview): Promise<PullRequestReview> {
  try {
    const { data } = await client.rest.pulls.createReview({
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      commit_id: review.commitId,
      event: 'COMMENT',
      body: review.body,
      comments: review.comments.map((c) => ({
        path: c.path,
        line: c.line,
        side: c.side ?? 'RIGHT',
        ...(c.startLine === undefined ? {} : { start_line: c.startLine, start_side: c.side ?? 'RIGHT' }),
        body: c.body,
      })),
    });
    return data;
  } catch (error) {
    throw toGitHubError(error, `posting the review on pull request #${ref.pullNumber}`, true);
  }
}
