import type { CriticResult } from '../contract/result.js';
import type { MarkerQuote } from './marker.js';
/**
 * The quoted evidence a verdict rests on: the locations of its met LLM criteria. Deterministic
 * criteria are not among them, since a merge-queue entry runs them again on its own tree.
 */
export declare function quotedEvidenceOf(result: CriticResult): MarkerQuote[];
export type QuotesCheck = {
    verified: true;
} | {
    verified: false;
    why: string;
};
/**
 * Spec §14: before a merge-queue entry reuses a verdict, each quote it rests on is verified again
 * against the entry's tree, with the judge's own verifier (rule 3: the quote within three lines of
 * the cited line, white space normalised). A line that moved within that window still holds; text
 * that is gone, a file that is gone or is no longer text does not. `files` holds each quoted
 * path's bytes at the entry's head (undefined: no such file there). The first failure is named.
 */
export declare function verifyQuotedEvidence(quotes: readonly MarkerQuote[], files: ReadonlyMap<string, Uint8Array | undefined>): QuotesCheck;
