import type { CriticResult } from '../contract/result.js';
import { type ReviewProblem } from './problems.js';
import { type ElsewhereProblem, type RepeatedProblem } from './inline.js';
import { type MarkerData } from './marker.js';
/** GitHub refuses a review body above 65,536 characters; this leaves room for its own counting. */
export declare const SAFE_BODY_CHARS = 65000;
export interface ReviewBodyOptions {
    owner: string;
    repo: string;
    headSha: string;
    /** GITHUB_SERVER_URL. */
    serverUrl: string;
    attempt: number;
    /** Paragraphs shown right under the headline (escalation). */
    notes?: readonly string[];
    /** Findings that are inline comments of this review (InlinePlan.commented): the body lists them in one line each. */
    commented?: readonly ReviewProblem[];
    /** Findings that are not inline comments (InlinePlan.elsewhere). */
    elsewhere?: readonly ElsewhereProblem[];
    /** Findings an earlier run already commented on (InlinePlan.repeated). */
    repeated?: readonly RepeatedProblem[];
    /** Default SAFE_BODY_CHARS. */
    maxChars?: number;
    /** The judge's answers of this run by cache key, carried in the marker for the next run. */
    cache?: Readonly<Record<string, string>> | undefined;
    /** The workflow run that wrote the review, linked in the footer. */
    runUrl?: string | undefined;
    /** The run's config_digest (config-digest.ts): with the head, what the cache and the verdict are bound to. */
    configDigest?: string | undefined;
    /** `git patch-id` of the judged change, for merge-queue reuse. */
    patchId?: string | undefined;
}
/** The PR review body: the markdown report (problems with an inline comment in one line each), and the marker last. */
export declare function reviewBody(result: CriticResult, options: ReviewBodyOptions): string;
/**
 * `report` then `marker`, within `maxChars`. When too long, the report is cut at a line boundary,
 * a code fence left open is closed, and a visible note says how much is missing — the marker is
 * never cut, since later runs count attempts from it.
 */
export declare function withMarker(report: string, marker: string, maxChars: number): string;
/**
 * The new body of a review a later one replaced: a pointer to the new review, and the old marker
 * kept as it was, so the attempt it records is still counted.
 */
export declare function supersededBody(newReviewUrl: string, oldMarker: MarkerData | undefined): string;
/**
 * An earlier review once its findings are resolved: a later head passed with nothing to report, so
 * no new review was posted (`review: on-findings`). It keeps only what counts attempts, and reads
 * as superseded, so it is updated once.
 */
export declare function resolvedBody(headSha: string, runUrl: string | undefined, oldMarker: MarkerData | undefined): string;
/** A body supersededBody wrote: that review was already replaced and needs no second update. */
export declare function isSuperseded(body: string | null | undefined): boolean;
