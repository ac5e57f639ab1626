import type { Location } from '../contract/location.js';
import { normaliseSpace } from '../subject/text.js';
import type { JudgeItem, MaterialFile } from './types.js';
import type { Line } from '../subject/types.js';
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

/** Why a quote of the author's own words proves nothing about the code (issue 44). */
export const AUTHOR_CLAIM =
  'is a comment, docstring or string this change added: the author’s claim about the code, not the code. Cite the code that does it';

/**
 * The window's lines joined as `from` joins them (white space collapsed), with, for each
 * character, whether it lies in a comment or string the change added (`claims`).
 */
function joinedWithClaims(lines: readonly Line[], claims: MaterialFile['claims']): { text: string; claim: boolean[] } {
  let text = '';
  const claim: boolean[] = [];
  for (const line of lines) {
    const ranges = claims?.get(line.n) ?? [];
    for (let i = 0; i < line.text.length; i++) {
      const ch = line.text[i]!;
      if (/\s/.test(ch)) {
        if (text !== '' && !text.endsWith(' ')) {
          text += ' ';
          claim.push(false);
        }
        continue;
      }
      text += ch;
      claim.push(ranges.some(([from, to]) => i >= from && i < to));
    }
    if (text !== '' && !text.endsWith(' ')) {
      text += ' ';
      claim.push(false);
    }
  }
  return { text, claim };
}

/**
 * Issue 44: whether every place the quote is found in the window lies wholly in the author's
 * claims (comments, docstrings and strings this change added). A quote that reaches into code,
 * or into a comment the base already had, is evidence as before.
 */
function onlyAuthorClaims(quote: string, lines: readonly Line[], claims: MaterialFile['claims']): boolean {
  if (claims === undefined || claims.size === 0) return false;
  const { text, claim } = joinedWithClaims(lines, claims);
  let found = false;
  for (let at = text.indexOf(quote); at >= 0; at = text.indexOf(quote, at + 1)) {
    found = true;
    for (let i = at; i < at + quote.length; i++) if (text[i] !== ' ' && !claim[i]) return false;
  }
  return found;
}

/** Options of verifyEvidence. */
export interface EvidenceOptions {
  /**
   * Issue 44: refuse a quote that lies wholly in a comment or string the change added (default).
   * Off for a canary, which asks only whether a line is there, not what the code does.
   */
  provenance?: boolean;
}

/**
 * Spec rule 3: a claim of `met` counts only when its quote is found in material the judge
 * was shown, at the cited path, within three lines of the cited line.
 */
export function verifyEvidence(
  item: JudgeItem,
  allowedPaths: readonly string[],
  material: ReadonlyMap<string, MaterialFile>,
  seen: ReadonlyMap<string, ReadonlySet<number>>,
  options: EvidenceOptions = {},
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
  if (options.provenance !== false && onlyAuthorClaims(quote, window, file.claims)) {
    return { verified: false, reason: `the quote "${clip(loc.quote, 80)}" at ${loc.path}:${loc.line} ${AUTHOR_CLAIM}` };
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
