// Cutting text to a length, for every layer: it imports nothing, so the syntax worker thread,
// the checks, the judge and the reports can all use it without loading anything else.

/** What a clipped text ends with, so a reader sees that something is missing. */
export const CLIP_MARK = '…';

/**
 * `text` in at most `max` characters (UTF-16 code units, as `length` counts): unchanged when it
 * fits, else its beginning and `…`. A cut never splits a surrogate pair: half an emoji is not a
 * character, and GitHub replaces or refuses it.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < CLIP_MARK.length) return '';
  let end = max - CLIP_MARK.length;
  if (isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}${CLIP_MARK}`;
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
