import { type Verdict } from '../contract/result.js';
export interface MarkerData {
    /** The head SHA that was judged. */
    head: string;
    verdict: Verdict;
    score: number;
    attempt: number;
    /** Keys of the findings (failed checks, unmet criteria) of that run, see findings.ts. */
    findings: string[];
    /** The judge's answers of that run by cache key, so an unchanged judgement costs no model call on an ephemeral runner. */
    cache?: Record<string, string> | undefined;
}
export declare function renderMarker(data: MarkerData): string;
/**
 * The marker's data, or undefined when the body has none or it does not read back. When a body
 * holds several (someone pasted an old one into it), the last valid one wins: ours is always last.
 */
export declare function parseMarker(body: unknown): MarkerData | undefined;
/** The fields of a listed review this module reads; GitHub's list-reviews items fit. */
export interface ReviewLike {
    body?: string | null;
    commit_id?: string | null;
}
/**
 * A review body written by critic-gate: one that carries a readable marker. Anyone can post such a
 * body, so callers first keep only the reviews of the token's own identity (authors.ts).
 */
export declare function isCriticGateReview(review: ReviewLike): boolean;
