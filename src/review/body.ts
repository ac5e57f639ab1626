import type { CriticResult } from '../contract/result.js';
import { NOT_ON_A_CHANGED_LINE, cell, placeKey, renderMarkdown } from '../report/markdown.js';
import { reviewProblemsOf, type ReviewProblem } from './problems.js';
import { MAX_INLINE_COMMENTS, type ElsewhereProblem, type RepeatedProblem } from './inline.js';
import { blobLinker, configLink, linkTarget } from './link.js';
import { renderMarker, type MarkerData } from './marker.js';
import { quotedEvidenceOf } from './quoted-evidence.js';

/** GitHub refuses a review body above 65,536 characters; this leaves room for its own counting. */
export const SAFE_BODY_CHARS = 65_000;

export interface ReviewBodyOptions {
  owner: string;
  repo: string;
  headSha: string;
  /** GITHUB_SERVER_URL. */
  serverUrl: string;
  attempt: number;
  /** Paragraphs shown right under the headline (escalation). */
  notes?: readonly string[];
  /** Findings that are inline comments of this review (InlinePlan.commented): the body lists them in one line each. */
  commented?: readonly ReviewProblem[];
  /** Findings that are not inline comments (InlinePlan.elsewhere). */
  elsewhere?: readonly ElsewhereProblem[];
  /** Findings an earlier run already commented on (InlinePlan.repeated). */
  repeated?: readonly RepeatedProblem[];
  /** Default SAFE_BODY_CHARS. */
  maxChars?: number;
  /** The judge's answers of this run by cache key, carried in the marker for the next run. */
  cache?: Readonly<Record<string, string>> | undefined;
  /** The workflow run that wrote the review, linked in the footer. */
  runUrl?: string | undefined;
  /** The run's config_digest (config-digest.ts): with the head, what the cache and the verdict are bound to. */
  configDigest?: string | undefined;
  /** `git patch-id` of the judged change, for merge-queue reuse. */
  patchId?: string | undefined;
}

function repeatedSection(items: readonly RepeatedProblem[]): string | undefined {
  if (items.length === 0) return undefined;
  const refs = items.map(({ finding: f, url }) => {
    const label = cell(f.location ? `${f.id} at ${f.location.path}:${f.location.line}` : f.id);
    const target = linkTarget(url);
    return target ? `[${label}](${target})` : label;
  });
  const n = items.length;
  return `${n} unchanged finding${n === 1 ? ' was' : 's were'} already commented on in an earlier run and ${n === 1 ? 'is' : 'are'} not repeated: ${refs.join(', ')}.`;
}

/** Findings on changed lines that got no inline comment because the review had its fill of them. */
function overCapNote(items: readonly ElsewhereProblem[]): string | undefined {
  const n = items.filter((i) => i.reason === 'over-cap').length;
  if (n === 0) return undefined;
  const are = n === 1 ? 'is' : 'are';
  return `${n} of the findings listed under “${NOT_ON_A_CHANGED_LINE}” ${are} on a changed line but not commented there: over the limit of ${MAX_INLINE_COMMENTS} inline comments.`;
}

/** The places that carry an inline comment, of this review or an earlier one. */
const commentedPlaces = (findings: readonly ReviewProblem[]): Set<string> =>
  new Set(findings.flatMap((f) => (f.location ? [placeKey(f.kind, f.id, f.location.path, f.location.line)] : [])));

/** The PR review body: the markdown report (problems with an inline comment in one line each), and the marker last. */
export function reviewBody(result: CriticResult, options: ReviewBodyOptions): string {
  const link = blobLinker(options);
  const appendix = [overCapNote(options.elsewhere ?? []), repeatedSection(options.repeated ?? [])].filter(
    (block): block is string => block !== undefined,
  );
  const commented = commentedPlaces([...(options.commented ?? []), ...(options.repeated ?? []).map((r) => r.finding)]);
  const report = renderMarkdown(result, {
    link,
    notes: options.notes ?? [],
    appendix,
    commented,
    runUrl: linkTarget(options.runUrl),
    configUrl: configLink(options, result.config),
  });
  const marker = renderMarker({
    head: options.headSha,
    verdict: result.verdict,
    score: result.score,
    attempt: options.attempt,
    findings: reviewProblemsOf(result).map((f) => f.key),
    head_sha: options.headSha,
    ...(options.configDigest ? { config_digest: options.configDigest } : {}),
    ...(options.cache ? { cache: { ...options.cache } } : {}),
    ...(result.override
      ? { override: { by: result.override.by, reason: result.override.reason, comment_url: result.override.comment_url } }
      : {}),
    ...(options.patchId ? { patch_id: options.patchId } : {}),
    // What a merge-queue entry verifies again before it reuses this verdict.
    quotes: quotedEvidenceOf(result),
  });
  return withMarker(report, marker, options.maxChars ?? SAFE_BODY_CHARS);
}

const cutNote = (n: number): string => `… (report cut: ${n} characters not shown; see the job summary / result file)`;
const CLOSE_FENCE = '```\n';

/**
 * `report` then `marker`, within `maxChars`. When too long, the report is cut at a line boundary,
 * a code fence left open is closed, and a visible note says how much is missing — the marker is
 * never cut, since later runs count attempts from it.
 */
export function withMarker(report: string, marker: string, maxChars: number): string {
  const whole = `${report}\n${marker}\n`;
  if (whole.length <= maxChars) return whole;
  const reserve = `\n${cutNote(report.length)}\n\n${marker}\n`.length + CLOSE_FENCE.length;
  const kept = cutAtLine(report, Math.max(0, maxChars - reserve)).replace(/\n{2,}$/, '\n');
  const fenceOpen = (kept.match(/^```/gm) ?? []).length % 2 === 1;
  return `${kept}${fenceOpen ? CLOSE_FENCE : ''}\n${cutNote(report.length - kept.length)}\n\n${marker}\n`;
}

/** The longest prefix of `text` within `budget` that ends a line; mid-line only when lines are huge. */
function cutAtLine(text: string, budget: number): string {
  if (text.length <= budget) return text;
  const newline = text.lastIndexOf('\n', budget - 1);
  if (newline >= budget / 2) return text.slice(0, newline + 1);
  // Never split a surrogate pair: half an emoji is not a character GitHub will keep.
  // One character of the budget goes to the newline that ends the cut line.
  let end = Math.max(0, budget - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}\n`;
}

/** How every superseded body begins; isSuperseded recognises it, so the two cannot drift apart. */
const SUPERSEDED_PREFIX = '_Superseded by ';

/**
 * The new body of a review a later one replaced: a pointer to the new review, and the old marker
 * kept as it was, so the attempt it records is still counted.
 */
export function supersededBody(newReviewUrl: string, oldMarker: MarkerData | undefined): string {
  const target = linkTarget(newReviewUrl);
  const pointer = target ? `[a newer critic-gate review](${target})` : 'a newer critic-gate review';
  const line = `${SUPERSEDED_PREFIX}${pointer}: this report is out of date._\n`;
  // The newer review carries the cache; the superseded one keeps only what counts attempts.
  return oldMarker ? `${line}\n${renderMarker({ ...oldMarker, cache: undefined })}\n` : line;
}

/**
 * An earlier review once its findings are resolved: a later head passed with nothing to report, so
 * no new review was posted (`review: on-findings`). It keeps only what counts attempts, and reads
 * as superseded, so it is updated once.
 */
export function resolvedBody(headSha: string, runUrl: string | undefined, oldMarker: MarkerData | undefined): string {
  const target = runUrl ? linkTarget(runUrl) : undefined;
  const run = target ? `[a passing run](${target})` : 'a passing run';
  const line = `${SUPERSEDED_PREFIX}${run} of ${headSha.slice(0, 12)}: resolved, critic-gate has nothing more to report._\n`;
  return oldMarker ? `${line}\n${renderMarker({ ...oldMarker, cache: undefined })}\n` : line;
}

/** A body supersededBody wrote: that review was already replaced and needs no second update. */
export function isSuperseded(body: string | null | undefined): boolean {
  return typeof body === 'string' && body.startsWith(SUPERSEDED_PREFIX);
}
