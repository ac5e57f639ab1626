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
export type TripwireKind = 'hidden' | 'addressed';
export interface TripwireHit {
    kind: TripwireKind;
    /** What was found, e.g. `U+202E RIGHT-TO-LEFT OVERRIDE` or `"ignore previous instructions"`. */
    what: string;
    /** 0-based UTF-16 column. */
    column: number;
}
export declare function hiddenCharacters(line: string, firstLineOfFile: boolean): TripwireHit[];
export declare function addressedText(line: string): TripwireHit[];
/** Everything on one line, hidden characters first. */
export declare function tripwiresOn(line: string, firstLineOfFile?: boolean): TripwireHit[];
/**
 * False only when no line of `text` has any tripwire hit, so a clean file (almost every one) is
 * passed in a few substring searches, never split into lines nor run line by line through every
 * pattern. True means "look line by line": these tests are loose, and a line that only looks
 * close is then cleared by `tripwiresOn`.
 */
export declare function mayHaveTripwires(text: string): boolean;
