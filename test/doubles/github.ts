/**
 * A local GitHub REST double: a real HTTP server on 127.0.0.1 holding one repository with one pull
 * request in memory. It enforces the GitHub rules our Action depends on — inline comments only on
 * lines that are part of the diff (else 422 for the whole review), body length, commit_id, tokens
 * that cannot write (403), primary and secondary rate limits, GitHub's `link` pagination — so code
 * that passes here meets the same refusals it would meet on github.com.
 *
 * Importable and free of side effects: a test starts it in-process and may hand its `url` to a child
 * process as GITHUB_API_URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  badCredentials,
  primaryRateLimit,
  problemsParsingJson,
  requiresAuthentication,
  secondaryRateLimit,
  serverError,
  DOCS,
  notAccessibleByIntegration,
} from './github/answers.js';
import { route, type Reply } from './github/routes.js';
import { createState, type GitHubDoubleState } from './github/state.js';
import { BOT_LOGIN, userJson, type GitHubDoubleSetup } from './github/model.js';

export * from './github/model.js';
export type { GitHubDoubleState } from './github/state.js';
export { MAX_LISTED_FILES } from './github/routes.js';

/** A scripted failure for the next matching request(s). */
export type Fault =
  | {
      kind: 'secondary-rate-limit';
      method?: string;
      /** Matches the request path (e.g. `/repos/o/r/pulls/7`); a string must match exactly. */
      path?: string | RegExp;
      times?: number;
      status?: 403 | 429;
      /** Seconds for the `retry-after` header; null sends none. Default 1. */
      retryAfter?: number | null;
    }
  | { kind: 'server-error'; method?: string; path?: string | RegExp; times?: number; status?: number };

export interface RecordedRequest {
  method: string;
  /** The decoded path without the query, as sent (may be `/repositories/{id}/…` after a `link`). */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
  /** How the request authenticated: the scheme only, never the token. */
  auth: 'token' | 'bearer' | 'none';
  accept: string;
  status: number;
}

export interface GitHubDouble {
  /** Base URL for GITHUB_API_URL / Octokit's baseUrl, e.g. `http://127.0.0.1:40123`. */
  url: string;
  state: GitHubDoubleState;
  requests: RecordedRequest[];
  /** Queue a failure; it answers the next `times` matching requests instead of the real route. */
  inject(fault: Fault): void;
  close(): Promise<void>;
}

const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export async function startGitHubDouble(setup: GitHubDoubleSetup = {}): Promise<GitHubDouble> {
  let url = '';
  const state = createState(setup, () => url);
  const requests: RecordedRequest[] = [];
  const faults: Array<Fault & { left: number }> = [];
  let requestCount = 0;

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      send(res, { status: 500, body: { message: `github double crashed: ${String(err)}` } }, {});
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = `D0UB:${(++requestCount).toString(16).toUpperCase()}`;
    const parsed = new URL(req.url ?? '/', url);
    const rawPath = parsed.pathname;
    const path = safeDecode(rawPath);
    const method = (req.method ?? 'GET').toUpperCase();
    const accept = String(req.headers.accept ?? '');
    const rawBody = await readBody(req);
    const authHeader = String(req.headers.authorization ?? '');
    const scheme = /^bearer\s/i.test(authHeader) ? 'bearer' : /^token\s/i.test(authHeader) ? 'token' : 'none';
    const record: RecordedRequest = {
      method,
      path,
      query: Object.fromEntries(parsed.searchParams),
      body: undefined,
      auth: scheme,
      accept,
      status: 0,
    };
    requests.push(record);
    const reply = (r: Reply): void => {
      record.status = r.status;
      send(res, r, rateHeaders(requestId));
    };

    let body: unknown;
    if (rawBody.length > 0) {
      try {
        body = JSON.parse(rawBody.toString('utf8'));
        record.body = body;
      } catch {
        record.body = rawBody.toString('utf8');
        return reply(problemsParsingJson(DOCS.root));
      }
    }

    if (scheme === 'none') return reply(requiresAuthentication());
    const token = authHeader.replace(/^\S+\s+/, '').trim();
    const known = state.tokens.find((t) => t.token === token);
    if (!known) return reply(badCredentials());

    const fault = takeFault(method, path);
    if (fault?.kind === 'secondary-rate-limit') {
      return reply(secondaryRateLimit(fault.status ?? 403, requestId, fault.retryAfter === undefined ? 1 : fault.retryAfter));
    }
    if (fault?.kind === 'server-error') return reply(serverError(fault.status ?? 502));

    const now = Math.floor(Date.now() / 1000);
    if (now >= state.rateLimit.resetAt) {
      state.rateLimit.remaining = state.rateLimit.limit;
      state.rateLimit.resetAt = now + 3600;
    }
    if (state.rateLimit.remaining <= 0) return reply(primaryRateLimit(requestId));
    state.rateLimit.remaining -= 1;

    // GET /user answers a user's token with its account; an installation token (GITHUB_TOKEN, an
    // App's token) is no user, and GitHub refuses it there.
    if (method === 'GET' && path === '/user') {
      const login = known.login ?? BOT_LOGIN;
      return reply(
        login.endsWith('[bot]') ? notAccessibleByIntegration(DOCS.getAuthenticatedUser) : { status: 200, body: userJson(login) },
      );
    }

    const repoPath = normalise(rawPath);
    if (!repoPath) return reply({ status: 404, body: { message: 'Not Found', documentation_url: DOCS.root, status: '404' } });
    return reply(
      route({
        state,
        apiUrl: url,
        method,
        rest: repoPath,
        query: parsed.searchParams,
        body,
        accept,
        user: userJson(known.login ?? BOT_LOGIN),
        canWrite: known.access === 'write',
      }),
    );
  }

  /** `/repos/{owner}/{repo}/x` or `/repositories/{id}/x` (where `link` headers point) → `x`, still URL-encoded. */
  function normalise(path: string): string | undefined {
    const byName = /^\/repos\/([^/]+)\/([^/]+)\/(.+)$/.exec(path);
    if (byName) {
      const same = (a = '', b = '') => a.toLowerCase() === b.toLowerCase();
      return same(safeDecode(byName[1] ?? ''), state.owner) && same(safeDecode(byName[2] ?? ''), state.repo) ? byName[3] : undefined;
    }
    const byId = /^\/repositories\/(\d+)\/(.+)$/.exec(path);
    return byId && Number(byId[1]) === state.repoId ? byId[2] : undefined;
  }

  function takeFault(method: string, path: string): Fault | undefined {
    const i = faults.findIndex(
      (f) =>
        (f.method === undefined || f.method.toUpperCase() === method) &&
        (f.path === undefined || (typeof f.path === 'string' ? f.path === path : f.path.test(path))),
    );
    if (i < 0) return undefined;
    const fault = faults[i] as Fault & { left: number };
    fault.left -= 1;
    if (fault.left <= 0) faults.splice(i, 1);
    return fault;
  }

  function rateHeaders(requestId: string): Record<string, string> {
    const r = state.rateLimit;
    return {
      'x-ratelimit-limit': String(r.limit),
      'x-ratelimit-remaining': String(Math.max(0, r.remaining)),
      'x-ratelimit-used': String(r.limit - Math.max(0, r.remaining)),
      'x-ratelimit-reset': String(r.resetAt),
      'x-ratelimit-resource': 'core',
      'x-github-request-id': requestId,
      'x-github-api-version-selected': '2022-11-28',
    };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    state,
    requests,
    inject(fault) {
      faults.push({ ...fault, left: fault.times ?? 1 });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_REQUEST_BYTES) throw new Error('request body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, reply: Reply, headers: Record<string, string>): void {
  if (res.headersSent) return;
  const payload = reply.raw ? Buffer.from(reply.raw) : Buffer.from(JSON.stringify(reply.body));
  res.writeHead(reply.status, {
    ...headers,
    ...reply.headers,
    'content-type': reply.contentType ?? 'application/json; charset=utf-8',
    'content-length': String(payload.length),
  });
  res.end(payload);
}
