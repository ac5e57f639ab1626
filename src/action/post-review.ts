import type { CriticResult } from '../contract/result.js';
import { GitHubError } from '../github/errors.js';
import type { ListedReview } from '../github/list-reviews.js';
import type { PullHost } from '../host/pull-host.js';
import {
  isCriticGateReview,
  isSuperseded,
  parseMarker,
  planInlineComments,
  resolvedBody,
  reviewBody,
  supersededBody,
} from '../review/index.js';
import type { ChangedFile } from '../subject/types.js';
import type { Runner } from './runner.js';
import { errorMessage } from '../errors/message.js';

export interface ReviewPosting {
  host: PullHost;
  /** The pull request's number. */
  number: number;
  headSha: string;
  serverUrl: string;
  result: CriticResult;
  attempt: number;
  files: readonly ChangedFile[];
  /** critic-gate's own reviews already on the pull request. */
  earlierReviews: readonly ListedReview[];
  notes: readonly string[];
  labels: readonly string[];
  runner: Runner;
  /** The judge's answers of this run by cache key, for the next run. */
  cache?: Readonly<Record<string, string>> | undefined;
  /** The workflow run posting the review, linked in its footer. */
  runUrl?: string | undefined;
  /** The run's config_digest, written into the marker with the head. */
  configDigest?: string | undefined;
  /** `git patch-id` of the pull request's change, for merge-queue reuse. */
  patchId?: string | undefined;
}

export interface Posted {
  url: string;
  /** What went wrong while posting, for the summary and the log. Posting problems never change the verdict. */
  notes: string[];
}

const READ_ONLY_NOTE =
  'The token cannot write to this pull request (read-only, e.g. a pull request from a fork): no review was posted. The job summary and the step result carry the verdict.';

/**
 * Posts one review for the run, then marks earlier critic-gate reviews as superseded and adds
 * the escalation label. Every GitHub failure here turns into a note: the verdict stands on its own.
 */
export async function postReview(p: ReviewPosting): Promise<Posted> {
  const notes: string[] = [];
  const warn = (message: string): void => {
    notes.push(message);
    p.runner.warning(message);
  };
  // Only critic-gate's own comments carry findings already reported.
  const existing = await p.host.reviews.ownComments(p.number).catch((e: unknown) => {
    warn(`Could not list earlier review comments, so unchanged findings may be commented again: ${errorMessage(e)}`);
    return [];
  });
  const plan = planInlineComments(p.result, p.files, existing, p.headSha);
  const body = reviewBody(p.result, {
    owner: p.host.repo.owner,
    repo: p.host.repo.repo,
    headSha: p.headSha,
    serverUrl: p.serverUrl,
    attempt: p.attempt,
    notes: p.notes,
    commented: plan.commented,
    elsewhere: plan.elsewhere,
    repeated: plan.repeated,
    cache: p.cache,
    runUrl: p.runUrl,
    configDigest: p.configDigest,
    patchId: p.patchId,
  });

  let url: string;
  let id: number;
  try {
    ({ url, id } = await p.host.reviews.create(p.number, { commitId: p.headSha, body, comments: plan.comments }));
  } catch (e) {
    if (e instanceof GitHubError && e.kind === 'read-only-token') {
      warn(READ_ONLY_NOTE);
      return { url: '', notes };
    }
    warn(`The review could not be posted: ${errorMessage(e)}`);
    return { url: '', notes };
  }

  for (const old of p.earlierReviews) {
    if (old.id === id || !isCriticGateReview(old) || isSuperseded(old.body)) continue;
    await p.host.reviews
      .update(p.number, old.id, supersededBody(url, parseMarker(old.body)))
      .catch((e: unknown) => warn(`Could not mark review ${old.id} as superseded: ${errorMessage(e)}`));
  }
  if (p.labels.length > 0) {
    await p.host.issues
      .addLabels(p.number, p.labels)
      .catch((e: unknown) => warn(`Could not add the label(s) ${p.labels.join(', ')}: ${errorMessage(e)}`));
  }
  return { url, notes };
}

/**
 * A clean PASS with `review: on-findings` posts no review; critic-gate's earlier reviews of the
 * pull request (findings of an older head) are updated to say they are resolved, keeping what
 * counts attempts. Failures are notes, as for posting.
 */
export async function resolveEarlierReviews(p: {
  host: PullHost;
  number: number;
  headSha: string;
  /** critic-gate's own reviews already on the pull request. */
  earlierReviews: readonly ListedReview[];
  runUrl?: string | undefined;
  runner: Runner;
}): Promise<Posted> {
  const notes: string[] = [];
  for (const old of p.earlierReviews) {
    if (!isCriticGateReview(old) || isSuperseded(old.body)) continue;
    await p.host.reviews.update(p.number, old.id, resolvedBody(p.headSha, p.runUrl, parseMarker(old.body))).catch((e: unknown) => {
      const message = `Could not mark review ${old.id} as resolved: ${errorMessage(e)}`;
      notes.push(message);
      p.runner.warning(message);
    });
  }
  return { url: '', notes };
}
