/**
 * A merge-queue entry (spec §14): which pull request it holds, confirmed through the API. The
 * entry's branch names the pull request and its head; a pull request that is not open, or whose
 * head moved, is not the one queued — anything that does not match fails closed.
 */
import { getPullRequest } from '../github/get-pull-request.js';
import type { GitHubClient } from '../github/types.js';
import { EventError, queuedPullOf, type MergeQueueTrigger } from './event.js';

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

export async function confirmQueuedPull(trigger: MergeQueueTrigger, client: GitHubClient): Promise<QueuedPull> {
  const named = queuedPullOf(trigger.headRef);
  if (!named) {
    throw new EventError(
      `merge_group.head_ref "${trigger.headRef}" does not name a queued pull request (expected refs/heads/gh-readonly-queue/<base>/pr-<number>-<head sha>): the entry is not passed`,
    );
  }
  const pr = await getPullRequest(client, { owner: trigger.owner, repo: trigger.repo, pullNumber: named.number });
  if (pr.state !== 'open')
    throw new EventError(`the queued pull request #${named.number} is ${pr.state}, not open: the entry is not passed`);
  if (pr.head.sha !== named.headSha) {
    throw new EventError(
      `the queued pull request #${named.number} has the head ${pr.head.sha.slice(0, 12)}, not ${named.headSha.slice(0, 12)} as the queue entry says: the entry is not passed`,
    );
  }
  return {
    number: pr.number,
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    title: pr.title,
    body: pr.body ?? '',
    author: pr.user?.login,
  };
}
