/**
 * The pull-request host port: everything the Action asks of the place a pull request lives, by
 * resource, as danger-js's `Platform` is for danger. The Action's handlers talk to a PullHost only,
 * never to an HTTP client; `github-host.ts` is the implementation over the one-file-per-operation
 * calls of `src/github/`.
 *
 * A host is bound to one repository and one run: it names a pull request by its number, builds
 * the API's reference from that in one place, and asks who the token is at most once.
 */
import type { NewReview } from '../github/create-review.js';
import type { Reaction } from '../github/add-reaction.js';
import type { Role } from '../github/get-permission.js';
import type { ListedReview } from '../github/list-reviews.js';
import type { PullRequestReviewComment, RepoRef, WorkflowRun } from '../github/types.js';
import type { WorkTree } from '../pr/config-source.js';
import type { Subject } from '../subject/types.js';
/** The login critic-gate's reviews and comments carry, and why it is a guess when it is one. */
export interface TokenIdentity {
    login: string;
    note?: string | undefined;
}
/** A pull request as the host holds it now (not as an event once described it). */
export interface HostedPull {
    number: number;
    state: string;
    headSha: string;
    baseSha: string;
    title: string;
    body: string;
    /** The login of its author, when the host names one. */
    author: string | undefined;
    /** How many files it changes; the host's file list may stop short of this count. */
    changedFiles: number | undefined;
}
/** A comment on the pull request's conversation, where override commands are written. */
export interface HostComment {
    body: string;
    author: string;
    url: string;
    /** Edited after it was posted: its body may be someone else's words under the author's name. */
    edited: boolean;
}
/** The change of a pull request (or a merge-queue entry): which commits, and how many files it says it has. */
export interface ChangeAt {
    number: number;
    baseSha: string;
    headSha: string;
    /** `changed_files` of the event, when it had one; asked of the host otherwise. */
    changedFiles: number | undefined;
    /**
     * The event that brought it. A merge-queue entry's change (base..head) is not its pull request's,
     * which is all GitHub's files API lists: it is read from the checkout or not at all.
     */
    eventName?: string | undefined;
}
export interface PullSubject {
    subject: Subject;
    /** `git` when the workspace held both commits, `api` otherwise. */
    source: 'git' | 'api';
    /** The checked-out head commands may run in, or why there is none. */
    workTree: WorkTree;
    notes: string[];
    close(): Promise<void>;
}
/** `number`: 1 + the distinct other head commits of the pull request an earlier run judged. */
export type AttemptFromRuns = {
    ok: true;
    number: number;
} | {
    ok: false;
    problem: string;
};
export interface PullHost {
    /** The repository every call is about. */
    readonly repo: RepoRef;
    /** Who the token is: asked once per run, however often it is wanted. */
    identity(): Promise<TokenIdentity>;
    readonly pulls: {
        get(number: number): Promise<HostedPull>;
        /** The change base..head: from the runner's checkout when it holds both commits, else through the host's API. */
        change(at: ChangeAt, ignore: readonly string[]): Promise<PullSubject>;
    };
    /** Only critic-gate's own reviews are state: one a stranger posts, marker or not, neither counts nor is edited. */
    readonly reviews: {
        /** critic-gate's reviews on the pull request, oldest first. */
        own(number: number): Promise<ListedReview[]>;
        /** critic-gate's inline review comments, oldest first: the findings already reported. */
        ownComments(number: number): Promise<PullRequestReviewComment[]>;
        create(number: number, review: NewReview): Promise<{
            id: number;
            url: string;
        }>;
        update(number: number, reviewId: number, body: string): Promise<void>;
    };
    readonly issues: {
        /** The conversation's comments, oldest first. */
        comments(number: number): Promise<HostComment[]>;
        react(commentId: number, reaction: Reaction): Promise<void>;
        addLabels(number: number, labels: readonly string[]): Promise<void>;
    };
    readonly contents: {
        /** A file's bytes at a ref; undefined when there is no file at that path there. */
        read(ref: string, path: string): Promise<Uint8Array | undefined>;
        /** The paths of the regular files at a commit; `truncated`: the host cut the listing, so some are missing. */
        tree(sha: string): Promise<{
            paths: string[];
            truncated: boolean;
        }>;
    };
    readonly actions: {
        /** The attempt number counted from this workflow's earlier runs of the pull request's other heads. */
        attemptFromRuns(number: number, headSha: string): Promise<AttemptFromRuns>;
        /** The runs of one workflow (file name or id) for one head commit, newest first. */
        runsForHead(workflow: string, headSha: string): Promise<WorkflowRun[]>;
        rerun(runId: number): Promise<void>;
    };
    readonly collaborators: {
        /** Asked of the host on every call: a revoked permission counts at once. */
        role(login: string): Promise<Role>;
    };
}
