/**
 * A merge-queue entry (spec §14): which pull request it holds, confirmed through the API. The
 * entry's branch names the pull request and its head; a pull request that is not open, or whose
 * head moved, is not the one queued — anything that does not match fails closed.
 */
import type { HostedPull, PullHost } from '../host/pull-host.js';
import { type MarkerData } from '../review/marker.js';
import { CriticGateError } from '../errors/taxonomy.js';
import { type MergeQueueTrigger } from './event.js';
/** The queued pull request, as the host holds it now: its own head, which its verdict was given for, title and body. */
export declare function confirmQueuedPull(trigger: MergeQueueTrigger, host: PullHost): Promise<HostedPull>;
/** What the queued pull request's own judgement left behind, as the reuse decision needs it. */
export interface ReuseEvidence {
    /** The pull request's head, which a reusable review must be for. */
    pullHeadSha: string;
    /** critic-gate's own reviews on the pull request (bodies carry the marker), oldest first. */
    reviews: readonly {
        body?: string | null | undefined;
        commit_id?: string | null | undefined;
        html_url?: string | undefined;
    }[];
    /** The config_digest of the config read at the entry's base, with this run's judge settings. */
    configDigest: string | undefined;
    /**
     * `git patch-id` of the entry's own change (base_sha..head_sha); undefined when git could not tell.
     * Asked only when every condition before it holds: it starts two git processes, wasted on the
     * common entry whose pull request has no reusable PASS.
     */
    entryPatchId: () => Promise<string | undefined>;
}
export type ReuseDecision = {
    reuse: true;
    marker: MarkerData;
    reviewUrl: string;
}
/** `why` names the condition that failed, for the note (rejudge) or the failure (reuse-only). */
 | {
    reuse: false;
    why: string;
};
/**
 * The three conditions of spec §14, in order; the first that fails is named. An old marker
 * (without config_digest or patch_id) never qualifies: the entry is then judged.
 */
export declare function decideReuse(e: ReuseEvidence): Promise<ReuseDecision>;
/**
 * The last condition (spec §14): the quoted evidence the verdict rests on still holds in the
 * entry's tree. The patch-id covers the change's own lines; a quote the judge was shown beyond
 * them (a file shown whole) an entry ahead may have removed. `readAtEntry` gives a path's bytes
 * at the entry's head; each quoted file is read once.
 */
export declare function verifyQuotesOnEntry(decision: Extract<ReuseDecision, {
    reuse: true;
}>, readAtEntry: (path: string) => Promise<Uint8Array | undefined>): Promise<ReuseDecision>;
/** `merge_queue: reuse-only` and a reuse condition failed: the entry fails, naming it. */
export declare class QueueReuseError extends CriticGateError {
    name: string;
    readonly category = "config";
}
