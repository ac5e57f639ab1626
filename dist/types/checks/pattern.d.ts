import * as z from '../contract/zod.js';
import type { Line } from '../subject/types.js';
import type { SelectedFile } from './define.js';
/**
 * A pattern as a check uses it. Config patterns run on RE2 semantics (re2js): their time is
 * linear in the text, so no pattern written in a config or an input can hang a run however the
 * text is crafted (`^(\w+\s?)*$` on a long line would backtrack for ever in JavaScript's engine).
 */
export interface TextPattern {
    /** Whether the pattern matches anywhere in the text. */
    test(text: string): boolean;
    /** Where the first match starts, or -1. */
    indexIn(text: string): number;
    /** The first match: where it starts and the text it matched. */
    firstMatch(text: string): {
        index: number;
        text: string;
    } | undefined;
}
/**
 * The texts of a pattern that is plain printable ASCII and `|` (`TODO|FIXME`), else undefined.
 * Such a pattern matches where one of its texts occurs, on RE2 as anywhere, and `m`, `s` and `u`
 * change nothing about it; `i` would bring RE2's case folding, so it goes to re2js. Found by
 * searching the texts instead: re2js's first compile costs about 10 ms of the CLI's cold start,
 * spent on the common pattern that needs no regular expression engine at all.
 */
export declare function literalAlternatives(pattern: string, flags?: string): string[] | undefined;
/**
 * Why RE2 cannot run the pattern (a look-around, a back-reference, a syntax error), or undefined.
 * `codeCacheDir`: where RE2's compiled code is kept, should this be the first pattern to load it.
 */
export declare function patternError(pattern: string, flags?: string, codeCacheDir?: string): string | undefined;
/** `parse()`, whose pattern refinements load RE2 (if they are the first) with `codeCacheDir`. */
export declare function parsedWithCodeCache<T>(codeCacheDir: string | undefined, parse: () => T): T;
export declare const patternShape: () => {
    pattern: z.ZodMiniString<string>;
    flags: z.ZodMiniOptional<z.ZodMiniString<string>>;
};
/** A config pattern, on the linear-time engine (its compiled code kept in `codeCacheDir`, should this load it). */
export declare function compilePattern(pattern: string, flags?: string, codeCacheDir?: string): TextPattern;
/** A fixed pattern of critic-gate's own (such as the placeholder words), known not to backtrack. */
export declare function trustedPattern(re: RegExp): TextPattern;
/** Every line in scope holding a match, in order. A pattern spanning lines is found in whole-file scopes. */
export declare function matchingLines(file: SelectedFile, re: TextPattern, wholeFile: boolean): Line[];
