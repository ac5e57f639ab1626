/** Small text helpers of the tripwire: which files are prose, and a path made safe to quote. */
export declare const isProsePath: (path: string) => boolean;
/**
 * A path as the tripwire's evidence quotes it: controls, format characters (bidi, zero widths),
 * line separators, variation selectors and tag characters written as `\u{…}` escapes, so the
 * evidence names them without carrying them.
 */
export declare const inertPath: (path: string) => string;
