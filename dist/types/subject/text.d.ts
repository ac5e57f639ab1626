import type { Line } from './types.js';
/** Git's heuristic: a NUL byte in the first 8000 bytes makes a file binary. */
export declare function isBinary(bytes: Uint8Array): boolean;
export declare const decodeText: (bytes: Uint8Array) => string;
/** Splits text into numbered lines; `\r\n` and `\n` both end a line, a final newline opens no new line. */
export declare function toLines(text: string): Line[];
/** As many lines as toLines gives: every `\n` ends one, and text after the last `\n` is one more. */
export declare function lineCount(text: string): number;
/** Collapses runs of white space so quotes compare as a reader would compare them. */
export declare const normaliseSpace: (s: string) => string;
/** Where each line of `text` starts, as offsets: line `n` (1-based) starts at `[n - 1]`; lines end at each `\n`. */
export declare function lineStarts(text: string): number[];
/** The text of 1-based line `n` (empty past the end), for quoting where a problem was found. */
export declare const lineText: (text: string, n: number) => string;
