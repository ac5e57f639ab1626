import { z } from 'zod';
import { VerdictSchema, type Verdict } from '../contract/result.js';

/**
 * The machine-readable tail of every critic-gate review body: a hidden HTML comment that later runs
 * read back to count attempts and to recognise their own reviews. It is the only state the Action
 * keeps between runs, so it stays small and versioned, and reading it never throws — a body edited
 * by a person, or a review that merely quotes one, yields `undefined`, never a crash.
 */

const MARKER_TAG = 'critic-gate:v1';

/** Finding keys kept in one marker; the body tables carry the rest, and the marker must stay small. */
const MAX_MARKER_FINDINGS = 200;

export interface MarkerData {
  /** The head SHA that was judged. */
  head: string;
  verdict: Verdict;
  score: number;
  attempt: number;
  /** Keys of the findings (failed checks, unmet criteria) of that run, see findings.ts. */
  findings: string[];
  /** The judge's answers of that run by cache key, so an unchanged judgement costs no model call on an ephemeral runner. */
  cache?: Record<string, string> | undefined;
  /** A human override made this head PASS (spec §14): it counts as PASS for merge-queue reuse. */
  override?: MarkerOverride | undefined;
  /** `git patch-id --stable` of the judged change, so a merge-queue entry can tell it holds the same change. */
  patch_id?: string | undefined;
}

export interface MarkerOverride {
  by: string;
  reason: string;
  comment_url: string;
}

/** Room the cached answers may take in a review body (GitHub allows 65,536 characters in all). */
const MAX_MARKER_CACHE_CHARS = 24_000;

/** The cached answers that fit, whole entries only; untrusted when read back, so a cut costs only a model call. */
function boundedCache(cache: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!cache) return undefined;
  const out: Record<string, string> = {};
  let used = 0;
  for (const [key, answer] of Object.entries(cache)) {
    const size = key.length + JSON.stringify(answer).length + 4;
    if (used + size > MAX_MARKER_CACHE_CHARS) continue;
    out[key] = answer;
    used += size;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const MarkerSchema = z.object({
  head: z.string().min(1).max(100),
  verdict: VerdictSchema,
  score: z.number().min(0).max(1),
  attempt: z.number().int().min(1),
  findings: z.array(z.string().max(64)).max(10_000).default([]),
  // A cache that does not read back is dropped, never the marker: it only costs model calls.
  cache: z
    .record(z.string().regex(/^[0-9a-f]{64}$/), z.string().max(MAX_MARKER_CACHE_CHARS))
    .optional()
    .catch(undefined),
  // Old markers have neither: reuse in a merge queue is then refused and the entry judged.
  override: z
    .object({ by: z.string().max(100), reason: z.string().max(1000), comment_url: z.string().max(500) })
    .optional()
    .catch(undefined),
  patch_id: z
    .string()
    .regex(/^[0-9a-f]{40}$/)
    .optional()
    .catch(undefined),
});

/**
 * `<`, `>` and `&` are written as JSON unicode escapes, so nothing inside the comment can close it
 * or open HTML, whatever the strings hold; JSON.parse reads the escapes back unchanged.
 */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function renderMarker(data: MarkerData): string {
  const payload = {
    head: data.head,
    verdict: data.verdict,
    score: data.score,
    attempt: data.attempt,
    findings: data.findings.slice(0, MAX_MARKER_FINDINGS),
    ...(boundedCache(data.cache) ? { cache: boundedCache(data.cache) } : {}),
    ...(data.override ? { override: data.override } : {}),
    ...(data.patch_id ? { patch_id: data.patch_id } : {}),
  };
  return `<!-- ${MARKER_TAG} ${safeJson(payload)} -->`;
}

// The tag holds no regex metacharacters (letters, `-`, `:`), so it goes into the pattern as it is.
const MARKER_PATTERN = new RegExp(`<!--\\s*${MARKER_TAG}\\s+([\\s\\S]*?)\\s*-->`, 'g');

/**
 * The marker's data, or undefined when the body has none or it does not read back. When a body
 * holds several (someone pasted an old one into it), the last valid one wins: ours is always last.
 */
export function parseMarker(body: unknown): MarkerData | undefined {
  if (typeof body !== 'string') return undefined;
  let found: MarkerData | undefined;
  for (const match of body.matchAll(MARKER_PATTERN)) {
    const parsed = readPayload(match[1] ?? '');
    if (parsed) found = parsed;
  }
  return found;
}

function readPayload(text: string): MarkerData | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = MarkerSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** The fields of a listed review this module reads; GitHub's list-reviews items fit. */
export interface ReviewLike {
  body?: string | null;
  commit_id?: string | null;
}

/**
 * A review body written by critic-gate: one that carries a readable marker. Anyone can post such a
 * body, so callers first keep only the reviews of the token's own identity (authors.ts).
 */
export function isCriticGateReview(review: ReviewLike): boolean {
  return parseMarker(review.body) !== undefined;
}
