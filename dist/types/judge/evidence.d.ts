import type { Location } from '../contract/location.js';
import type { JudgeItem, MaterialFile } from './types.js';
/** How far from the cited line the quote may sit (spec rule 3). */
export declare const EVIDENCE_WINDOW = 3;
/**
 * Spec §7: a quote has weight when it holds at least this many non-space characters, or is the
 * whole content of a line. `e` or `def` is found near almost any line and proves nothing.
 */
export declare const MIN_QUOTE_CHARS = 12;
export type EvidenceCheck = {
    verified: true;
    location: Location;
} | {
    verified: false;
    reason: string;
};
/** Why a quote of the author's own words proves nothing about the code (issue 44). */
export declare const AUTHOR_CLAIM = "is a comment, docstring or string this change added: the author\u2019s claim about the code, not the code. Cite the code that does it";
/** Options of verifyEvidence. */
export interface EvidenceOptions {
    /**
     * Issue 44: refuse a quote that lies wholly in a comment or string the change added (default).
     * Off for a canary, which asks only whether a line is there, not what the code does.
     */
    provenance?: boolean;
}
/**
 * Spec rule 3: a claim of `met` counts only when its quote is found in material the judge
 * was shown, at the cited path, within three lines of the cited line.
 */
export declare function verifyEvidence(item: JudgeItem, allowedPaths: readonly string[], material: ReadonlyMap<string, MaterialFile>, seen: ReadonlyMap<string, ReadonlySet<number>>, options?: EvidenceOptions): EvidenceCheck;
