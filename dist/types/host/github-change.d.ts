import type { GitHubClient, PullRef } from '../github/types.js';
import type { PullSubject } from './pull-host.js';
/**
 * GitHub cut a commit's tree listing (over 100,000 entries or 7 MB): what relied on it saw only
 * part of the repository. The head's serves the checks when the change is read through the API;
 * the base's is listed on every run, for the config's globs.
 */
export declare function truncatedTreeNote(commit: 'head' | 'base'): string;
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
