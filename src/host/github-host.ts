/**
 * The PullHost of a GitHub repository, as one Action run sees it: it composes the operations of
 * `src/github/` (one file each) and adds only what a run decides once — the pull request's
 * reference built from its number, the token's identity asked once, ownership of reviews.
 */
import { addLabels } from '../github/add-labels.js';
import { addCommentReaction } from '../github/add-reaction.js';
import { createReview } from '../github/create-review.js';
import { userRole } from '../github/get-permission.js';
import { getPullRequest } from '../github/get-pull-request.js';
import { listIssueComments, wasEdited } from '../github/list-issue-comments.js';
import { listReviewComments } from '../github/list-review-comments.js';
import { listReviews } from '../github/list-reviews.js';
import { listTree } from '../github/list-tree.js';
import { listWorkflowRunsForHead } from '../github/list-workflow-runs.js';
import { readFileAtRef } from '../github/read-file-at-ref.js';
import { rerunWorkflowRun } from '../github/rerun-workflow-run.js';
import { tokenIdentity } from '../github/token-identity.js';
import type { GitHubClient, PullRef, RepoRef } from '../github/types.js';
import { updateReview } from '../github/update-review.js';
import { ownedBy } from '../review/authors.js';
import { attemptFromRuns } from './attempts-from-runs.js';
import { pullSubject } from './github-change.js';
import type { PullHost, TokenIdentity } from './pull-host.js';

export interface GitHubHostOptions {
  client: GitHubClient;
  repo: RepoRef;
  /** The login the token's reviews carry, when the workflow says it (an App's installation token); asked of GitHub otherwise. */
  reviewAuthor?: string | undefined;
  /** The runner's checkout (GITHUB_WORKSPACE): the change is read there when it holds both commits. */
  workspace: string | undefined;
  /** This workflow run (GITHUB_RUN_ID): its earlier runs count attempts when reviews cannot. */
  runId: string | undefined;
}

export function gitHubHost(o: GitHubHostOptions): PullHost {
  const { client, repo } = o;
  const pullRef = (number: number): PullRef => ({ owner: repo.owner, repo: repo.repo, pullNumber: number });
  let asked: Promise<TokenIdentity> | undefined;
  const identity = (): Promise<TokenIdentity> =>
    (asked ??= o.reviewAuthor ? Promise.resolve({ login: o.reviewAuthor }) : tokenIdentity(client));
  const login = async (): Promise<string> => (await identity()).login;
  return {
    repo,
    identity,
    pulls: {
      async get(number) {
        const pr = await getPullRequest(client, pullRef(number));
        return {
          number: pr.number,
          state: pr.state,
          headSha: pr.head.sha,
          baseSha: pr.base.sha,
          title: pr.title,
          body: pr.body ?? '',
          author: pr.user?.login,
          changedFiles: pr.changed_files,
        };
      },
      change: (at, ignore) =>
        pullSubject({
          workspace: o.workspace,
          client,
          pull: pullRef(at.number),
          baseSha: at.baseSha,
          headSha: at.headSha,
          changedFiles: at.changedFiles,
          ignore,
          eventName: at.eventName,
        }),
    },
    reviews: {
      own: async (number) => ownedBy(await listReviews(client, pullRef(number)), await login()),
      ownComments: async (number) => ownedBy(await listReviewComments(client, pullRef(number)), await login()),
      async create(number, review) {
        const created = await createReview(client, pullRef(number), review);
        return { id: created.id, url: created.html_url };
      },
      async update(number, reviewId, body) {
        await updateReview(client, pullRef(number), reviewId, body);
      },
    },
    issues: {
      comments: async (number) =>
        (await listIssueComments(client, pullRef(number))).map((c) => ({
          body: c.body ?? '',
          author: c.user?.login ?? '',
          url: c.html_url,
          edited: wasEdited(c),
        })),
      react: (commentId, reaction) => addCommentReaction(client, repo, commentId, reaction),
      async addLabels(number, labels) {
        await addLabels(client, pullRef(number), labels);
      },
    },
    contents: {
      read: (ref, path) => readFileAtRef(client, { ...repo, ref }, path),
      tree: async (sha) => {
        const { paths, truncated } = await listTree(client, { ...repo, sha });
        return { paths, truncated };
      },
    },
    actions: {
      attemptFromRuns: (number, headSha) => attemptFromRuns(client, pullRef(number), headSha, o.runId),
      runsForHead: (workflow, headSha) => listWorkflowRunsForHead(client, repo, workflow, headSha),
      rerun: (runId) => rerunWorkflowRun(client, repo, runId),
    },
    collaborators: {
      role: (login) => userRole(client, repo, login),
    },
  };
}
