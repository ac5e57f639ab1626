import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  Octokit,
  endGroup,
  error,
  info,
  legacyRestEndpointMethods,
  notice,
  paginateRest,
  requestLog,
  require_light,
  retry,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  summary,
  warning
} from "./chunks/chunk-KD56K37E.js";
import {
  GitError,
  GitRepo,
  commandPolicy,
  configFromCommit,
  patchLines,
  prepareCommands
} from "./chunks/chunk-R5AAHDKX.js";
import "./chunks/chunk-AW6Y72T4.js";
import {
  DiffParseError,
  changeSubject,
  ignoreMatcher,
  judgeChange,
  parseHunks
} from "./chunks/chunk-3MQTQF3T.js";
import {
  ConfigError
} from "./chunks/chunk-5UCIGXG5.js";
import {
  cell,
  code,
  createRedactor,
  findingsOf,
  lazyJudge,
  publishableText,
  renderMarkdown,
  renderSarif,
  secretsFromEnv,
  terminalSections,
  withProgress
} from "./chunks/chunk-FUTOM7QU.js";
import "./chunks/chunk-AEAJAFVJ.js";
import "./chunks/chunk-2H7AW4IA.js";
import {
  VerdictSchema
} from "./chunks/chunk-65RKR6YL.js";
import {
  judgeOverridesOf,
  resolveJudgeSettings
} from "./chunks/chunk-RUZ5Z32G.js";
import {
  DEFAULTS
} from "./chunks/chunk-CKPIHQ4D.js";
import "./chunks/chunk-FJMXONG7.js";
import {
  MemoryCache
} from "./chunks/chunk-PY645NKA.js";
import {
  errorResult
} from "./chunks/chunk-I2LRHO7P.js";
import {
  escalate
} from "./chunks/chunk-OB5T6OXR.js";
import "./chunks/chunk-LMIXAOUK.js";
import {
  SANDBOX_MODES,
  browserRuntime,
  external_exports
} from "./chunks/chunk-DBHRDZ4J.js";
import "./chunks/chunk-Y4QFHWPE.js";
import "./chunks/chunk-ZI6GMJDV.js";
import "./chunks/chunk-IRQK3D7Y.js";
import "./chunks/chunk-6WUJNYAC.js";
import {
  errorMessage
} from "./chunks/chunk-RX23ZOBF.js";
import "./chunks/chunk-2KCLB7EX.js";
import {
  __toESM
} from "./chunks/chunk-NHBQDVUQ.js";

// src/action/run.ts
import { mkdir, writeFile as writeFile2 } from "node:fs/promises";
import { join } from "node:path";
import { tmpdir } from "node:os";

// node_modules/@octokit/rest/dist-src/version.js
var VERSION = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION}`
  }
);

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION2 = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error2) => error2.type === "RATE_LIMITED")) {
      const error2 = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error2;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = import_light.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error2, info2) {
      const [state2, request, options] = info2.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error2.status !== 401;
      if (!(shouldRetryGraphQL || error2.status === 403 || error2.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error2.message)) {
          const retryAfter2 = Number(error2.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error2.response.headers != null && error2.response.headers["x-ratelimit-remaining"] === "0" || (error2.response.data?.errors ?? []).some(
          (error22) => error22.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error2.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION2;
throttling.triggersNotification = triggersNotification;

// src/github/client.ts
var DEFAULT_API_URL = "https://api.github.com";
function resolveApiUrl(env) {
  const url2 = env.GITHUB_API_URL?.trim();
  return (url2 === void 0 || url2 === "" ? DEFAULT_API_URL : url2).replace(/\/+$/, "");
}
var CriticOctokit = Octokit2.plugin(retry, throttling);
var clientCount = 0;
function createGitHubClient(options) {
  if (options.token.trim() === "") throw new Error("github-token is empty: the Action needs a token to read the pull request");
  const maxRetries = options.maxRetries ?? 2;
  const maxWait = options.maxWaitSeconds ?? 60;
  const warn = (m) => options.log?.warn(m);
  const shouldRetry = (what) => (retryAfter, request, _o, retryCount) => {
    const retrying = retryCount < maxRetries && retryAfter <= maxWait;
    warn(`GitHub ${what} on ${request.method} ${request.url}: ${retrying ? `retrying in ${retryAfter}s` : "giving up"}`);
    return retrying;
  };
  return new CriticOctokit({
    auth: options.token,
    baseUrl: options.baseUrl,
    userAgent: options.userAgent ?? "critic-gate",
    // Failed requests surface as GitHubErrors where they are handled; logging them here too would
    // double every warning.
    log: { debug: () => {
    }, info: () => {
    }, warn, error: () => {
    } },
    retry: {
      retries: maxRetries,
      // 429 is a rate limit: the throttling plugin owns it and honours retry-after; the retry
      // plugin would otherwise retry it early, on its own 1 s / 4 s schedule.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451]
    },
    throttle: {
      id: `critic-gate-${process.pid}-${++clientCount}`,
      onSecondaryRateLimit: shouldRetry("secondary rate limit"),
      onRateLimit: shouldRetry("rate limit")
    }
  });
}

// src/github/errors.ts
var GitHubError = class extends Error {
  constructor(operation, kind, status, githubMessage, details = [], documentationUrl) {
    super(describe(operation, kind, status, githubMessage, details));
    this.operation = operation;
    this.kind = kind;
    this.status = status;
    this.githubMessage = githubMessage;
    this.details = details;
    this.documentationUrl = documentationUrl;
  }
  operation;
  kind;
  status;
  githubMessage;
  details;
  documentationUrl;
  name = "GitHubError";
};
function describe(operation, kind, status, message, details) {
  const said = [message, ...details].filter((s) => s !== "").join(": ");
  const answer = status === 0 ? `no answer from GitHub (${said})` : `GitHub answered ${status}${said ? ` ${said}` : ""}`;
  const hint = {
    "read-only-token": " \u2014 the token cannot write here (read-only, e.g. a pull request from a fork)",
    "bad-credentials": " \u2014 check the github-token input",
    "rate-limited": " \u2014 GitHub rate limit; retries were exhausted"
  };
  return `${operation}: ${answer}${hint[kind] ?? ""}`;
}
var isRecord = (v) => typeof v === "object" && v !== null;
function detailLine(e) {
  if (typeof e === "string") return e;
  if (!isRecord(e)) return String(e);
  if (typeof e.message === "string") return e.field ? `${String(e.field)}: ${e.message}` : e.message;
  return [e.resource, e.field, e.code].filter((x) => x !== void 0).join(" ");
}
function toGitHubError(error2, operation, write) {
  if (error2 instanceof GitHubError) return error2;
  const e = isRecord(error2) ? error2 : {};
  const status = typeof e.status === "number" ? e.status : 0;
  const data = e.response?.data;
  const headers = e.response?.headers ?? {};
  if (!e.response) {
    const cause = error2 instanceof Error && isRecord(error2.cause) ? ` (${String(error2.cause.message ?? "")})` : "";
    return new GitHubError(operation, "network", 0, `${String(e.message ?? error2)}${cause}`);
  }
  const message = isRecord(data) && typeof data.message === "string" ? data.message : String(e.message ?? "");
  const details = isRecord(data) && Array.isArray(data.errors) ? data.errors.map(detailLine) : [];
  const docs = isRecord(data) && typeof data.documentation_url === "string" ? data.documentation_url : void 0;
  return new GitHubError(operation, kindOf(status, message, headers, write), status, message, details, docs);
}
function kindOf(status, message, headers, write) {
  const rateLimited = /rate limit/i.test(message) || String(headers["x-ratelimit-remaining"]) === "0";
  if ((status === 403 || status === 429) && rateLimited) return "rate-limited";
  if (status === 401) return "bad-credentials";
  if (status === 403) return write ? "read-only-token" : "forbidden";
  if (status === 404) return "not-found";
  if (status === 422) return "unprocessable";
  return "http";
}

// src/github/pages.ts
var PER_PAGE = 100;
async function collectPages(fetchPage, maxPages) {
  const all = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const items = await fetchPage(page, PER_PAGE);
    all.push(...items);
    if (items.length < PER_PAGE) break;
  }
  return all;
}
async function collectPullPages(operation, fetchPage, maxPages) {
  try {
    return await collectPages(fetchPage, maxPages);
  } catch (error2) {
    throw toGitHubError(error2, operation, false);
  }
}

// src/github/list-pr-files.ts
var MAX_LISTED_FILES = 3e3;
var IncompleteFileListError = class extends Error {
  name = "IncompleteFileListError";
};
function listPrFiles(client, ref) {
  return collectPullPages(
    `listing the files of pull request #${ref.pullNumber}`,
    async (page, perPage) => {
      const { data } = await client.rest.pulls.listFiles({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.pullNumber,
        per_page: perPage,
        page
      });
      return data;
    },
    MAX_LISTED_FILES / PER_PAGE
  );
}
async function listAllPrFiles(client, ref, changedFiles) {
  const files = await listPrFiles(client, ref);
  if (files.length < changedFiles) {
    throw new IncompleteFileListError(
      `GitHub listed ${files.length} of the ${changedFiles} changed files of pull request #${ref.pullNumber} (it lists at most ${MAX_LISTED_FILES}): the change cannot be judged completely through the API; check out the pull request with actions/checkout (ref: \${{ github.event.pull_request.head.sha }}, fetch-depth: 0) so local git is used`
    );
  }
  return files;
}

// src/github/list-reviews.ts
function listReviews(client, ref) {
  return collectPullPages(
    `listing the reviews of pull request #${ref.pullNumber}`,
    async (page, perPage) => {
      const { data } = await client.rest.pulls.listReviews({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.pullNumber,
        per_page: perPage,
        page
      });
      return data;
    },
    50
  );
}

// src/github/read-file-at-ref.ts
async function readFileAtRef(client, at, path) {
  const operation = `reading ${path} at ${at.ref}`;
  try {
    const { data } = await client.rest.repos.getContent({ owner: at.owner, repo: at.repo, path, ref: at.ref });
    if (Array.isArray(data) || data.type !== "file") return void 0;
    if ("encoding" in data && data.encoding === "base64") return new Uint8Array(Buffer.from(data.content, "base64"));
    if (data.size === 0) return new Uint8Array();
    const raw = await client.request("GET /repos/{owner}/{repo}/contents/{path}", {
      owner: at.owner,
      repo: at.repo,
      path,
      ref: at.ref,
      mediaType: { format: "raw" },
      request: { parseSuccessResponseBody: false }
    });
    return new Uint8Array(await new Response(raw.data).arrayBuffer());
  } catch (error2) {
    const failure = toGitHubError(error2, operation, false);
    if (failure.kind === "not-found") return void 0;
    throw failure;
  }
}

// src/github/list-tree.ts
async function listTree(client, at) {
  try {
    const { data } = await client.rest.git.getTree({ owner: at.owner, repo: at.repo, tree_sha: at.sha, recursive: "true" });
    return {
      paths: data.tree.filter((e) => e.type === "blob" && typeof e.path === "string").map((e) => e.path),
      truncated: data.truncated
    };
  } catch (e) {
    throw toGitHubError(e, `listing the files at ${at.sha}`, false);
  }
}

// src/review/marker.ts
var MARKER_TAG = "critic-gate:v1";
var MAX_MARKER_FINDINGS = 200;
var MAX_MARKER_CACHE_CHARS = 24e3;
function boundedCache(cache) {
  if (!cache) return void 0;
  const out = {};
  let used = 0;
  for (const [key, answer] of Object.entries(cache)) {
    const size = key.length + JSON.stringify(answer).length + 4;
    if (used + size > MAX_MARKER_CACHE_CHARS) continue;
    out[key] = answer;
    used += size;
  }
  return Object.keys(out).length > 0 ? out : void 0;
}
var MarkerSchema = external_exports.object({
  head: external_exports.string().min(1).max(100),
  verdict: VerdictSchema,
  score: external_exports.number().min(0).max(1),
  attempt: external_exports.number().int().min(1),
  findings: external_exports.array(external_exports.string().max(64)).max(1e4).default([]),
  // A cache that does not read back is dropped, never the marker: it only costs model calls.
  cache: external_exports.record(external_exports.string().regex(/^[0-9a-f]{64}$/), external_exports.string().max(MAX_MARKER_CACHE_CHARS)).optional().catch(void 0)
});
function safeJson(value) {
  return JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function renderMarker(data) {
  const payload = {
    head: data.head,
    verdict: data.verdict,
    score: data.score,
    attempt: data.attempt,
    findings: data.findings.slice(0, MAX_MARKER_FINDINGS),
    ...boundedCache(data.cache) ? { cache: boundedCache(data.cache) } : {}
  };
  return `<!-- ${MARKER_TAG} ${safeJson(payload)} -->`;
}
var MARKER_PATTERN = new RegExp(`<!--\\s*${MARKER_TAG}\\s+([\\s\\S]*?)\\s*-->`, "g");
function parseMarker(body) {
  if (typeof body !== "string") return void 0;
  let found;
  for (const match of body.matchAll(MARKER_PATTERN)) {
    const parsed = readPayload(match[1] ?? "");
    if (parsed) found = parsed;
  }
  return found;
}
function readPayload(text) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return void 0;
  }
  const parsed = MarkerSchema.safeParse(json);
  return parsed.success ? parsed.data : void 0;
}
function isCriticGateReview(review) {
  return parseMarker(review.body) !== void 0;
}

// src/review/attempts.ts
function attemptNumber(earlierReviews, headSha) {
  const current = headSha.toLowerCase();
  const heads = /* @__PURE__ */ new Set();
  for (const review of earlierReviews) {
    const marker = parseMarker(review.body);
    if (!marker) continue;
    const head = marker.head.toLowerCase();
    if (head !== current) heads.add(head);
  }
  return 1 + heads.size;
}

// src/review/findings.ts
import { createHash } from "node:crypto";
function findingKey(kind, id, location, text) {
  const material = JSON.stringify([kind, id, location?.path ?? "", location?.line ?? 0, text]);
  return createHash("sha256").update(material).digest("hex").slice(0, 16);
}
var normalPath = (path) => path.replace(/^(\.\/)+/, "");
var placeOf = (loc) => loc ? { path: normalPath(loc.path), line: loc.line } : void 0;
function findingsOf2(result) {
  const out = [];
  for (const g of result.gate) {
    const warning2 = g.passed && g.severity === "warning";
    if (g.passed && !warning2) continue;
    const location = placeOf(g.location);
    out.push({
      key: findingKey("gate", g.id, location, `${g.evidence}
${g.fix ?? ""}`),
      kind: "gate",
      id: g.id,
      blocking: !warning2,
      tag: g.not_run ? `${g.kind}, not run` : warning2 ? `${g.kind}, warning` : g.kind,
      summary: g.evidence,
      ...g.fix === void 0 ? {} : { fix: g.fix },
      ...location ? { location } : {}
    });
  }
  for (const c of result.criteria) {
    if (c.met !== false) continue;
    const location = placeOf(c.location);
    out.push({
      key: findingKey("criterion", c.id, location, c.fix ?? ""),
      kind: "criterion",
      id: c.id,
      blocking: c.critical,
      ...c.critical ? { tag: "critical" } : {},
      summary: c.assertion,
      ...c.fix === void 0 ? {} : { fix: c.fix },
      ...location ? { location } : {}
    });
  }
  return out;
}
function compareFindings(a, b) {
  if (a.blocking !== b.blocking) return a.blocking ? -1 : 1;
  if (!a.location || !b.location) return a.location ? -1 : b.location ? 1 : 0;
  if (a.location.path !== b.location.path) return a.location.path < b.location.path ? -1 : 1;
  return a.location.line - b.location.line;
}
var sortFindings = (findings) => [...findings].sort(compareFindings);

// src/review/inline.ts
var MAX_INLINE_COMMENTS = 30;
var MAX_TEXT = 1e3;
var FINDING_TAG = "critic-gate:finding";
var FINDING_PATTERN = new RegExp(`<!--\\s*${FINDING_TAG}\\s+([0-9a-f]{8,64})\\s*-->`, "g");
var findingMarker = (key) => `<!-- ${FINDING_TAG} ${key} -->`;
function findingKeysIn(body) {
  if (typeof body !== "string") return [];
  return [...body.matchAll(FINDING_PATTERN)].map((m) => m[1] ?? "");
}
var clip = (text) => text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}\u2026` : text;
function inlineCommentBody(f) {
  const what = f.kind === "gate" ? "gate check" : "criterion";
  const tag = f.tag ? ` (${cell(f.tag)})` : "";
  const lines = [`**\u274C critic-gate \xB7 ${what} ${code(f.id)}${tag}**`, "", cell(clip(f.summary))];
  if (f.fix) lines.push("", `**fix:** ${cell(clip(f.fix))}`);
  lines.push("", findingMarker(f.key));
  return lines.join("\n");
}
function currentLine(c, headSha) {
  if (typeof c.line === "number") return c.line;
  const onHead = typeof c.commit_id === "string" && c.commit_id.toLowerCase() === headSha.toLowerCase();
  return onHead && typeof c.original_line === "number" ? c.original_line : void 0;
}
function indexExisting(existing, headSha) {
  const index = /* @__PURE__ */ new Map();
  for (const c of existing) {
    const line = currentLine(c, headSha);
    if (line === void 0) continue;
    for (const key of findingKeysIn(c.body)) {
      const id = `${key}@${c.path}:${line}`;
      if (!index.has(id)) index.set(id, c);
    }
  }
  return index;
}
function planInlineComments(result, files, existingComments, headSha) {
  const commentable = new Map(files.map((f) => [f.path, new Set(f.commentableLines)]));
  const existing = indexExisting(existingComments, headSha);
  const plan = { comments: [], elsewhere: [], repeated: [] };
  const planned = /* @__PURE__ */ new Set();
  for (const finding of sortFindings(findingsOf2(result))) {
    const loc = finding.location;
    if (!loc) {
      plan.elsewhere.push({ finding, reason: "no-location" });
      continue;
    }
    if (!commentable.get(loc.path)?.has(loc.line)) {
      plan.elsewhere.push({ finding, reason: "not-in-diff" });
      continue;
    }
    const id = `${finding.key}@${loc.path}:${loc.line}`;
    const earlier = existing.get(id);
    if (earlier) {
      plan.repeated.push({ finding, ...earlier.html_url ? { url: earlier.html_url } : {} });
      continue;
    }
    if (planned.has(id)) continue;
    if (plan.comments.length >= MAX_INLINE_COMMENTS) {
      plan.elsewhere.push({ finding, reason: "over-cap" });
      continue;
    }
    planned.add(id);
    plan.comments.push({ path: loc.path, line: loc.line, side: "RIGHT", body: inlineCommentBody(finding) });
  }
  return plan;
}

// src/review/link.ts
var encodeSegment = (s) => encodeURIComponent(s).replace(/[()!'*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
var segments = (path) => path.split("/").map(encodeSegment).join("/");
function blobLinker(at) {
  const base = `${at.serverUrl.replace(/\/+$/, "")}/${encodeURIComponent(at.owner)}/${encodeURIComponent(at.repo)}/blob/${encodeURIComponent(at.headSha)}`;
  return (path, line) => `${base}/${segments(path)}#L${line}`;
}
function linkTarget(url2) {
  if (url2 === void 0) return void 0;
  let parsed;
  try {
    parsed = new URL(url2);
  } catch {
    return void 0;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return void 0;
  return parsed.href.replace(/\(/g, "%28").replace(/\)/g, "%29");
}

// src/review/body.ts
var SAFE_BODY_CHARS = 65e3;
var REASON = {
  "no-location": "no file line",
  "not-in-diff": "not a line of this diff",
  "over-cap": `over the limit of ${MAX_INLINE_COMMENTS} inline comments`
};
function placeOf2(f, link) {
  if (!f.location) return "";
  const { path, line } = f.location;
  return `[${cell(`${path}:${line}`)}](${link(path, line)}), `;
}
function findingLine({ finding: f, reason }, link) {
  const what = f.kind === "gate" ? `gate check (${cell(f.tag ?? "")})` : `criterion${f.tag ? ` (${cell(f.tag)})` : ""}`;
  const fix = f.fix ? ` \xB7 **fix:** ${cell(f.fix)}` : "";
  return `- \u274C **${cell(f.id)}** \xB7 ${what} \xB7 ${placeOf2(f, link)}${REASON[reason]}: ${cell(f.summary)}${fix}`;
}
function elsewhereSection(items, link) {
  if (items.length === 0) return void 0;
  return ["### Findings outside the diff", "", ...items.map((i) => findingLine(i, link))].join("\n");
}
function repeatedSection(items) {
  if (items.length === 0) return void 0;
  const refs = items.map(({ finding: f, url: url2 }) => {
    const label = cell(f.location ? `${f.id} at ${f.location.path}:${f.location.line}` : f.id);
    const target = linkTarget(url2);
    return target ? `[${label}](${target})` : label;
  });
  const n = items.length;
  return `${n} unchanged finding${n === 1 ? " was" : "s were"} already commented on in an earlier run and ${n === 1 ? "is" : "are"} not repeated: ${refs.join(", ")}.`;
}
function reviewBody(result, options) {
  const link = blobLinker(options);
  const appendix = [elsewhereSection(options.elsewhere ?? [], link), repeatedSection(options.repeated ?? [])].filter(
    (block) => block !== void 0
  );
  const report = renderMarkdown(result, { link, notes: options.notes ?? [], appendix });
  const marker = renderMarker({
    head: options.headSha,
    verdict: result.verdict,
    score: result.score,
    attempt: options.attempt,
    findings: findingsOf2(result).map((f) => f.key),
    ...options.cache ? { cache: { ...options.cache } } : {}
  });
  return withMarker(report, marker, options.maxChars ?? SAFE_BODY_CHARS);
}
var cutNote = (n) => `\u2026 (report cut: ${n} characters not shown; see the job summary / result file)`;
var CLOSE_FENCE = "```\n";
function withMarker(report, marker, maxChars) {
  const whole = `${report}
${marker}
`;
  if (whole.length <= maxChars) return whole;
  const reserve = `
${cutNote(report.length)}

${marker}
`.length + CLOSE_FENCE.length;
  const kept = cutAtLine(report, Math.max(0, maxChars - reserve)).replace(/\n{2,}$/, "\n");
  const fenceOpen = (kept.match(/^```/gm) ?? []).length % 2 === 1;
  return `${kept}${fenceOpen ? CLOSE_FENCE : ""}
${cutNote(report.length - kept.length)}

${marker}
`;
}
function cutAtLine(text, budget) {
  if (text.length <= budget) return text;
  const newline = text.lastIndexOf("\n", budget - 1);
  if (newline >= budget / 2) return text.slice(0, newline + 1);
  let end = Math.max(0, budget - 1);
  const code2 = text.charCodeAt(end - 1);
  if (code2 >= 55296 && code2 <= 56319) end -= 1;
  return `${text.slice(0, end)}
`;
}
var SUPERSEDED_PREFIX = "_Superseded by ";
function supersededBody(newReviewUrl, oldMarker) {
  const target = linkTarget(newReviewUrl);
  const pointer = target ? `[a newer critic-gate review](${target})` : "a newer critic-gate review";
  const line = `${SUPERSEDED_PREFIX}${pointer}: this report is out of date._
`;
  return oldMarker ? `${line}
${renderMarker({ ...oldMarker, cache: void 0 })}
` : line;
}
function isSuperseded(body) {
  return typeof body === "string" && body.startsWith(SUPERSEDED_PREFIX);
}

// src/review/authors.ts
function ownedBy(items, login) {
  const me = login.toLowerCase();
  return items.filter((item) => (item.user?.login ?? "").toLowerCase() === me);
}

// src/github/token-identity.ts
var ACTIONS_BOT_LOGIN = "github-actions[bot]";
async function tokenIdentity(client) {
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return { login: data.login };
  } catch (e) {
    const status = e instanceof GitHubError ? e.status : e.status;
    if (status === 403 || status === 401 || status === 404) return { login: ACTIONS_BOT_LOGIN };
    return {
      login: ACTIONS_BOT_LOGIN,
      note: `Could not ask GitHub who the token belongs to (${e.message}); counting only reviews by ${ACTIONS_BOT_LOGIN} as critic-gate's.`
    };
  }
}

// src/action/event.ts
import { readFile } from "node:fs/promises";
var PullRequestEventSchema = external_exports.object({
  pull_request: external_exports.object({
    number: external_exports.number().int(),
    title: external_exports.string(),
    body: external_exports.string().nullable().optional(),
    html_url: external_exports.string().optional(),
    // How many files the pull request changes: GitHub's file list stops at 3000, this count does not.
    changed_files: external_exports.number().int().nonnegative().optional(),
    head: external_exports.object({ sha: external_exports.string().regex(/^[0-9a-f]{40}$/), ref: external_exports.string().optional() }),
    base: external_exports.object({
      sha: external_exports.string().regex(/^[0-9a-f]{40}$/),
      ref: external_exports.string().optional(),
      repo: external_exports.object({ name: external_exports.string(), owner: external_exports.object({ login: external_exports.string() }) })
    })
  })
});
var EventError = class extends Error {
  name = "EventError";
};
var PR_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
async function readPullRequestEvent(env) {
  const name = env["GITHUB_EVENT_NAME"] ?? "";
  if (!PR_EVENTS.has(name)) {
    throw new EventError(`critic-gate gates pull requests: run it on "pull_request" events (this run was triggered by "${name || "unknown"}")`);
  }
  const path = env["GITHUB_EVENT_PATH"];
  if (!path) throw new EventError("GITHUB_EVENT_PATH is not set: the Action must run on a GitHub runner");
  let raw;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (e) {
    throw new EventError(`cannot read the event payload (GITHUB_EVENT_PATH): ${errorMessage(e)}`);
  }
  const parsed = PullRequestEventSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") ?? "";
    throw new EventError(`the event payload is not a pull request event (${where}: ${parsed.error.issues[0]?.message ?? "invalid"})`);
  }
  const pr = parsed.data.pull_request;
  return {
    eventName: name === "pull_request_target" ? "pull_request_target" : "pull_request",
    owner: pr.base.repo.owner.login,
    repo: pr.base.repo.name,
    number: pr.number,
    title: pr.title,
    body: pr.body ?? "",
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    changedFiles: pr.changed_files
  };
}

// src/action/inputs.ts
var ALLOW_ON_TARGET = "true-i-understand-pull-request-target";
var InputError = class extends Error {
  name = "InputError";
};
var envInputReader = (env) => (name) => (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim();
function onOff(name, value, fallback) {
  if (value === "") return fallback;
  const v = value.toLowerCase();
  if (["on", "true", "yes"].includes(v)) return "on";
  if (["off", "false", "no"].includes(v)) return "off";
  throw new InputError(`input "${name}": expected on or off, got "${value}"`);
}
function bool(name, value) {
  if (value === "") return false;
  const v = value.toLowerCase();
  if (v === "true") return true;
  if (v === "false") return false;
  throw new InputError(`input "${name}": expected true or false, got "${value}"`);
}
function verdicts(name, value) {
  const list = (value === "" ? DEFAULTS.failOn : value).split(/[\s,]+/).filter(Boolean);
  const out = /* @__PURE__ */ new Set();
  for (const item of list) {
    const parsed = VerdictSchema.safeParse(item.toUpperCase());
    if (!parsed.success) throw new InputError(`input "${name}": unknown verdict "${item}"; expected PASS, RETRY, FAIL or SKIPPED`);
    out.add(parsed.data);
  }
  return out;
}
function seconds(name, value) {
  if (value === "") return void 0;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InputError(`input "${name}": expected a number of seconds > 0, got "${value}"`);
  return n;
}
function url(name, value) {
  const parsed = external_exports.url({ protocol: /^https?$/ }).safeParse(value);
  if (!parsed.success) throw new InputError(`input "${name}": expected an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, "");
}
function token(name, value) {
  if (value === "") throw new InputError(`input "${name}": is empty; pass a token that can read the pull request (the default is \${{ github.token }})`);
  return value;
}
function allowCommandsOf(value) {
  if (value.toLowerCase() === ALLOW_ON_TARGET) return { allowCommands: true, allowCommandsOnTarget: true };
  return { allowCommands: bool("allow-commands", value), allowCommandsOnTarget: false };
}
function sandboxMode(name, value) {
  if (value === "") return void 0;
  const v = value.toLowerCase();
  if (SANDBOX_MODES.includes(v)) return v;
  throw new InputError(`input "${name}": expected required or off, got "${value}"`);
}
function backend(name, value) {
  if (value === "") return void 0;
  const v = value.toLowerCase();
  if (v === "ollama" || v === "openai") return v;
  throw new InputError(`input "${name}": expected ollama or openai, got "${value}"`);
}
function votes(name, value) {
  if (value === "") return void 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new InputError(`input "${name}": expected a whole number from 1 to 9, got "${value}"`);
  return n;
}
var optionalOnOff = (name, value) => value === "" ? void 0 : onOff(name, value, "on");
function readInputs(input) {
  const hosts = input("hosts").split(/[\s,]+/).filter(Boolean).map((h) => url("hosts", h));
  const ollamaHost = input("ollama-host");
  return {
    config: input("config") || DEFAULTS.configPath,
    githubToken: token("github-token", input("github-token")),
    ollamaHost: url("ollama-host", ollamaHost || DEFAULTS.ollamaHost),
    hosts: hosts.length > 0 ? hosts : ollamaHost ? [url("ollama-host", ollamaHost)] : void 0,
    backend: backend("backend", input("backend")),
    votes: votes("votes", input("votes")),
    cache: optionalOnOff("cache", input("cache")),
    cacheDir: input("cache-dir") || void 0,
    calibration: optionalOnOff("calibration", input("calibration")),
    apiKey: input("api-key") || void 0,
    model: input("model") || void 0,
    llm: onOff("llm", input("llm"), "on"),
    failOn: verdicts("fail-on", input("fail-on")),
    review: onOff("review", input("review"), "on") === "on",
    ...allowCommandsOf(input("allow-commands")),
    commandSandbox: sandboxMode("command-sandbox", input("command-sandbox")),
    reviewAuthor: input("review-author") || void 0,
    timeoutSeconds: seconds("timeout-seconds", input("timeout-seconds")),
    browserPath: input("browser-path") || void 0
  };
}

// src/action/artifacts.ts
import { dirname } from "node:path";
var artifactName = (env) => `critic-gate-screenshots-${env["GITHUB_RUN_ATTEMPT"] ?? "1"}`;
var actionsArtifactUploader = {
  async upload(name, files, rootDirectory, options) {
    const { DefaultArtifactClient } = await import("./chunks/artifact-RPKFTG5E.js");
    const { id } = await new DefaultArtifactClient().uploadArtifact(name, [...files], rootDirectory, options);
    return { id };
  }
};
var artifactFiles = (result) => result.gate.flatMap((e) => (e.artifacts ?? []).map((a) => a.path));
async function uploadArtifacts(result, env, uploader, warn) {
  const files = artifactFiles(result);
  if (files.length === 0) return [];
  const onDisk = `Screenshots on the runner: ${files.map((f) => `\`${f}\``).join(", ")}.`;
  if (!env["ACTIONS_RUNTIME_TOKEN"] || !env["ACTIONS_RESULTS_URL"]) {
    warn("critic-gate: the screenshots were not uploaded: no artifact service in this run (ACTIONS_RUNTIME_TOKEN is not set)");
    return [onDisk];
  }
  try {
    const name = artifactName(env);
    const { id } = await uploader.upload(name, files, commonDir(files), { retentionDays: 14 });
    const server = env["GITHUB_SERVER_URL"] || "https://github.com";
    const run = env["GITHUB_RUN_ID"];
    const repo = env["GITHUB_REPOSITORY"];
    const where = id !== void 0 && run && repo ? `[${name}](${server}/${repo}/actions/runs/${run}/artifacts/${id})` : `the workflow artifact \`${name}\``;
    return [`Screenshots of the pages opened in the browser: ${where} (${files.length} file${files.length === 1 ? "" : "s"}).`];
  } catch (e) {
    warn(`critic-gate: the screenshots could not be uploaded: ${errorMessage(e)}`);
    return [onDisk];
  }
}
function commonDir(files) {
  let dir = dirname(files[0]);
  while (!files.every((f) => f.startsWith(`${dir}/`)) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

// src/action/log.ts
import { writeFile } from "node:fs/promises";

// src/report/annotations.ts
var MAX_ANNOTATIONS = 50;
var annotation = (f) => ({
  level: f.level,
  title: publishableText(f.title),
  message: publishableText(f.message),
  ...f.location ? { file: f.location.path, line: f.location.line } : {}
});
function annotationsOf(r, max = MAX_ANNOTATIONS) {
  const findings = findingsOf(r);
  const ranked = [...findings.filter((f) => f.location), ...findings.filter((f) => !f.location)];
  const shown = ranked.slice(0, max).map(annotation);
  const rest = ranked.length - shown.length;
  if (rest > 0) {
    shown.push({
      level: "notice",
      title: "critic-gate",
      message: `${rest} more finding${rest === 1 ? "" : "s"} not annotated here; the job summary and the review list them all.`
    });
  }
  return shown;
}

// src/action/log.ts
function logReport(runner, result) {
  const sections = terminalSections(result, { color: false });
  const [head, ...rest] = sections;
  for (const line of head?.lines ?? []) runner.info(publishableText(line));
  for (const section of rest) {
    runner.group(section.title ?? "Run statistics", section.lines.map(publishableText));
  }
  for (const annotation2 of annotationsOf(result)) runner.annotate(annotation2);
}
async function writeSarifFile(path, result) {
  await writeFile(path, `${JSON.stringify(renderSarif(result), null, 2)}
`, "utf8");
  return path;
}

// src/github/add-labels.ts
async function addLabels(client, ref, labels) {
  if (labels.length === 0) return [];
  try {
    const { data } = await client.rest.issues.addLabels({
      owner: ref.owner,
      repo: ref.repo,
      issue_number: ref.pullNumber,
      labels: [...labels]
    });
    return data;
  } catch (error2) {
    throw toGitHubError(error2, `labelling pull request #${ref.pullNumber}`, true);
  }
}

// src/github/create-review.ts
async function createReview(client, ref, review) {
  try {
    const { data } = await client.rest.pulls.createReview({
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      commit_id: review.commitId,
      event: "COMMENT",
      body: review.body,
      comments: review.comments.map((c) => ({
        path: c.path,
        line: c.line,
        side: c.side ?? "RIGHT",
        ...c.startLine === void 0 ? {} : { start_line: c.startLine, start_side: c.side ?? "RIGHT" },
        body: c.body
      }))
    });
    return data;
  } catch (error2) {
    throw toGitHubError(error2, `posting the review on pull request #${ref.pullNumber}`, true);
  }
}

// src/github/list-review-comments.ts
function listReviewComments(client, ref) {
  return collectPullPages(
    `listing the review comments of pull request #${ref.pullNumber}`,
    async (page, perPage) => {
      const { data } = await client.rest.pulls.listReviewComments({
        owner: ref.owner,
        repo: ref.repo,
        pull_number: ref.pullNumber,
        per_page: perPage,
        page
      });
      return data;
    },
    50
  );
}

// src/github/update-review.ts
async function updateReview(client, ref, reviewId, body) {
  try {
    const { data } = await client.rest.pulls.updateReview({
      owner: ref.owner,
      repo: ref.repo,
      pull_number: ref.pullNumber,
      review_id: reviewId,
      body
    });
    return data;
  } catch (error2) {
    throw toGitHubError(error2, `updating review ${reviewId} on pull request #${ref.pullNumber}`, true);
  }
}

// src/action/post-review.ts
var READ_ONLY_NOTE = "The token cannot write to this pull request (read-only, e.g. a pull request from a fork): no review was posted. The job summary and the step result carry the verdict.";
async function postReview(p) {
  const notes = [];
  const warn = (message) => {
    notes.push(message);
    p.runner.warning(message);
  };
  const listed = await listReviewComments(p.client, p.pull).catch((e) => {
    warn(`Could not list earlier review comments, so unchanged findings may be commented again: ${messageOf(e)}`);
    return [];
  });
  const existing = ownedBy(listed, p.identity);
  const plan = planInlineComments(p.result, p.files, existing, p.headSha);
  const body = reviewBody(p.result, {
    owner: p.pull.owner,
    repo: p.pull.repo,
    headSha: p.headSha,
    serverUrl: p.serverUrl,
    attempt: p.attempt,
    notes: p.notes,
    elsewhere: plan.elsewhere,
    repeated: plan.repeated,
    cache: p.cache
  });
  let url2;
  let id;
  try {
    const review = await createReview(p.client, p.pull, { commitId: p.headSha, body, comments: plan.comments });
    url2 = review.html_url;
    id = review.id;
  } catch (e) {
    if (e instanceof GitHubError && e.kind === "read-only-token") {
      warn(READ_ONLY_NOTE);
      return { url: "", notes };
    }
    warn(`The review could not be posted: ${messageOf(e)}`);
    return { url: "", notes };
  }
  for (const old of p.earlierReviews) {
    if (old.id === id || !isCriticGateReview(old) || isSuperseded(old.body) || ownedBy([old], p.identity).length === 0) continue;
    await updateReview(p.client, p.pull, old.id, supersededBody(url2, parseMarker(old.body))).catch(
      (e) => warn(`Could not mark review ${old.id} as superseded: ${messageOf(e)}`)
    );
  }
  if (p.labels.length > 0) {
    await addLabels(p.client, p.pull, p.labels).catch((e) => warn(`Could not add the label(s) ${p.labels.join(", ")}: ${messageOf(e)}`));
  }
  return { url: url2, notes };
}
var messageOf = (e) => errorMessage(e);

// src/action/attempts-from-runs.ts
var MAX_RUN_PAGES = 5;
var NOT_JUDGED = /* @__PURE__ */ new Set(["cancelled", "skipped", "stale", "startup_failure"]);
async function attemptFromRuns(client, pull, headSha, runId) {
  if (!runId || !/^\d+$/.test(runId)) return { ok: false, problem: "GITHUB_RUN_ID is not set" };
  try {
    const run = await client.rest.actions.getWorkflowRun({ owner: pull.owner, repo: pull.repo, run_id: Number(runId) }).then(
      (r) => r.data,
      (e) => {
        throw toGitHubError(e, `reading workflow run ${runId}`, false);
      }
    );
    const commits = await collectPullPages(
      `listing the commits of pull request #${pull.pullNumber}`,
      async (page, perPage) => (await client.rest.pulls.listCommits({ owner: pull.owner, repo: pull.repo, pull_number: pull.pullNumber, per_page: perPage, page })).data,
      3
    );
    const ofPull = new Set(commits.map((c) => c.sha.toLowerCase()));
    const current = headSha.toLowerCase();
    const runs = await collectPullPages(
      `listing the runs of workflow ${run.workflow_id}`,
      async (page, perPage) => (await client.rest.actions.listWorkflowRuns({
        owner: pull.owner,
        repo: pull.repo,
        workflow_id: run.workflow_id,
        ...run.head_branch ? { branch: run.head_branch } : {},
        status: "completed",
        per_page: perPage,
        page
      })).data.workflow_runs,
      MAX_RUN_PAGES
    );
    const heads = new Set(
      runs.filter((r) => r.id !== run.id && !NOT_JUDGED.has(r.conclusion ?? "")).map((r) => r.head_sha.toLowerCase()).filter((sha) => sha !== current && ofPull.has(sha))
    );
    return { ok: true, number: 1 + heads.size };
  } catch (e) {
    return { ok: false, problem: errorMessage(e) };
  }
}

// src/action/runner.ts
import { randomUUID } from "node:crypto";
var coreRunner = {
  secret: (value) => setSecret(value),
  output: (name, value) => setOutput(name, value),
  summary: async (markdown) => {
    if (!process.env["GITHUB_STEP_SUMMARY"]) return;
    await summary.addRaw(markdown, true).write();
  },
  info: (message) => info(message),
  warning: (message) => warning(message),
  group: (title, lines) => {
    startGroup(title);
    const resume = randomUUID();
    info(`::stop-commands::${resume}`);
    for (const line of lines) info(line);
    info(`::${resume}::`);
    endGroup();
  },
  annotate: (a) => {
    const properties = { title: a.title, ...a.file ? { file: a.file, startLine: a.line } : {} };
    if (a.level === "error") error(a.message, properties);
    else if (a.level === "warning") warning(a.message, properties);
    else notice(a.message, properties);
  },
  fail: (message) => setFailed(message)
};
function redactingRunner(inner, redact) {
  return {
    secret: (value) => {
      redact.add(value);
      inner.secret(value);
    },
    output: (name, value) => inner.output(name, redact.text(value)),
    summary: (markdown) => inner.summary(redact.text(markdown)),
    info: (message) => inner.info(redact.text(message)),
    warning: (message) => inner.warning(redact.text(message)),
    group: (title, lines) => inner.group(redact.text(title), lines.map((l) => redact.text(l))),
    annotate: (a) => inner.annotate({
      ...a,
      message: redact.text(a.message),
      ...a.title !== void 0 ? { title: redact.text(a.title) } : {},
      ...a.file !== void 0 ? { file: redact.text(a.file) } : {}
    }),
    fail: (message) => inner.fail(redact.text(message))
  };
}

// src/github/get-pull-request.ts
async function getPullRequest(client, ref) {
  try {
    const { data } = await client.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: ref.pullNumber });
    return data;
  } catch (error2) {
    throw toGitHubError(error2, `reading pull request #${ref.pullNumber}`, false);
  }
}

// src/github/list-pr-commits.ts
var MAX_LISTED_COMMITS = 250;
function commitFromApi(sha, message, files) {
  return {
    sha,
    subject: message.split("\n")[0].trim(),
    files: files.map((f) => ({ path: f.filename, ...f.patch === void 0 ? { added: [], removed: [] } : patchLines(f.patch) }))
  };
}
async function pullHistory(client, ref) {
  const listed = await collectPullPages(
    `listing the commits of pull request #${ref.pullNumber}`,
    async (page, perPage) => {
      const { data } = await client.rest.pulls.listCommits({ owner: ref.owner, repo: ref.repo, pull_number: ref.pullNumber, per_page: perPage, page });
      return data;
    },
    Math.ceil(MAX_LISTED_COMMITS / 100)
  );
  const commits = [];
  for (const c of listed) {
    if (c.parents.length > 1) continue;
    try {
      const { data } = await client.rest.repos.getCommit({ owner: ref.owner, repo: ref.repo, ref: c.sha });
      commits.push(commitFromApi(c.sha, c.commit.message, data.files ?? []));
    } catch (error2) {
      throw toGitHubError(error2, `reading commit ${c.sha.slice(0, 7)} of pull request #${ref.pullNumber}`, false);
    }
  }
  return commits;
}

// src/subject/github-files.ts
var STATUS = {
  added: "added",
  removed: "deleted",
  modified: "modified",
  renamed: "renamed",
  copied: "copied",
  changed: "typechange",
  unchanged: "modified"
};
function changedFileFromApi(item) {
  const status = STATUS[item.status];
  const base = { path: item.filename, status, additions: item.additions, deletions: item.deletions };
  const withOld = item.previous_filename !== void 0 ? { oldPath: item.previous_filename } : {};
  const hunks = item.patch === void 0 || item.patch === "" ? void 0 : tryHunks(item.patch);
  if (hunks !== void 0) {
    return { ...base, ...withOld, binary: false, addedLines: hunks.addedLines, commentableLines: hunks.commentableLines, linesKnown: true };
  }
  const binary = item.changes === 0 && status !== "renamed" && status !== "copied";
  return { ...base, ...withOld, binary, addedLines: [], commentableLines: [], linesKnown: false };
}
function changedFilesFromApi(items) {
  return items.map(changedFileFromApi);
}
function tryHunks(patch) {
  try {
    return parseHunks(patch);
  } catch (err) {
    if (err instanceof DiffParseError) return void 0;
    throw err;
  }
}

// src/action/subject.ts
var CHECK_OUT_HEAD = "check out github.event.pull_request.head.sha (actions/checkout with ref: ${{ github.event.pull_request.head.sha }} and fetch-depth: 0)";
async function openWorkspace(workspace, shas) {
  if (!workspace) return void 0;
  const repo = await GitRepo.open(workspace).catch(() => void 0);
  if (!repo) return void 0;
  try {
    for (const sha of shas) await repo.resolveCommit(sha);
    return repo;
  } catch {
    await repo.close();
    return void 0;
  }
}
async function workTreeOf(repo, workspace, headSha) {
  const checkedOut = await repo.resolveCommit("HEAD").catch(() => void 0);
  if (checkedOut === headSha) return { dir: workspace };
  const at = checkedOut === void 0 ? "has no commit checked out" : `is checked out at ${checkedOut.slice(0, 12)}`;
  return { problem: `commands run in the workspace, which ${at}, not at the pull request head ${headSha.slice(0, 12)}; ${CHECK_OUT_HEAD}` };
}
function withUnknownLines(file) {
  const { linesKnown, ...changed } = file;
  return linesKnown || file.binary || file.status === "deleted" ? changed : { ...changed, addedLinesUnknown: true };
}
async function pullSubject(options) {
  const { workspace, client, pull, baseSha, headSha, ignore } = options;
  const repo = await openWorkspace(workspace, [baseSha, headSha]);
  if (repo && workspace) {
    try {
      const change = await changeSubject(repo, { base: baseSha, head: headSha, ignore });
      const workTree2 = await workTreeOf(repo, workspace, headSha);
      return { subject: change.subject, source: "git", workTree: workTree2, notes: [], close: () => repo.close() };
    } catch (e) {
      await repo.close();
      throw e;
    }
  }
  const at = { owner: pull.owner, repo: pull.repo };
  const changedFiles = options.changedFiles ?? (await getPullRequest(client, pull)).changed_files;
  const items = await listAllPrFiles(client, pull, changedFiles);
  const tree = await listTree(client, { ...at, sha: headSha });
  const head = {
    listTree: async () => tree.paths,
    read: (path) => readFileAtRef(client, { ...at, ref: headSha }, path)
  };
  const files = changedFilesFromApi(items).map(withUnknownLines);
  const notes = [`The workspace does not hold ${headSha.slice(0, 7)} and ${baseSha.slice(0, 7)}: the change was read through the GitHub API (check out with fetch-depth: 0 for local git).`];
  if (tree.truncated) notes.push("GitHub truncated the file tree listing: checks with scope tree saw only part of the repository.");
  const workTree = { problem: `the workspace does not hold the pull request's base and head commits, so there is no checked-out head to run commands in; ${CHECK_OUT_HEAD}` };
  const history = () => pullHistory(client, pull);
  return { subject: { files, head, isIgnored: ignoreMatcher(ignore), history }, source: "api", workTree, notes, close: async () => {
  } };
}

// src/action/run.ts
var serverUrlOf = (env) => env["GITHUB_SERVER_URL"] || "https://github.com";
var blobLink = (env, event) => blobLinker({ serverUrl: serverUrlOf(env), owner: event.owner, repo: event.repo, headSha: event.headSha });
function earlierCache(reviews) {
  return Object.assign({}, ...reviews.map((r) => parseMarker(r.body)?.cache ?? {}));
}
async function judgePullRequest(inputs, event, client, deps) {
  const { env } = deps;
  const pull = { owner: event.owner, repo: event.repo, pullNumber: event.number };
  const loaded = await configFromCommit((p) => readFileAtRef(client, { ...pull, ref: event.baseSha }, p), inputs.config, event.baseSha);
  const { config } = loaded;
  const identity = inputs.reviewAuthor ? { login: inputs.reviewAuthor } : await tokenIdentity(client);
  const earlierReviews = ownedBy(await listReviews(client, pull), identity.login);
  const fromRuns = await attemptFromRuns(client, pull, event.headSha, env["GITHUB_RUN_ID"]);
  const attempt = Math.max(attemptNumber(earlierReviews, event.headSha), fromRuns.ok ? fromRuns.number : 1);
  const attemptNotes = fromRuns.ok || inputs.review ? [] : [`Attempts were counted from critic-gate's reviews only, and review is off: the workflow's earlier runs could not be read (${fromRuns.problem}); give the job \`permissions: actions: read\`.`];
  const change = await pullSubject({
    workspace: env["GITHUB_WORKSPACE"],
    client,
    pull,
    baseSha: event.baseSha,
    headSha: event.headSha,
    changedFiles: event.changedFiles,
    ignore: config.ignore
  });
  let judged;
  let runner;
  const commandNotes = [];
  const cache = new MemoryCache(earlierCache(earlierReviews));
  const browser = browserRuntime({ executablePath: inputs.browserPath, artifactsDir: artifactsDirOf(env), env });
  try {
    const policy = commandPolicy(inputs.allowCommands, loaded.ref, "the input allow-commands: true", change.workTree);
    const commands = policy.allowed ? await prepareCommands({ cwd: policy.cwd, sandbox: inputs.commandSandbox ?? config.command_sandbox ?? "required", env: process.env }) : { refused: policy.refused };
    if ("runner" in commands) {
      runner = commands.runner;
      commandNotes.push(...commands.notes);
    }
    const settings = resolveJudgeSettings(
      {
        backend: inputs.backend,
        hosts: inputs.hosts,
        model: inputs.model,
        timeoutSeconds: inputs.timeoutSeconds,
        votes: inputs.votes,
        cache: inputs.cache,
        cacheDir: inputs.cacheDir,
        calibration: inputs.calibration,
        apiKey: inputs.apiKey ?? (env["CRITIC_GATE_API_KEY"] || void 0)
      },
      judgeOverridesOf(config.judge)
    );
    judged = await judgeChange({
      subject: change.subject,
      config: loaded,
      task: `${event.title}

${event.body}`.trim(),
      texts: [
        { name: "PR title", text: event.title },
        { name: "PR body", text: event.body }
      ],
      baseSha: event.baseSha,
      headSha: event.headSha,
      // A slow judge is not minutes of silence in the log: host, model, time and tokens so far.
      judge: inputs.llm === "on" ? withProgress((s) => deps.makeJudge(s, { cache }), settings, { write: (t) => deps.runner.info(t.trimEnd()), live: false, color: false, everyMs: 15e3 }) : void 0,
      ..."runner" in commands ? { commands: commands.runner } : { commandsRefused: commands.refused },
      trusted: {
        // Config globs are checked against the base tree too: a path only the base has still counts.
        listTree: async () => (await listTree(client, { ...pull, sha: event.baseSha })).paths,
        read: (path) => readFileAtRef(client, { ...pull, ref: event.baseSha }, path)
      },
      attempt: { number: attempt, max: config.max_attempts },
      browser
    });
  } finally {
    await runner?.close();
    await browser.close();
    await change.close();
  }
  const escalation = escalate(judged, attempt, config.max_attempts);
  const shots = await uploadArtifacts(escalation.result, env, deps.artifacts ?? actionsArtifactUploader, (m) => deps.runner.warning(m));
  return {
    result: escalation.result,
    attempt,
    earlierReviews,
    identity: identity.login,
    files: change.subject.files,
    notes: [...identity.note ? [identity.note] : [], ...change.notes, ...attemptNotes, ...commandNotes, ...escalation.notes, ...shots],
    reviewNotes: [...escalation.notes, ...shots],
    labels: escalation.labels,
    cache: cache.entries()
  };
}
async function publishReview(judged, event, client, deps) {
  const posted = await postReview({
    client,
    pull: { owner: event.owner, repo: event.repo, pullNumber: event.number },
    headSha: event.headSha,
    serverUrl: serverUrlOf(deps.env),
    result: judged.result,
    attempt: judged.attempt,
    files: judged.files,
    earlierReviews: judged.earlierReviews,
    identity: judged.identity,
    notes: judged.reviewNotes,
    labels: judged.labels,
    runner: deps.runner,
    cache: judged.cache
  });
  return { result: judged.result, reviewUrl: posted.url, notes: [...judged.notes, ...posted.notes] };
}
function refuseCommandsOnTarget(event, inputs) {
  if (event.eventName !== "pull_request_target" || !inputs.allowCommands || inputs.allowCommandsOnTarget) return;
  throw new InputError(
    `input "allow-commands": refused on pull_request_target: this event runs with a write token and the repository's secrets, and the commands would run files of the pull request, which may come from a fork. Use the pull_request event (see the README's two-job pattern), or, if you accept that risk, set allow-commands: ${ALLOW_ON_TARGET}`
  );
}
function redactJudged(judged, redactor) {
  const cache = Object.fromEntries(Object.entries(judged.cache).filter(([, answer]) => redactor.text(answer) === answer));
  return {
    ...judged,
    result: redactor.deep(judged.result),
    notes: judged.notes.map(redactor.text),
    reviewNotes: judged.reviewNotes.map(redactor.text),
    cache
  };
}
function messageOf2(e) {
  if ([InputError, EventError, ConfigError, GitError, GitHubError, IncompleteFileListError].some((k) => e instanceof k)) return e.message;
  return `internal error: ${errorMessage(e)}`;
}
var artifactsDirOf = (env) => join(env["RUNNER_TEMP"] || tmpdir(), `critic-gate-artifacts-${env["GITHUB_RUN_ID"] ?? "local"}-${env["GITHUB_RUN_ATTEMPT"] ?? "1"}`);
async function runFile(env, extension) {
  const dir = env["RUNNER_TEMP"] || tmpdir();
  await mkdir(dir, { recursive: true });
  return join(dir, `critic-gate-result-${env["GITHUB_RUN_ID"] ?? "local"}-${env["GITHUB_RUN_ATTEMPT"] ?? "1"}.${extension}`);
}
async function writeResultFile(env, result) {
  const file = await runFile(env, "json");
  await writeFile2(file, `${JSON.stringify(result, null, 2)}
`, "utf8");
  return file;
}
async function runAction(given) {
  const { env } = given;
  const redactor = createRedactor(secretsFromEnv(env));
  const runner = redactingRunner(given.runner, redactor);
  const deps = { ...given, runner };
  let failOn = /* @__PURE__ */ new Set(["FAIL", "SKIPPED"]);
  let outcome;
  try {
    const input = envInputReader(env);
    if (input("github-token")) runner.secret(input("github-token"));
    if (input("api-key")) runner.secret(input("api-key"));
    if (env["CRITIC_GATE_API_KEY"]) runner.secret(env["CRITIC_GATE_API_KEY"]);
    const inputs = readInputs(input);
    failOn = inputs.failOn;
    const event = await readPullRequestEvent(env);
    refuseCommandsOnTarget(event, inputs);
    const client = createGitHubClient({ token: inputs.githubToken, baseUrl: resolveApiUrl(env), log: { warn: (m) => runner.warning(m) } });
    const judged = redactJudged(await judgePullRequest(inputs, event, client, deps), redactor);
    outcome = inputs.review ? await publishReview(judged, event, client, deps) : { result: judged.result, reviewUrl: "", notes: judged.notes };
    outcome.notes.forEach((n) => runner.info(n));
    const posted = outcome.reviewUrl ? [`Posted as [a review on the pull request](${outcome.reviewUrl}).`] : [];
    await runner.summary(renderMarkdown(outcome.result, { link: blobLink(env, event), notes: [...outcome.notes, ...posted] }));
  } catch (e) {
    const message = messageOf2(e);
    outcome = { result: errorResult(message), reviewUrl: "", notes: [] };
    await runner.summary(renderMarkdown(outcome.result)).catch(() => void 0);
  }
  const result = redactor.deep(outcome.result);
  logReport(runner, result);
  runner.output("verdict", result.verdict);
  runner.output("score", result.score.toFixed(2));
  runner.output("gate-passed", String(result.gate_passed));
  runner.output("feedback", result.feedback_for_worker);
  runner.output("review-url", outcome.reviewUrl);
  runner.output("result-file", await writeResultFile(env, result).catch(() => ""));
  runner.output("sarif-file", await runFile(env, "sarif").then((file) => writeSarifFile(file, result)).catch(() => ""));
  if (result._critic_status === "error") runner.fail(`critic-gate could not judge: ${result.error ?? "unknown error"}`);
  else if (failOn.has(result.verdict)) runner.fail(`critic-gate verdict ${result.verdict} (score ${result.score.toFixed(2)}): ${firstLine(result.feedback_for_worker) || "see the job summary"}`);
  else runner.info(`critic-gate verdict ${result.verdict} (score ${result.score.toFixed(2)})`);
}
var firstLine = (s) => s.split("\n")[0] ?? "";

// src/index.ts
await runAction({ env: process.env, runner: coreRunner, makeJudge: lazyJudge });
