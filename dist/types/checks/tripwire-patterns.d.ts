/**
 * What the `prompt-injection` tripwire looks for. Pure: a line of text in, findings out.
 *
 * Two kinds. Hidden characters (Trojan Source, CVE-2021-42574): bidirectional controls and
 * invisible characters make code read differently to a human, a compiler and a model — they
 * fail whenever tripwires are on. Addressed text: words written to a reviewer or a model rather
 * than to the code's readers (instructions to ignore the rules, to mark assertions as met,
 * chat-template role markers, a fake end of the material) — a warning, or a failure under
 * `tripwires: fail`. Each pattern is linear (no nested quantifiers) and runs on one line.
 */
import type { TripwireHit } from './tripwire-hit.js';
export type { TripwireHit, TripwireKind } from './tripwire-hit.js';
export { hiddenCharacters } from './tripwire-hidden.js';
export interface ScanOptions {
    /** The first line given is the first line of a file (a BOM there is an encoding marker). Default: true. */
    fileStart?: boolean;
    /** The text is prose (Markdown, the PR body): invisible characters in it hide no code. */
    prose?: boolean;
}
export interface LineHit extends TripwireHit {
    /** The line's number: `n` of the line given, else its 1-based position. */
    line: number;
}
/**
 * Everything on a run of lines (a file's lines in scope, a PR body), hidden characters first on
 * each line. A line addressing automated readers is reported when a line that dictates the
 * answer is at most WINDOW lines away from it (the same line included).
 */
export declare function tripwiresIn(lines: readonly (string | {
    n: number;
    text: string;
})[], options?: ScanOptions): LineHit[];
/** Everything on one line, hidden characters first. */
export declare function tripwiresOn(line: string, firstLineOfFile?: boolean, options?: Omit<ScanOptions, 'fileStart'>): TripwireHit[];
/** Text addressed to a reviewer or a model on one line. */
export declare function addressedText(line: string): TripwireHit[];
/**
 * False only when no line of `text` has any tripwire hit, so a clean file (almost every one) is
 * passed in a few substring searches, never split into lines nor run line by line through every
 * pattern. True means "look line by line": these tests are loose, and a line that only looks
 * close is then cleared by `tripwiresIn`.
 */
export declare function mayHaveTripwires(text: string): boolean;
