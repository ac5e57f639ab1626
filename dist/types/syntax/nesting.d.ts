/**
 * Issue 37 item 8: oxc-parser recurses on the native stack, and 20,000 nested brackets crash the
 * process with SIGSEGV — no result, an exit code outside 0–4. Measured on oxc 0.160 with Node's
 * 8 MB main stack: brackets, blocks, object literals, ternary, arrow and assignment chains crash
 * between 6,000 and 8,000 levels, type arguments near 5,000, template literals near 3,500, and a
 * worker thread's 4 MB stack halves that. No code a person writes nests a thousand brackets deep,
 * so a file deeper than MAX_NESTING fails its syntax check before the native parser sees it.
 */
/** The deepest bracket nesting that reaches the native parser: far below where oxc's stack gives out. */
export declare const MAX_NESTING = 1000;
export interface Nesting {
    /** The deepest nesting of `(`, `[`, `{` and template `${` outside strings and comments. */
    depth: number;
    /** Where that depth is first reached (a UTF-16 offset). */
    offset: number;
}
/**
 * A lexical estimate of JavaScript's and TypeScript's bracket nesting: strings, comments and
 * template text are skipped, `${` nests. A regular expression literal is read as code (`/[(]/`
 * counts one level), which can move the estimate by a level or two, never by hundreds.
 */
export declare function deepestNesting(text: string): Nesting;
/** The message of a file too deep to hand to a parser. */
export declare const tooDeep: (depth: number) => string;
