/** `path:line` for evidence. */
export declare const at: (path: string, line?: number) => string;
/** A short, single-line excerpt of a source line for evidence. */
export declare function excerpt(text: string, max?: number): string;
