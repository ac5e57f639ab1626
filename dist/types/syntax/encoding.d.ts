import type { Unreadable } from '../subject/types.js';
/**
 * What the bytes are. `text`: no NUL byte (git's own test), or UTF-16 text. `text-with-nul`:
 * UTF-8 text that holds a NUL byte, which makes git (and so the diff a reviewer reads) call it
 * binary while an interpreter may run it (`// \0` before JavaScript). `binary`: anything else.
 */
export type Content = 'text' | 'text-with-nul' | 'binary';
export declare function contentOf(bytes: Uint8Array): Content;
export type Decoded = {
    text: string;
} | {
    unreadable: Unreadable;
};
/** The text of a file that is not binary: UTF-8, or UTF-16 by its byte order mark. */
export declare function decodeFile(bytes: Uint8Array): Decoded;
/** 1-based line and the byte of the first place `bytes` is not UTF-8, or undefined when it all is. */
export declare function firstInvalidUtf8(bytes: Uint8Array): {
    line: number;
    byte: number;
} | undefined;
/**
 * Why `text`, read from `bytes` at `path`, is not the program that runs: an in-band encoding
 * declaration the file's reader honours, or (for Python, which refuses it) bytes that are not
 * UTF-8. Undefined when what we read is what runs. A file read as UTF-16 by its byte order
 * mark is what that mark says, whatever it declares: browsers and XML parsers let the mark win.
 */
export declare function encodingProblem(path: string, text: string, bytes: Uint8Array): Unreadable | undefined;
