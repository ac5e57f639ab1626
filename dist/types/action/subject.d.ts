import type { GitHubClient, PullRef } from '../github/types.js';
import type { Subject } from '../subject/types.js';
export interface PullSubject {
    subject: Subject;
    /** `git` when the workspace held both commits, `api` otherwise. */
    source: 'git' | 'api';
    /** A checked-out tree commands may run in, when there is one. */
    workTree: string | undefined;
    notes: string[];
    close(): Promise<void>;
}
/** The pull request's change: from local git when the checkout has both commits, else from the API. */
export declare function pullSubject(options: {
    workspace: string | undefined;
    client: GitHubClient;
    pull: PullRef;
    baseSha: string;
    headSha: string;
    ignore: readonly string[];
}): Promise<PullSubject>;
