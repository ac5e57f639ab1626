/**
 * A merge-queue entry (spec §14): which pull request it holds, confirmed through the API. The
 * entry's branch names the pull request and its head; a pull request that is not open, or whose
 * head moved, is not the one queued — anything that does not match fails closed.
 */
import type { HostedPull, PullHost } from '../host/pull-host.js';
import { parseMarker, type MarkerData } from '../review/marker.js';
import { verifyQuotedEvidence } from '../review/quoted-evidence.js';
import { CriticGateError } from '../errors/taxonomy.js';
import { EventError, queuedPullOf, type MergeQueueTrigger } from './event.js';

/** The queued pull request, as the host holds it now: its own head, which its verdict was given for, title and body. */
export async function confirmQueuedPull(trigger: MergeQueueTrigger, host: PullHost): Promise<HostedPull> {
  const named = queuedPullOf(trigger.headRef);
  if (!named) {
    throw new EventError(
      `merge_group.head_ref "${trigger.headRef}" does not name a queued pull request (expected refs/heads/gh-readonly-queue/<base>/pr-<number>-<head sha>): the entry is not passed`,
    );
  }
  const pr = await host.pulls.get(named.number);
  if (pr.state !== 'open')
    throw new EventError(`the queued pull request #${named.number} is ${pr.state}, not open: the entry is not passed`);
  if (pr.headSha !== named.headSha) {
    throw new EventError(
      `the queued pull request #${named.number} has the head ${pr.headSha.slice(0, 12)}, not ${named.headSha.slice(0, 12)} as the queue entry says: the entry is not passed`,
    );
  }
  return pr;
}

/** What the queued pull request's own judgement left behind, as the reuse decision needs it. */
export interface ReuseEvidence {
  /** The pull request's head, which a reusable review must be for. */
  pullHeadSha: string;
  /** critic-gate's own reviews on the pull request (bodies carry the marker), oldest first. */
  reviews: readonly { body?: string | null | undefined; commit_id?: string | null | undefined; html_url?: string | undefined }[];
  /** The config_digest of the config read at the entry's base, with this run's judge settings. */
  configDigest: string | undefined;
  /**
   * `git patch-id` of the entry's own change (base_sha..head_sha); undefined when git could not tell.
   * Asked only when every condition before it holds: it starts two git processes, wasted on the
   * common entry whose pull request has no reusable PASS.
   */
  entryPatchId: () => Promise<string | undefined>;
}

export type ReuseDecision =
  | { reuse: true; marker: MarkerData; reviewUrl: string }
  /** `why` names the condition that failed, for the note (rejudge) or the failure (reuse-only). */
  | { reuse: false; why: string };

/**
 * The three conditions of spec §14, in order; the first that fails is named. An old marker
 * (without config_digest or patch_id) never qualifies: the entry is then judged.
 */
export async function decideReuse(e: ReuseEvidence): Promise<ReuseDecision> {
  const short = e.pullHeadSha.slice(0, 12);
  const forHead = e.reviews.filter((r) => r.commit_id === e.pullHeadSha && parseMarker(r.body)?.head === e.pullHeadSha);
  const latest = forHead.at(-1);
  const marker = latest ? parseMarker(latest.body) : undefined;
  if (!latest || !marker) return { reuse: false, why: `critic-gate has no verdict for the pull request's head ${short}` };
  if (marker.verdict !== 'PASS') return { reuse: false, why: `critic-gate's verdict for the head ${short} is ${marker.verdict}, not PASS` };
  if (!marker.config_digest)
    return { reuse: false, why: `the verdict for ${short} records no config_digest (written by an older critic-gate)` };
  if (marker.config_digest !== e.configDigest) {
    return {
      reuse: false,
      why: `the config or judge settings at the queue entry's base differ from those the verdict for ${short} was given under (config_digest)`,
    };
  }
  if (!marker.patch_id) return { reuse: false, why: `the verdict for ${short} records no patch-id of the pull request's change` };
  // What the marker lacks is known without git: asked before the entry's patch-id starts two git processes.
  if (!marker.quotes) {
    return {
      reuse: false,
      why: `the verdict for ${short} records no quoted evidence to verify again on the entry (written by an older critic-gate, or more than a marker holds)`,
    };
  }
  const entryPatchId = await e.entryPatchId();
  if (!entryPatchId) {
    return {
      reuse: false,
      why: "the queue entry's patch-id could not be computed (check out with fetch-depth: 0 so both commits are present)",
    };
  }
  if (marker.patch_id !== entryPatchId) {
    return {
      reuse: false,
      why: "the queue entry's change differs from the pull request's own (git patch-id), e.g. an entry ahead touched the same lines",
    };
  }
  return { reuse: true, marker, reviewUrl: latest.html_url ?? '' };
}

/**
 * The last condition (spec §14): the quoted evidence the verdict rests on still holds in the
 * entry's tree. The patch-id covers the change's own lines; a quote the judge was shown beyond
 * them (a file shown whole) an entry ahead may have removed. `readAtEntry` gives a path's bytes
 * at the entry's head; each quoted file is read once.
 */
export async function verifyQuotesOnEntry(
  decision: Extract<ReuseDecision, { reuse: true }>,
  readAtEntry: (path: string) => Promise<Uint8Array | undefined>,
): Promise<ReuseDecision> {
  const quotes = decision.marker.quotes ?? [];
  const files = new Map<string, Uint8Array | undefined>();
  for (const path of new Set(quotes.map((q) => q.path))) files.set(path, await readAtEntry(path));
  const check = verifyQuotedEvidence(quotes, files);
  return check.verified ? decision : { reuse: false, why: check.why };
}

/** `merge_queue: reuse-only` and a reuse condition failed: the entry fails, naming it. */
export class QueueReuseError extends CriticGateError {
  override name = 'QueueReuseError';
  readonly category = 'config';
}
