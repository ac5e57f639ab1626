import type { GitHubClient, PullRef } from '../github/types.js';
/** `number`: 1 + the distinct other head commits of the pull request an earlier run judged. */
export type AttemptFromRuns = {
    ok: true;
    number: number;
} | {
    ok: false;
    problem: string;
};
export declare function attemptFromRuns(client: GitHubClient, pull: PullRef, headSha: string, runId: string | undefined): Promise<AttemptFromRuns>;
