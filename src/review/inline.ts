import type { CriticResult } from '../contract/result.js';
import { cell, code } from '../report/markdown.js';
import type { ChangedFile } from '../subject/types.js';
import { clip } from '../text/clip.js';
import { reviewProblemsOf, sortProblems, type ReviewProblem } from './problems.js';

/**
 * Which findings become inline review comments and which go into the body. Decided locally from
 * each file's commentable lines, so GitHub never refuses the review (one bad line → 422 for all).
 */

/** GitHub shows long reviews badly and a flood of comments helps nobody; the rest go to the body. */
export const MAX_INLINE_COMMENTS = 30;

/** Texts inside one inline comment are clipped to this many characters. */
const MAX_TEXT = 1000;

/** Ready for createReview (src/github/create-review.ts). */
export interface PlannedComment {
  path: string;
  line: number;
  side: 'RIGHT';
  body: string;
}

export type ElsewhereReason = 'no-location' | 'not-in-diff' | 'over-cap';

export interface ElsewhereProblem {
  finding: ReviewProblem;
  reason: ElsewhereReason;
}

/** A finding left out because an earlier run already commented it on the same line. */
export interface RepeatedProblem {
  finding: ReviewProblem;
  /** The earlier comment, when GitHub gave its address. */
  url?: string;
}

/** The fields of GitHub's list-review-comments items this module reads. */
export interface ExistingComment {
  body?: string | null;
  path: string;
  line?: number | null;
  original_line?: number | null;
  commit_id?: string | null;
  html_url?: string;
}

export interface InlinePlan {
  comments: PlannedComment[];
  /** The finding of each planned comment, in the same order. */
  commented: ReviewProblem[];
  elsewhere: ElsewhereProblem[];
  repeated: RepeatedProblem[];
}

const FINDING_TAG = 'critic-gate:finding';

// The tag holds no regex metacharacters (letters, `-`, `:`), so it goes into the pattern as it is.
const FINDING_PATTERN = new RegExp(`<!--\\s*${FINDING_TAG}\\s+([0-9a-f]{8,64})\\s*-->`, 'g');

const findingMarker = (key: string): string => `<!-- ${FINDING_TAG} ${key} -->`;

/** Every finding key a comment body carries (normally one); never throws. */
export function findingKeysIn(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  return [...body.matchAll(FINDING_PATTERN)].map((m) => m[1] ?? '');
}

/** A gate finding's title names its kind only when the id does not already say it (no "syntax (syntax)"). */
function titleOf(f: ReviewProblem): string {
  if (f.kind === 'criterion') return `criterion ${code(f.id)}${f.tag ? ` (${cell(f.tag)})` : ''}`;
  const [kind = '', state] = (f.tag ?? '').split(', ');
  if (kind === f.id && !state) return `${code(f.id)} check`;
  return `${code(f.id)} (${kind === f.id ? 'check' : `${cell(kind)} check`}${state ? `, ${cell(state)}` : ''})`;
}

function inlineCommentBody(f: ReviewProblem): string {
  // ⚠️ only for a gate warning (it passed) or an advisory criterion (spec §15); an unmet criterion is a failure whether critical or not, as in the body.
  const icon = (f.kind === 'gate' && !f.blocking) || f.advisory !== undefined ? '⚠️' : '❌';
  // A check's own message at its column (spec §13: path:line:col), the line being the comment's own.
  const at =
    f.kind === 'gate' && f.location?.column !== undefined ? `${code(`${f.location.path}:${f.location.line}:${f.location.column}`)}: ` : '';
  const lines = [`**${icon} critic-gate · ${titleOf(f)}**`, '', `${at}${cell(clip(f.summary, MAX_TEXT))}`];
  // What the judge observed, and the line it quoted, beside the fix: the reader can check it.
  if (f.observed)
    lines.push('', `**Observed:** ${cell(clip(f.observed, MAX_TEXT))}${f.quote ? ` at ${code(clip(f.quote, MAX_TEXT))}` : ''}`);
  // The line the judge cited is shown even when it said nothing more (issue 38 part 6).
  else if (f.quote) lines.push('', `**Cited:** ${code(clip(f.quote, MAX_TEXT))}`);
  if (f.fix) lines.push('', `**Fix:** ${cell(clip(f.fix, MAX_TEXT))}`);
  if (f.advisory) lines.push('', `**Advisory in this run:** ${cell(clip(f.advisory, MAX_TEXT))}`);
  lines.push('', findingMarker(f.key));
  return lines.join('\n');
}

/**
 * The line an existing comment sits on now. GitHub sets `line` to null once the commented line has
 * left the diff (an outdated comment, which is shown collapsed: worth repeating). A comment made on
 * this very head cannot be outdated, so there `original_line` stands in for a missing `line`.
 */
function currentLine(c: ExistingComment, headSha: string): number | undefined {
  if (typeof c.line === 'number') return c.line;
  const onHead = typeof c.commit_id === 'string' && c.commit_id.toLowerCase() === headSha.toLowerCase();
  return onHead && typeof c.original_line === 'number' ? c.original_line : undefined;
}

/** `key@path:line` → the earliest comment that carries that finding there. */
function indexExisting(existing: readonly ExistingComment[], headSha: string): Map<string, ExistingComment> {
  const index = new Map<string, ExistingComment>();
  for (const c of existing) {
    const line = currentLine(c, headSha);
    if (line === undefined) continue;
    for (const key of findingKeysIn(c.body)) {
      const id = `${key}@${c.path}:${line}`;
      if (!index.has(id)) index.set(id, c);
    }
  }
  return index;
}

export function planInlineComments(
  result: CriticResult,
  files: readonly ChangedFile[],
  existingComments: readonly ExistingComment[],
  headSha: string,
): InlinePlan {
  const commentable = new Map(files.map((f) => [f.path, new Set(f.commentableLines)]));
  const existing = indexExisting(existingComments, headSha);
  const plan: InlinePlan = { comments: [], commented: [], elsewhere: [], repeated: [] };
  const planned = new Set<string>();

  for (const finding of sortProblems(reviewProblemsOf(result))) {
    const loc = finding.location;
    if (!loc) {
      plan.elsewhere.push({ finding, reason: 'no-location' });
      continue;
    }
    if (!commentable.get(loc.path)?.has(loc.line)) {
      plan.elsewhere.push({ finding, reason: 'not-in-diff' });
      continue;
    }
    const id = `${finding.key}@${loc.path}:${loc.line}`;
    const earlier = existing.get(id);
    if (earlier) {
      plan.repeated.push({ finding, ...(earlier.html_url ? { url: earlier.html_url } : {}) });
      continue;
    }
    // The same finding twice in one result (a check listed twice) is one comment.
    if (planned.has(id)) continue;
    if (plan.comments.length >= MAX_INLINE_COMMENTS) {
      plan.elsewhere.push({ finding, reason: 'over-cap' });
      continue;
    }
    planned.add(id);
    plan.comments.push({ path: loc.path, line: loc.line, side: 'RIGHT', body: inlineCommentBody(finding) });
    plan.commented.push(finding);
  }
  return plan;
}
