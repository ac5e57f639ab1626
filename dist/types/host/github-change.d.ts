import type { GitHubClient, PullRef } from '../github/types.js';
import type { PullSubject } from './pull-host.js';
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
    /** `merge_group`: the entry's change is read from the checkout only (see ChangeAt.eventName). */
    eventName?: string | undefined;
}): Promise<PullSubject>;
