import type { Line } from './types.js';

/** Git's heuristic: a NUL byte in the first 8000 bytes makes a file binary. */
export function isBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8000).indexOf(0) >= 0;
}

const decoder = new TextDecoder('utf-8');
export const decodeText = (bytes: Uint8Array): string => decoder.decode(bytes);

/** Splits text into numbered lines; `\r\n` and `\n` both end a line, a final newline opens no new line. */
export function toLines(text: string): Line[] {
  if (text === '') return [];
  const parts = text.split(/\r?\n/);
  if (parts[parts.length - 1] === '') parts.pop();
  return parts.map((t, i) => ({ n: i + 1, text: t }));
}

/** As many lines as toLines gives: every `\n` ends one, and text after the last `\n` is one more. */
export function lineCount(text: string): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
  return text === '' || text.endsWith('\n') ? n : n + 1;
}

/** Collapses runs of white space so quotes compare as a reader would compare them. */
export const normaliseSpace = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Where each line of `text` starts, as offsets: line `n` (1-based) starts at `[n - 1]`; lines end at each `\n`. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** The text of 1-based line `n` (empty past the end), for quoting where a problem was found. */
export const lineText = (text: string, n: number): string => text.split(/\r?\n/)[n - 1] ?? '';
