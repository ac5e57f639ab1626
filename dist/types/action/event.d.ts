import { CriticGateError } from '../errors/taxonomy.js';
/** A pull request as its event describes it. */
export interface PullRequestInfo {
    number: number;
    title: string;
    body: string;
    /** `changed_files` of the payload, when it has one. */
    changedFiles: number | undefined;
    draft: boolean;
    /** The login of the pull request's author, when the payload names it. */
    author: string | undefined;
}
interface TriggerBase {
    owner: string;
    repo: string;
}
/** A pull request was opened, pushed to, reopened or marked ready: judge its head and publish. */
export interface PullRequestTrigger extends TriggerBase {
    kind: 'pull-request';
    eventName: 'pull_request' | 'pull_request_target';
    /** The webhook's `action` (`opened`, `synchronize`, `ready_for_review`, …). */
    action: string;
    headSha: string;
    baseSha: string;
    pull: PullRequestInfo;
}
/** A merge-queue entry asks for its checks: verify the change `baseSha..headSha` of the entry. */
export interface MergeQueueTrigger extends TriggerBase {
    kind: 'merge-queue';
    eventName: 'merge_group';
    headSha: string;
    baseSha: string;
    /** `merge_group.head_ref`, e.g. `refs/heads/gh-readonly-queue/main/pr-104-<sha>`: names the queued pull request. */
    headRef: string;
    baseRef: string;
    /** The queued pull request is found through the API, not in this payload. */
    pull?: undefined;
}
/** A comment on an issue or a pull request: maybe a `/critic-gate` command. */
export interface CommentTrigger extends TriggerBase {
    kind: 'comment';
    eventName: 'issue_comment';
    /** The (or pull request's) number. */
    number: number;
    /** False for a comment on a plain issue, where no command applies. */
    onPullRequest: boolean;
    comment: {
        id: number;
        body: string;
        url: string;
        author: string;
        edited: boolean;
    };
    /** Who caused the event: an override counts only when it is the comment's own author (spec §14). */
    sender: string | undefined;
    /** Head and base are read from the pull request through the API, never from the comment. */
    headSha?: undefined;
    baseSha?: undefined;
    pull?: undefined;
}
/** One run's reason to run, whatever the event. */
export type Trigger = PullRequestTrigger | MergeQueueTrigger | CommentTrigger;
/** The event the runner handed over is not one critic-gate runs on, or cannot be read: the workflow's input. */
export declare class EventError extends CriticGateError {
    name: string;
    readonly category = "event";
}
export declare const SUPPORTED_EVENTS: readonly string[];
/** Reads the event the runner hands over; an event critic-gate does not run on is refused with a clear message. */
export declare function readTrigger(env: Readonly<Record<string, string | undefined>>): Promise<Trigger>;
/** The queued pull request a merge-queue branch names: `[refs/heads/]gh-readonly-queue/<base>/pr-<N>-<sha>`. */
export declare function queuedPullOf(headRef: string): {
    number: number;
    headSha: string;
    base: string;
} | undefined;
export {};
