import type { CriticResult } from '../contract/result.js';
import type { ChangedFile } from '../subject/types.js';
import { type ReviewProblem } from './problems.js';
/**
 * Which findings become inline review comments and which go into the body. Decided locally from
 * each file's commentable lines, so GitHub never refuses the review (one bad line → 422 for all).
 */
/** GitHub shows long reviews badly and a flood of comments helps nobody; the rest go to the body. */
export declare const MAX_INLINE_COMMENTS = 30;
/** Ready for createReview (src/github/create-review.ts). */
export interface PlannedComment {
    path: string;
    line: number;
    side: 'RIGHT';
    body: string;
}
export type ElsewhereReason = 'no-location' | 'not-in-diff' | 'over-cap';
export interface ElsewhereProblem {
    finding: ReviewProblem;
    reason: ElsewhereReason;
}
/** A finding left out because an earlier run already commented it on the same line. */
export interface RepeatedProblem {
    finding: ReviewProblem;
    /** The earlier comment, when GitHub gave its address. */
    url?: string;
}
/** The fields of GitHub's list-review-comments items this module reads. */
export interface ExistingComment {
    body?: string | null;
    path: string;
    line?: number | null;
    original_line?: number | null;
    commit_id?: string | null;
    html_url?: string;
}
export interface InlinePlan {
    comments: PlannedComment[];
    /** The finding of each planned comment, in the same order. */
    commented: ReviewProblem[];
    elsewhere: ElsewhereProblem[];
    repeated: RepeatedProblem[];
}
/** Every finding key a comment body carries (normally one); never throws. */
export declare function findingKeysIn(body: unknown): string[];
export declare function planInlineComments(result: CriticResult, files: readonly ChangedFile[], existingComments: readonly ExistingComment[], headSha: string): InlinePlan;
