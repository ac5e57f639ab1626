import type { GitHubClient, PullRef } from '../github/types.js';
import type { WorkTree } from '../pr/config-source.js';
import type { Subject } from '../subject/types.js';
export interface PullSubject {
    subject: Subject;
    /** `git` when the workspace held both commits, `api` otherwise. */
    source: 'git' | 'api';
    /** The checked-out head commands may run in, or why there is none. */
    workTree: WorkTree;
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
    /** The pull request's `changed_files` from the event; asked of GitHub when the event has none. */
    changedFiles: number | undefined;
    ignore: readonly string[];
}): Promise<PullSubject>;
