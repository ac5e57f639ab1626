import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
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

const DEFAULT_API_URL = 'https://api.github.com';

/** GITHUB_API_URL as the runner sets it (GitHub Enterprise Server too), without a trailing slash. */
export function resolveApiUrl(env: Readonly<Record<string, string | undefined>>): string {
  const url = env.GITHUB_API_URL?.trim();
  return (url === undefined || url === '' ? DEFAULT_API_URL : url).replace(/\/+$/, '');
}

const CriticOctokit = Octokit.plugin(retry, throttling);

/**
 * Octokit's requests go through the undici that critic-gate bundles, the one the judge's HTTP
 * client needs anyway (its patient Agent, src/judge/backends/http.ts), not Node's global fetch:
 * that is a second copy of undici, which Node loads and compiles (with its HTTP parser's
 * WebAssembly) on the first request, some 20 ms of CPU a run (measured). Both use the one global
 * dispatcher undici shares between copies, so a proxy Node sets up (NODE_USE_ENV_PROXY) still
 * applies. Imported on the first request: a run that never asks GitHub anything loads none.
 */
const bundledFetch = (async (input: string | URL, init?: RequestInit) => {
  const { fetch } = await import('./undici-fetch.js');
  return fetch(input, init as Parameters<typeof fetch>[1]);
}) as unknown as typeof fetch;

// Each client paces its own writes: the throttling plugin keys its limiters by this id.
let clientCount = 0;

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  if (options.token.trim() === '') throw new Error('github-token is empty: the Action needs a token to read the pull request');
  const maxRetries = options.maxRetries ?? 2;
  const maxWait = options.maxWaitSeconds ?? 60;
  const warn = (m: string) => options.log?.warn(m);
  // The token goes to Octokit's auth only; nothing here ever formats it into a message.
  const shouldRetry = (what: string) => (retryAfter: number, request: { method: string; url: string }, _o: unknown, retryCount: number) => {
    const retrying = retryCount < maxRetries && retryAfter <= maxWait;
    warn(`GitHub ${what} on ${request.method} ${request.url}: ${retrying ? `retrying in ${retryAfter}s` : 'giving up'}`);
    return retrying;
  };
  return new CriticOctokit({
    auth: options.token,
    baseUrl: options.baseUrl,
    userAgent: options.userAgent ?? 'critic-gate',
    request: { fetch: bundledFetch },
    // Failed requests surface as GitHubErrors where they are handled; logging them here too would
    // double every warning.
    log: { debug: () => {}, info: () => {}, warn, error: () => {} },
    retry: {
      retries: maxRetries,
      // 429 is a rate limit: the throttling plugin owns it and honours retry-after; the retry
      // plugin would otherwise retry it early, on its own 1 s / 4 s schedule.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
    throttle: {
      id: `critic-gate-${process.pid}-${++clientCount}`,
      onSecondaryRateLimit: shouldRetry('secondary rate limit'),
      onRateLimit: shouldRetry('rate limit'),
    },
  });
}
