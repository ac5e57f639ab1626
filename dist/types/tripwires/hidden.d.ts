/**
 * Hidden characters (Trojan Source, CVE-2021-42574, and data smuggled in invisible characters),
 * with the honest uses real code has for some of them (issue 26, item 5).
 *
 * - Bidirectional controls always fail: they reorder what a person sees.
 * - Characters that carry data fail: tag characters outside a subdivision flag, a run of
 *   variation selectors, a selector after a character that takes none, the Hangul fillers (which
 *   JavaScript and Python accept as a whole identifier).
 * - Other invisible characters (zero widths, joiners, invisible operators, a BOM in mid-text)
 *   fail where they change what code means: in code, between ASCII characters (inside an
 *   identifier or a keyword). In a comment, in prose (Markdown, the PR body) or next to emoji
 *   and typography they are a warning naming the line.
 * - Honest uses pass without a word: emoji ZWJ sequences and a joiner inside another script, an
 *   emoji's presentation selector, an ideographic variation sequence, `*​/` written in a block
 *   comment, joiners around typography in a comment (`10‍−‍16`), blank cells of braille art.
 */
import type { TripwireHit } from './hit.js';
/** Every character this file judges. Tag characters and supplementary variation selectors are behind U+DB40. */
export declare const HIDDEN_CANDIDATES: RegExp;
/** A superset of the candidates as one class, for a fast whole-text test. */
export declare const MAYBE_HIDDEN: RegExp;
/**
 * Where a comment starts on a line of code: 0 for a line that is a comment (`//`, `/*`, `*`,
 * `#`, `<!--`, `--`), the index of a trailing `//` or ` #` outside quotes, else -1.
 */
export declare function commentStart(line: string): number;
export declare const literalMayHold: (c: number) => boolean;
export interface HiddenOptions {
    /** The line opens a file: a BOM there is an encoding marker. */
    firstLineOfFile?: boolean;
    /** The text is prose (Markdown, the PR body): no part of it is code. */
    prose?: boolean;
}
export declare function hiddenCharacters(line: string, options?: HiddenOptions): TripwireHit[];
