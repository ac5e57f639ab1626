import type { CriticResult } from '../contract/result.js';
import { addLabels } from '../github/add-labels.js';
import { createReview } from '../github/create-review.js';
import { GitHubError } from '../github/errors.js';
import { listReviewComments } from '../github/list-review-comments.js';
import type { ListedReview } from '../github/list-reviews.js';
import type { GitHubClient, PullRef } from '../github/types.js';
import { updateReview } from '../github/update-review.js';
import {
  isCriticGateReview,
  isSuperseded,
  ownedBy,
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
  client: GitHubClient;
  pull: PullRef;
  headSha: string;
  serverUrl: string;
  result: CriticResult;
  attempt: number;
  files: readonly ChangedFile[];
  /** Critic-gate and other reviews already on the pull request. */
  earlierReviews: readonly ListedReview[];
  /** The login of critic-gate's own comments: only those carry findings already reported. */
  identity: string;
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
  const listed = await listReviewComments(p.client, p.pull).catch((e: unknown) => {
    warn(`Could not list earlier review comments, so unchanged findings may be commented again: ${errorMessage(e)}`);
    return [];
  });
  const existing = ownedBy(listed, p.identity);
  const plan = planInlineComments(p.result, p.files, existing, p.headSha);
  const body = reviewBody(p.result, {
    owner: p.pull.owner,
    repo: p.pull.repo,
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
    const review = await createReview(p.client, p.pull, { commitId: p.headSha, body, comments: plan.comments });
    url = review.html_url;
    id = review.id;
  } catch (e) {
    if (e instanceof GitHubError && e.kind === 'read-only-token') {
      warn(READ_ONLY_NOTE);
      return { url: '', notes };
    }
    warn(`The review could not be posted: ${errorMessage(e)}`);
    return { url: '', notes };
  }

  for (const old of p.earlierReviews) {
    if (old.id === id || !isCriticGateReview(old) || isSuperseded(old.body) || ownedBy([old], p.identity).length === 0) continue;
    await updateReview(p.client, p.pull, old.id, supersededBody(url, parseMarker(old.body))).catch((e: unknown) =>
      warn(`Could not mark review ${old.id} as superseded: ${errorMessage(e)}`),
    );
  }
  if (p.labels.length > 0) {
    await addLabels(p.client, p.pull, p.labels).catch((e: unknown) =>
      warn(`Could not add the label(s) ${p.labels.join(', ')}: ${errorMessage(e)}`),
    );
  }
  return { url, notes };
}

/**
 * A clean PASS with `review: on-findings` posts no review; critic-gate's earlier reviews of the
 * pull request (findings of an older head) are updated to say they are resolved, keeping what
 * counts attempts. Failures are notes, as for posting.
 */
export async function resolveEarlierReviews(p: {
  client: GitHubClient;
  pull: PullRef;
  headSha: string;
  earlierReviews: readonly ListedReview[];
  identity: string;
  runUrl?: string | undefined;
  runner: Runner;
}): Promise<Posted> {
  const notes: string[] = [];
  for (const old of ownedBy(p.earlierReviews, p.identity)) {
    if (!isCriticGateReview(old) || isSuperseded(old.body)) continue;
    await updateReview(p.client, p.pull, old.id, resolvedBody(p.headSha, p.runUrl, parseMarker(old.body))).catch((e: unknown) => {
      const message = `Could not mark review ${old.id} as resolved: ${errorMessage(e)}`;
      notes.push(message);
      p.runner.warning(message);
    });
  }
  return { url: '', notes };
}
