import type { GitHubClient, PullRef } from '../github/types.js';
import type { AttemptFromRuns } from './pull-host.js';
export declare function attemptFromRuns(client: GitHubClient, pull: PullRef, headSha: string, runId: string | undefined): Promise<AttemptFromRuns>;
