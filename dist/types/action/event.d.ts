import { CriticGateError } from '../error-taxonomy.js';
export interface PullRequestEvent {
    eventName: 'pull_request' | 'pull_request_target';
    owner: string;
    repo: string;
    number: number;
    title: string;
    body: string;
    headSha: string;
    baseSha: string;
    /** `changed_files` of the payload, when it has one. */
    changedFiles: number | undefined;
}
/** The event the runner handed over is not a pull request's, or cannot be read: the workflow's input. */
export declare class EventError extends CriticGateError {
    name: string;
    readonly category = "input";
}
/** Reads the event the runner hands over; anything but a pull request is refused with a clear message. */
export declare function readPullRequestEvent(env: Readonly<Record<string, string | undefined>>): Promise<PullRequestEvent>;
