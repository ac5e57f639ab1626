import type { GitHubClient, RepoRef } from '../github/types.js';
import type { PullHost } from './pull-host.js';
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
export declare function gitHubHost(o: GitHubHostOptions): PullHost;
