export interface Skeleton {
    text: string;
    /** For each UTF-16 unit of `text`, its index in the original line. */
    at: readonly number[];
}
/** The skeleton of one line (or of a whole text: line breaks are kept, and nothing is joined across them). */
export declare function skeletonOf(line: string): Skeleton;
/** The skeleton's text alone, for a whole file: the same text as `skeletonOf`, without the index map. */
export declare function skeletonText(text: string): string;
/** The index in the original line of the skeleton's `k`-th unit. */
export declare const sourceIndex: (s: Skeleton, k: number) => number;
/** The skeleton's letters alone, lower-cased: words split by any separator are one run of letters. */
export declare const lettersOf: (skeleton: string) => string;
