import type { CriticResult } from '../contract/result.js';
import { verifyEvidence } from '../judge/evidence.js';
import { contentOf, decodeFile } from '../syntax/encoding.js';
import { toLines } from '../subject/text.js';
import { singleLine } from '../text/single-line.js';
import type { MarkerQuote } from './marker.js';

/**
 * The quoted evidence a verdict rests on: the locations of its met LLM criteria. Deterministic
 * criteria are not among them, since a merge-queue entry runs them again on its own tree.
 */
export function quotedEvidenceOf(result: CriticResult): MarkerQuote[] {
  return result.criteria.flatMap((c) =>
    c.source === 'llm' && c.met === true && c.location ? [{ path: c.location.path, line: c.location.line, quote: c.location.quote }] : [],
  );
}

export type QuotesCheck = { verified: true } | { verified: false; why: string };

/**
 * Spec §14: before a merge-queue entry reuses a verdict, each quote it rests on is verified again
 * against the entry's tree, with the judge's own verifier (rule 3: the quote within three lines of
 * the cited line, white space normalised). A line that moved within that window still holds; text
 * that is gone, a file that is gone or is no longer text does not. `files` holds each quoted
 * path's bytes at the entry's head (undefined: no such file there). The first failure is named.
 */
export function verifyQuotedEvidence(quotes: readonly MarkerQuote[], files: ReadonlyMap<string, Uint8Array | undefined>): QuotesCheck {
  for (const q of quotes) {
    // The path is untrusted (the model cited it): one line wherever the reason is shown.
    const at = `${singleLine(q.path)}:${q.line}`;
    const bytes = files.get(q.path);
    if (bytes === undefined) return { verified: false, why: `${singleLine(q.path)} is not in the entry's tree (quoted at ${at})` };
    const decoded = contentOf(bytes) === 'binary' ? undefined : decodeFile(bytes);
    if (!decoded || 'unreadable' in decoded)
      return { verified: false, why: `${singleLine(q.path)} is not text in the entry's tree (quoted at ${at})` };
    const lines = toLines(decoded.text);
    const check = verifyEvidence(
      { id: 'reused', met: true, location: q },
      [q.path],
      new Map([[q.path, { path: q.path, lines }]]),
      new Map([[q.path, new Set(lines.map((l) => l.n))]]),
    );
    if (!check.verified)
      return { verified: false, why: `the quoted evidence at ${at} no longer holds in the entry's tree: ${singleLine(check.reason)}` };
  }
  return { verified: true };
}
