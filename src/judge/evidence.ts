import type { Location } from '../contract/location.js';
import { normaliseSpace } from '../subject/text.js';
import type { JudgeItem, MaterialFile } from './types.js';
import { clip } from '../text/clip.js';

/** How far from the cited line the quote may sit (spec rule 3). */
export const EVIDENCE_WINDOW = 3;

/**
 * Spec §7: a quote has weight when it holds at least this many non-space characters, or is the
 * whole content of a line. `e` or `def` is found near almost any line and proves nothing.
 */
export const MIN_QUOTE_CHARS = 12;

const nonSpaceLength = (s: string): number => s.replace(/\s/g, '').length;

export type EvidenceCheck = { verified: true; location: Location } | { verified: false; reason: string };

/**
 * Spec rule 3: a claim of `met` counts only when its quote is found in material the judge
 * was shown, at the cited path, within three lines of the cited line.
 */
export function verifyEvidence(
  item: JudgeItem,
  allowedPaths: readonly string[],
  material: ReadonlyMap<string, MaterialFile>,
  seen: ReadonlyMap<string, ReadonlySet<number>>,
): EvidenceCheck {
  const loc = item.location;
  if (!loc) return { verified: false, reason: 'no location was cited' };
  const quote = normaliseSpace(loc.quote);
  if (quote === '') return { verified: false, reason: `the quote cited at ${loc.path}:${loc.line} is empty` };
  if (!allowedPaths.includes(loc.path)) {
    return { verified: false, reason: `${loc.path} is not among the files this assertion is judged on` };
  }
  const file = material.get(loc.path);
  const shown = seen.get(loc.path);
  if (!file || !shown) return { verified: false, reason: `${loc.path} was not shown to the judge` };
  const window = file.lines.filter((l) => Math.abs(l.n - loc.line) <= EVIDENCE_WINDOW && shown.has(l.n));
  // Joined so that a quote spanning a line break is still found.
  const from = (i: number): string =>
    normaliseSpace(
      window
        .slice(i)
        .map((l) => l.text)
        .join(' '),
    );
  if (!from(0).includes(quote)) {
    return { verified: false, reason: `the quote "${clip(loc.quote, 80)}" is not at ${loc.path}:${loc.line} (±${EVIDENCE_WINDOW} lines)` };
  }
  // The quote starts on the last line from which the rest of the window still holds it: links
  // and inline comments then point at the quote, not at the model's approximate line.
  let start = 0;
  while (start + 1 < window.length && from(start + 1).includes(quote)) start++;
  if (nonSpaceLength(quote) < MIN_QUOTE_CHARS) {
    // A short quote counts only as a whole line, and then points at that line.
    const whole = window.find((l) => normaliseSpace(l.text) === quote);
    if (!whole) {
      return {
        verified: false,
        reason: `the quote "${clip(loc.quote, 80)}" is too short to prove anything: it needs ${MIN_QUOTE_CHARS} non-space characters or a whole line`,
      };
    }
    return { verified: true, location: { ...loc, line: whole.n } };
  }
  return { verified: true, location: { ...loc, line: window[start]!.n } };
}
