/** What a clipped text ends with, so a reader sees that something is missing. */
export declare const CLIP_MARK = "\u2026";
/**
 * `text` in at most `max` characters (UTF-16 code units, as `length` counts): unchanged when it
 * fits, else its beginning and `…`. A cut never splits a surrogate pair: half an emoji is not a
 * character, and GitHub replaces or refuses it.
 */
export declare function clip(text: string, max: number): string;
