import { type Verdict } from '../contract/result.js';
export interface MarkerData {
    /** The head SHA that was judged. */
    head: string;
    verdict: Verdict;
    score: number;
    attempt: number;
    /** Keys of the findings (failed checks, unmet criteria) of that run, see problems.ts. */
    findings: string[];
    /** The judge's answers of that run by cache key, so an unchanged judgement costs no model call on an ephemeral runner. */
    cache?: Record<string, string> | undefined;
    /**
     * The head SHA the cache and verdict are bound to (spec §14). Written by every run since the
     * binding exists; a marker without it comes from an older writer and is never trusted for reuse.
     */
    head_sha?: string | undefined;
    /** The config_digest of that run (config-digest.ts); a marker without it is never trusted for reuse. */
    config_digest?: string | undefined;
    /** A human override made this head PASS (spec §14): it counts as PASS for merge-queue reuse. */
    override?: MarkerOverride | undefined;
    /** `git patch-id --stable` of the judged change, so a merge-queue entry can tell it holds the same change. */
    patch_id?: string | undefined;
    /**
     * The quoted evidence the verdict rests on (the met LLM criteria's locations, quoted-evidence.ts),
     * verified again on a merge-queue entry before the verdict is reused. All of it or none: a
     * marker without it (an older writer, or more than fits) is never trusted for reuse.
     */
    quotes?: MarkerQuote[] | undefined;
}
/** One quote a verdict rests on: where the judge cited it and the text it cited. */
export interface MarkerQuote {
    path: string;
    line: number;
    quote: string;
}
export interface MarkerOverride {
    by: string;
    reason: string;
    comment_url: string;
}
export declare function renderMarker(data: MarkerData): string;
/**
 * The marker's data, or undefined when the body has none or it does not read back.
 *
 * Only a marker that ends the body counts (trailing white space aside, as GitHub may add CR LF):
 * renderMarker writes it last, and its payload holds no `<` or `>`, so the body's last `<!--`
 * is its opener. A marker anywhere else — planted through a file name, quoted by a person,
 * followed by text someone added — is not ours to trust, and is ignored, never searched for.
 * Callers also keep only the reviews of the token's own identity (authors.ts).
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
/**
 * The cached answers a marker offers a run under `configDigest`, or none. Only a marker that
 * records the head and the config_digest of the run that wrote it, with the same digest as now,
 * is trusted for reuse: an older marker, or one from another config or judge, offers nothing.
 * An entry from another head is fine: its key hashes the exact prompt, so it is only ever found
 * for byte-identical material (judge/cache.ts).
 */
export declare function reusableCache(marker: MarkerData | undefined, configDigest: string | undefined): Record<string, string>;
