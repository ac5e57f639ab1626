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
export const judgedPullOf = (t: PullRequestTrigger): JudgedPull => ({
  owner: t.owner,
  repo: t.repo,
  number: t.pull.number,
  title: t.pull.title,
  body: t.pull.body,
  headSha: t.headSha,
  baseSha: t.baseSha,
  changedFiles: t.pull.changedFiles,
  author: t.pull.author,
  eventName: t.eventName,
});

/** A merge-queue entry: the entry's own change (base_sha..head_sha), with the queued pull request's number and texts. */
export const queueEntryOf = (t: MergeQueueTrigger, queued: HostedPull): JudgedPull => ({
  owner: t.owner,
  repo: t.repo,
  number: queued.number,
  title: queued.title,
  body: queued.body,
  headSha: t.headSha,
  baseSha: t.baseSha,
  // The queued pull request's count is of its own change, not the entry's.
  changedFiles: undefined,
  author: queued.author,
  eventName: 'merge_group',
});
