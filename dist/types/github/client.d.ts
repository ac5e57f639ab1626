import type { GitHubClient } from './types.js';
/**
 * The one place a GitHub client is made. @octokit/rest rather than @actions/github's getOctokit:
 * the base URL is passed in explicitly (no environment read behind our back, so tests aim it at the
 * local double), and it shares @octokit/core with the retry and throttling plugins.
 *
 * Retries: the throttling plugin answers rate limits — it waits the `retry-after` GitHub sends for
 * a secondary limit, and waits for the reset of a primary limit only when that is near; the retry
 * plugin answers 5xx and network failures. Both are bounded, so a run never hangs on GitHub.
 */
export interface ClientLog {
    warn(message: string): void;
}
export interface GitHubClientOptions {
    token: string;
    /** GITHUB_API_URL; see resolveApiUrl. */
    baseUrl: string;
    userAgent?: string;
    /** Retries for one request after a rate limit or a server error. Default 2. */
    maxRetries?: number;
    /** The longest wait, in seconds, worth spending on a rate limit before giving up. Default 60. */
    maxWaitSeconds?: number;
    log?: ClientLog;
}
/** GITHUB_API_URL as the runner sets it (GitHub Enterprise Server too), without a trailing slash. */
export declare function resolveApiUrl(env: Readonly<Record<string, string | undefined>>): string;
export declare function createGitHubClient(options: GitHubClientOptions): GitHubClient;
