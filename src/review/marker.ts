import * as z from '../contract/zod.js';
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
  /** Keys of the findings (failed checks, unmet criteria) of that run, see problems.ts. */
  findings: string[];
  /** The judge's answers of that run by cache key, so an unchanged judgement costs no model call on an ephemeral runner. */
  cache?: Record<string, string> | undefined;
  /**
   * The head SHA the cache and verdict are bound to (spec §14). Written by every run since the
   * binding exists; a marker without it comes from an older writer and is never trusted for reuse.
   */
  head_sha?: string | undefined;
  /** The config_digest of that run (config-digest.ts); a marker without it is never trusted for reuse. */
  config_digest?: string | undefined;
  /** A human override made this head PASS (spec §14): it counts as PASS for merge-queue reuse. */
  override?: MarkerOverride | undefined;
  /** `git patch-id --stable` of the judged change, so a merge-queue entry can tell it holds the same change. */
  patch_id?: string | undefined;
  /**
   * The quoted evidence the verdict rests on (the met LLM criteria's locations, quoted-evidence.ts),
   * verified again on a merge-queue entry before the verdict is reused. All of it or none: a
   * marker without it (an older writer, or more than fits) is never trusted for reuse.
   */
  quotes?: MarkerQuote[] | undefined;
}

/** One quote a verdict rests on: where the judge cited it and the text it cited. */
export interface MarkerQuote {
  path: string;
  line: number;
  quote: string;
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

/** Room the quotes may take: a partial record would verify less than the verdict rests on, so beyond it none is kept. */
const MAX_MARKER_QUOTES_CHARS = 16_000;

/** The quotes whole, or undefined when they do not fit the room a marker gives them. */
function boundedQuotes(quotes: readonly MarkerQuote[] | undefined): MarkerQuote[] | undefined {
  if (!quotes) return undefined;
  const kept = quotes.map(({ path, line, quote }) => ({ path, line, quote }));
  return JSON.stringify(kept).length <= MAX_MARKER_QUOTES_CHARS ? kept : undefined;
}

const MarkerSchema = z.object({
  head: z.string().check(z.minLength(1), z.maxLength(100)),
  verdict: VerdictSchema,
  score: z.number().check(z.gte(0), z.lte(1)),
  attempt: z.int().check(z.gte(1)),
  findings: z._default(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(10_000)), []),
  // Read when present and well formed; an older marker lacks them and is then simply not reused.
  head_sha: z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/i))), undefined),
  config_digest: z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))), undefined),
  // A cache that does not read back is dropped, never the marker: it only costs model calls.
  cache: z.catch(
    z.optional(z.record(z.string().check(z.regex(/^[0-9a-f]{64}$/)), z.string().check(z.maxLength(MAX_MARKER_CACHE_CHARS)))),
    undefined,
  ),
  // Old markers have neither: reuse in a merge queue is then refused and the entry judged.
  override: z.catch(
    z.optional(
      z.object({
        by: z.string().check(z.maxLength(100)),
        reason: z.string().check(z.maxLength(1000)),
        comment_url: z.string().check(z.maxLength(500)),
      }),
    ),
    undefined,
  ),
  patch_id: z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f]{40}$/))), undefined),
  // Malformed quotes cost only the reuse (the entry is then judged), never the marker.
  quotes: z.catch(
    z.optional(
      z.array(
        z.object({
          path: z.string().check(z.minLength(1), z.maxLength(MAX_MARKER_QUOTES_CHARS)),
          line: z.int().check(z.gte(1)),
          quote: z.string().check(z.maxLength(MAX_MARKER_QUOTES_CHARS)),
        }),
      ),
    ),
    undefined,
  ),
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
    ...(data.head_sha ? { head_sha: data.head_sha } : {}),
    ...(data.config_digest ? { config_digest: data.config_digest } : {}),
    ...(boundedCache(data.cache) ? { cache: boundedCache(data.cache) } : {}),
    ...(data.override ? { override: data.override } : {}),
    ...(data.patch_id ? { patch_id: data.patch_id } : {}),
    ...(boundedQuotes(data.quotes) ? { quotes: boundedQuotes(data.quotes) } : {}),
  };
  return `<!-- ${MARKER_TAG} ${safeJson(payload)} -->`;
}

const MARKER_OPEN = `<!-- ${MARKER_TAG} `;
const MARKER_CLOSE = ' -->';

/**
 * The marker's data, or undefined when the body has none or it does not read back.
 *
 * Only a marker that ends the body counts (trailing white space aside, as GitHub may add CR LF):
 * renderMarker writes it last, and its payload holds no `<` or `>`, so the body's last `<!--`
 * is its opener. A marker anywhere else — planted through a file name, quoted by a person,
 * followed by text someone added — is not ours to trust, and is ignored, never searched for.
 * Callers also keep only the reviews of the token's own identity (authors.ts).
 */
export function parseMarker(body: unknown): MarkerData | undefined {
  if (typeof body !== 'string') return undefined;
  const text = body.trimEnd();
  if (!text.endsWith(MARKER_CLOSE.trimStart())) return undefined;
  const start = text.lastIndexOf('<!--');
  if (start < 0 || !text.startsWith(MARKER_OPEN, start) || !text.endsWith(MARKER_CLOSE)) return undefined;
  const payload = text.slice(start + MARKER_OPEN.length, text.length - MARKER_CLOSE.length);
  // What renderMarker writes never holds these; anything that does was written by someone else.
  if (/[<>]/.test(payload)) return undefined;
  return readPayload(payload);
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

/**
 * The cached answers a marker offers a run under `configDigest`, or none. Only a marker that
 * records the head and the config_digest of the run that wrote it, with the same digest as now,
 * is trusted for reuse: an older marker, or one from another config or judge, offers nothing.
 * An entry from another head is fine: its key hashes the exact prompt, so it is only ever found
 * for byte-identical material (judge/cache.ts).
 */
export function reusableCache(marker: MarkerData | undefined, configDigest: string | undefined): Record<string, string> {
  if (!marker?.cache || !marker.head_sha || configDigest === undefined || marker.config_digest !== configDigest) return {};
  return marker.cache;
}
