import type { HostedPull } from '../host/pull-host.js';
import type { MergeQueueTrigger, PullRequestTrigger } from './event.js';
/**
 * The pull request (or merge-queue entry) being judged: whose head, against which base, and the
 * texts the judge is shown. Built once from the trigger, below, so every path judges,
 * links and publishes through this one value.
 */
export interface JudgedPull {
    owner: string;
    repo: string;
    number: number;
    title: string;
    body: string;
    headSha: string;
    baseSha: string;
    changedFiles: number | undefined;
    /** The login of the pull request's author, when known: an override by the author needs allow_author. */
    author: string | undefined;
    /** The event that brought it: on pull_request_target its page runs only with the opt-in. */
    eventName: 'pull_request' | 'pull_request_target' | 'merge_group';
}
/** A pull request's head, as its own event describes it. */
export declare const judgedPullOf: (t: PullRequestTrigger) => JudgedPull;
/** A merge-queue entry: the entry's own change (base_sha..head_sha), with the queued pull request's number and texts. */
export declare const queueEntryOf: (t: MergeQueueTrigger, queued: HostedPull) => JudgedPull;
