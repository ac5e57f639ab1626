import type { GitHubClient } from '../github/types.js';
import type { CriticResult } from '../contract/result.js';
import { type JudgeOverrides } from '../judge/settings.js';
import type { LoadedConfig } from '../pr/config-source.js';
import { type MarkerData } from '../review/marker.js';
import { CriticGateError } from '../errors/taxonomy.js';
import { type MergeQueueTrigger } from './event.js';
export interface QueuedPull {
    number: number;
    /** The pull request's own head, which its verdict was given for. */
    headSha: string;
    /** Its base when it was judged: the pull request's own change is merge-base(base, head)..head. */
    baseSha: string;
    title: string;
    body: string;
    author: string | undefined;
}
export declare function confirmQueuedPull(trigger: MergeQueueTrigger, client: GitHubClient): Promise<QueuedPull>;
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
    /** `git patch-id` of the entry's own change (base_sha..head_sha); undefined when git could not tell. */
    entryPatchId: string | undefined;
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
export declare function decideReuse(e: ReuseEvidence): ReuseDecision;
/**
 * The last condition (spec §14): the quoted evidence the verdict rests on still holds in the
 * entry's tree. The patch-id covers the change's own lines; a quote the judge was shown beyond
 * them (a file shown whole) an entry ahead may have removed. `readAtEntry` gives a path's bytes
 * at the entry's head; each quoted file is read once.
 */
export declare function verifyQuotesOnEntry(decision: Extract<ReuseDecision, {
    reuse: true;
}>, readAtEntry: (path: string) => Promise<Uint8Array | undefined>): Promise<ReuseDecision>;
/** The digest the entry's config and this run's judge settings give (the same as runPr writes into a marker). */
export declare function entryConfigDigest(loaded: LoadedConfig, overrides: JudgeOverrides): string | undefined;
/**
 * The entry's result when the pull request's verdict is reused: the gate (run again on the entry)
 * stands — a gate failure is a FAIL — and otherwise the verdict and score of the reused review.
 */
export declare function reusedResult(gateOnly: CriticResult, decision: {
    marker: MarkerData;
    reviewUrl: string;
}, pull: number): CriticResult;
/** `merge_queue: reuse-only` and a reuse condition failed: the entry fails, naming it. */
export declare class QueueReuseError extends CriticGateError {
    name: string;
    readonly category = "input";
}
