/**
 * One error type for every GitHub answer we did not want, so callers branch on `kind` instead of
 * parsing messages. The Action needs to tell apart above all the read-only token (a pull request
 * from a fork: report in the job summary, never crash) from everything else.
 */
import { CriticGateError } from '../errors/taxonomy.js';

export type GitHubErrorKind =
  'read-only-token' | 'bad-credentials' | 'forbidden' | 'not-found' | 'unprocessable' | 'rate-limited' | 'network' | 'http';

export class GitHubError extends CriticGateError {
  override readonly name = 'GitHubError';
  readonly category = 'github';

  constructor(
    readonly operation: string,
    readonly kind: GitHubErrorKind,
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    /** GitHub's `message`, verbatim. */
    readonly githubMessage: string,
    /** GitHub's `errors`, each as one line. */
    readonly details: readonly string[] = [],
    readonly documentationUrl?: string,
  ) {
    super(describe(operation, kind, status, githubMessage, details));
  }
}

function describe(operation: string, kind: GitHubErrorKind, status: number, message: string, details: readonly string[]): string {
  const said = [message, ...details].filter((s) => s !== '').join(': ');
  const answer = status === 0 ? `no answer from GitHub (${said})` : `GitHub answered ${status}${said ? ` ${said}` : ''}`;
  const hint: Partial<Record<GitHubErrorKind, string>> = {
    'read-only-token': ' — the token cannot write here (read-only, e.g. a pull request from a fork)',
    'bad-credentials': ' — check the github-token input',
    'rate-limited': ' — GitHub rate limit; retries were exhausted',
  };
  return `${operation}: ${answer}${hint[kind] ?? ''}`;
}

interface ErrorLike {
  status?: unknown;
  message?: unknown;
  response?: { data?: unknown; headers?: Record<string, unknown> };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function detailLine(e: unknown): string {
  if (typeof e === 'string') return e;
  if (!isRecord(e)) return String(e);
  if (typeof e.message === 'string') return e.field ? `${String(e.field)}: ${e.message}` : e.message;
  return [e.resource, e.field, e.code].filter((x) => x !== undefined).join(' ');
}

/**
 * Turns whatever Octokit threw into a GitHubError. `write` says the operation changes something, so
 * a 403 that is not a rate limit means the token may not write.
 */
export function toGitHubError(error: unknown, operation: string, write: boolean): GitHubError {
  if (error instanceof GitHubError) return error;
  const e: ErrorLike = isRecord(error) ? (error as ErrorLike) : {};
  const status = typeof e.status === 'number' ? e.status : 0;
  const data = e.response?.data;
  const headers = e.response?.headers ?? {};
  if (!e.response) {
    // Octokit reports a failed fetch (refused, reset, DNS) as status 500 without a response.
    const cause = error instanceof Error && isRecord(error.cause) ? ` (${String(error.cause.message ?? '')})` : '';
    return new GitHubError(operation, 'network', 0, `${String(e.message ?? error)}${cause}`);
  }
  const message = isRecord(data) && typeof data.message === 'string' ? data.message : String(e.message ?? '');
  const details = isRecord(data) && Array.isArray(data.errors) ? data.errors.map(detailLine) : [];
  const docs = isRecord(data) && typeof data.documentation_url === 'string' ? data.documentation_url : undefined;
  return new GitHubError(operation, kindOf(status, message, headers, write), status, message, details, docs);
}

function kindOf(status: number, message: string, headers: Record<string, unknown>, write: boolean): GitHubErrorKind {
  const rateLimited = /rate limit/i.test(message) || String(headers['x-ratelimit-remaining']) === '0';
  if ((status === 403 || status === 429) && rateLimited) return 'rate-limited';
  if (status === 401) return 'bad-credentials';
  if (status === 403) return write ? 'read-only-token' : 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 422) return 'unprocessable';
  return 'http';
}
