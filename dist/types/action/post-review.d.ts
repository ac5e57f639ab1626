import type { CriticResult } from '../contract/result.js';
import type { ListedReview } from '../github/list-reviews.js';
import type { PullHost } from '../host/pull-host.js';
import type { ChangedFile } from '../subject/types.js';
import type { Runner } from './runner.js';
export interface ReviewPosting {
    host: PullHost;
    /** The pull request's number. */
    number: number;
    headSha: string;
    serverUrl: string;
    result: CriticResult;
    attempt: number;
    files: readonly ChangedFile[];
    /** critic-gate's own reviews already on the pull request. */
    earlierReviews: readonly ListedReview[];
    notes: readonly string[];
    labels: readonly string[];
    runner: Runner;
    /** The judge's answers of this run by cache key, for the next run. */
    cache?: Readonly<Record<string, string>> | undefined;
    /** The workflow run posting the review, linked in its footer. */
    runUrl?: string | undefined;
    /** The run's config_digest, written into the marker with the head. */
    configDigest?: string | undefined;
    /** `git patch-id` of the pull request's change, for merge-queue reuse. */
    patchId?: string | undefined;
}
export interface Posted {
    url: string;
    /** What went wrong while posting, for the summary and the log. Posting problems never change the verdict. */
    notes: string[];
}
/**
 * Posts one review for the run, then marks earlier critic-gate reviews as superseded and adds
 * the escalation label. Every GitHub failure here turns into a note: the verdict stands on its own.
 */
export declare function postReview(p: ReviewPosting): Promise<Posted>;
/**
 * A clean PASS with `review: on-findings` posts no review; critic-gate's earlier reviews of the
 * pull request (findings of an older head) are updated to say they are resolved, keeping what
 * counts attempts. Failures are notes, as for posting.
 */
export declare function resolveEarlierReviews(p: {
    host: PullHost;
    number: number;
    headSha: string;
    /** critic-gate's own reviews already on the pull request. */
    earlierReviews: readonly ListedReview[];
    runUrl?: string | undefined;
    runner: Runner;
}): Promise<Posted>;
