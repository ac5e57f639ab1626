/**
 * The tripwires on material the judge is shown that no gate check reads: a rendered page's
 * visible text and console log (`page:<page>`, issue 23 item 5). Unlike a changed file, whose
 * warning the review shows beside the diff, a page's text has no place in the review: so text
 * telling a model what to answer in it is refused like a hidden character, and the judge is
 * not asked (the run fails closed, naming the line).
 */
import { tripwiresIn, type LineHit } from './patterns.js';

export type MaterialTripwires = 'off' | 'warn' | 'fail';

const describe = (path: string, hits: readonly LineHit[]): string =>
  hits
    .slice(0, 5)
    .map((h) => `${path}:${h.line}: ${h.what}`)
    .join('; ') + (hits.length > 5 ? `; and ${hits.length - 5} more` : '');

/**
 * Why `lines` of the material at `path` must not reach the judge, or undefined when they may.
 * Invisible characters that change no code (a zero width space in prose) pass: a page is prose.
 */
export function materialRefusal(path: string, lines: readonly { n: number; text: string }[], level: MaterialTripwires): string | undefined {
  if (level === 'off') return undefined;
  const hits = tripwiresIn(lines, { fileStart: false, prose: true }).filter((h) => h.kind !== 'invisible');
  if (hits.length === 0) return undefined;
  return `the rendered material ${path} holds hidden characters or text addressed to a reviewer or model, so the judge is not shown it: ${describe(path, hits)}`;
}
