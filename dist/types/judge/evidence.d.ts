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
/**
 * Spec rule 3: a claim of `met` counts only when its quote is found in material the judge
 * was shown, at the cited path, within three lines of the cited line.
 */
export declare function verifyEvidence(item: JudgeItem, allowedPaths: readonly string[], material: ReadonlyMap<string, MaterialFile>, seen: ReadonlyMap<string, ReadonlySet<number>>): EvidenceCheck;
