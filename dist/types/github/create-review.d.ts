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
export declare function createReview(client: GitHubClient, ref: PullRef, review: NewReview): Promise<PullRequestReview>;
