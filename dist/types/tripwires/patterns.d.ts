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
import type { TripwireHit } from './hit.js';
import { WordsOfText } from './words.js';
export type { TripwireHit, TripwireKind } from './hit.js';
export { hiddenCharacters } from './hidden.js';
/**
 * A pattern, and for `mayHaveTripwires` two looser tests that every match of it also passes, so
 * that a text failing them is cleared before the pattern runs (V8 compiles a regular expression
 * on its first runs: on a cold start each costly pattern costs far more than a substring search).
 *
 * - `words`: groups of literals; every match holds one word of each group. For a
 *   case-insensitive pattern they are searched in the lower-cased text, so each character of a
 *   word must be one that every character `/i` (without `u`) takes for it lower-cases to: true
 *   of ASCII letters (`/i` matches an ASCII letter only in its two cases) and of characters
 *   without case, which is what the words hold (`règles` is searched as `gles`); a test holds
 *   every word to this. For a case-sensitive pattern they are searched in the text as it is,
 *   spelt as the pattern spells them. No word spans a `\s` (which matches spaces outside ASCII).
 * - `hint`: a part of the pattern each match goes through, without the leading context (a
 *   pattern with no hint is its own).
 */
export interface GuardedPattern {
    pattern: RegExp;
    hint?: RegExp;
    words?: readonly (readonly string[])[];
}
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
/** One text's answers about the patterns' words: its skeleton's (`text`) and that lower-cased (`lower`). */
export interface TextWords {
    lower: WordsOfText;
    exact: WordsOfText;
}
export declare const textWords: (text: string, lower: string) => TextWords;
/**
 * Whether `g`'s cheap tests let a text through: its words, then its hint (or pattern), tested on a
 * whole text's skeleton (`text`) and that lower-cased (`lower`). No hint or pattern holds `^` or
 * `$`, and a `\b` at a line's edge sees a line break or the text's edge, both non-word: so a hit on
 * any one line is a hit on the text that holds it. The skeleton of a text is the skeletons of its
 * lines joined (nothing in it crosses a line break).
 */
export declare const guardsPass: (g: GuardedPattern, text: string, lower: string, words?: TextWords) => boolean;
/** The guarded patterns, for tests that hold each one's cheap tests to its matches. */
export declare const GUARDED_PATTERNS: {
    readonly addressed: readonly (GuardedPattern & {
        label: string;
    })[];
    readonly addressee: readonly GuardedPattern[];
    readonly addresseeWords: string[];
    readonly directive: readonly GuardedPattern[];
};
/**
 * False only when no line of `text` has any tripwire hit, so a clean file (almost every one) is
 * passed in a few substring searches, never split into lines nor run line by line through every
 * pattern. True means "look line by line": these tests are loose, and a line that only looks
 * close is then cleared by `tripwiresIn`. Each group of words is a necessary condition of its
 * pattern, so the words are looked for first: they spare a text the patterns, and a cold start
 * their compilation (V8 compiles a regular expression on its first runs).
 */
export declare function mayHaveTripwires(text: string): boolean;
