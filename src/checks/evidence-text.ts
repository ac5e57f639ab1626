// The small text helpers evidence is written with. Kept apart from define.ts, which needs zod:
// the syntax worker thread (syntax-pool/worker.ts) imports these and should not load zod to do so.
import { clip } from '../text/clip.js';

/** `path:line` for evidence. */
export const at = (path: string, line?: number): string => (line === undefined ? path : `${path}:${line}`);

/** A short, single-line excerpt of a source line for evidence. */
export function excerpt(text: string, max = 120): string {
  return clip(text.trim(), max);
}
