import {
  DOCS,
  MAX_BODY_CHARS,
  bodyTooLong,
  invalidRequest,
  notAccessibleByIntegration,
  notFound,
  unprocessable,
  validationFailed,
  type Answer,
} from './answers.js';
import { WEB_URL, blobSha, fakeSha, fileJson, userJson, wrappedBase64, type UserJson, type WorkflowRunSetup } from './model.js';
import { paginate } from './pagination.js';
import { checkReview, type ReviewEvent } from './review-rules.js';
import { addLabel, addReview, addReviewComment, laterThan, pullApiUrl, pullHtmlUrl, type GitHubDoubleState } from './state.js';

/** One answer of the double: JSON, or raw bytes for the contents API's raw media type. */
export interface Reply extends Answer {
  raw?: Uint8Array;
  contentType?: string;
}

export interface RouteContext {
  state: GitHubDoubleState;
  apiUrl: string;
  method: string;
  /** The part after `/repos/{owner}/{repo}/`. */
  rest: string;
  query: URLSearchParams;
  body: unknown;
  accept: string;
  user: UserJson;
  canWrite: boolean;
}

/** GitHub caps the files listing of a pull request at 3000 entries. */
export const MAX_LISTED_FILES = 3000;
const MAX_LABEL_CHARS = 50;

type Handler = (ctx: RouteContext, params: string[]) => Reply;
interface Route {
  method: string;
  pattern: RegExp;
  doc: string;
  handler: Handler;
}

const ROUTES: Route[] = [
  { method: 'GET', pattern: /^pulls\/(\d+)$/, doc: DOCS.getPull, handler: getPull },
  { method: 'GET', pattern: /^pulls\/(\d+)\/files$/, doc: DOCS.listFiles, handler: listFiles },
  { method: 'GET', pattern: /^pulls\/(\d+)\/reviews$/, doc: DOCS.listReviews, handler: listReviews },
  { method: 'POST', pattern: /^pulls\/(\d+)\/reviews$/, doc: DOCS.createReview, handler: createReview },
  { method: 'GET', pattern: /^pulls\/(\d+)\/reviews\/(\d+)$/, doc: DOCS.updateReview, handler: getReview },
  { method: 'PUT', pattern: /^pulls\/(\d+)\/reviews\/(\d+)$/, doc: DOCS.updateReview, handler: updateReview },
  { method: 'GET', pattern: /^pulls\/(\d+)\/comments$/, doc: DOCS.listReviewComments, handler: listReviewComments },
  { method: 'GET', pattern: /^issues\/(\d+)\/labels$/, doc: DOCS.addLabels, handler: listLabels },
  { method: 'POST', pattern: /^issues\/(\d+)\/labels$/, doc: DOCS.addLabels, handler: addLabels },
  { method: 'GET', pattern: /^issues\/(\d+)\/comments$/, doc: DOCS.listIssueComments, handler: listIssueComments },
  { method: 'GET', pattern: /^contents(?:\/(.*))?$/, doc: DOCS.getContent, handler: getContent },
  { method: 'GET', pattern: /^git\/trees\/([^/]+)$/, doc: DOCS.getTree, handler: getTree },
  { method: 'GET', pattern: /^git\/blobs\/([0-9a-f]{40})$/, doc: DOCS.getTree, handler: getBlob },
  { method: 'GET', pattern: /^pulls\/(\d+)\/commits$/, doc: DOCS.root, handler: listPullCommits },
  { method: 'GET', pattern: /^commits\/([0-9a-f]{40})$/, doc: DOCS.root, handler: getCommit },
  { method: 'GET', pattern: /^actions\/runs\/(\d+)$/, doc: DOCS.root, handler: getWorkflowRun },
  { method: 'GET', pattern: /^actions\/workflows\/([^/]+)\/runs$/, doc: DOCS.listWorkflowRuns, handler: listWorkflowRuns },
  { method: 'POST', pattern: /^actions\/runs\/(\d+)\/rerun$/, doc: DOCS.rerunWorkflow, handler: rerunWorkflowRun },
  { method: 'GET', pattern: /^collaborators\/([^/]+)\/permission$/, doc: DOCS.getPermission, handler: getPermission },
  { method: 'POST', pattern: /^issues\/comments\/(\d+)\/reactions$/, doc: DOCS.createReaction, handler: createReaction },
  { method: 'PATCH', pattern: /^issues\/comments\/(\d+)$/, doc: DOCS.updateIssueComment, handler: updateIssueComment },
];

export function route(ctx: RouteContext): Reply {
  for (const r of ROUTES) {
    const m = r.pattern.exec(ctx.rest);
    if (!m || r.method !== ctx.method) continue;
    const params = m.slice(1).map((p) => p ?? '');
    // Issue and pull numbers share one sequence; this repository has one pull request.
    if (/^(pulls|issues)\/\d/.test(ctx.rest) && Number(params[0]) !== ctx.state.pull.number) return notFound(r.doc);
    if (r.method !== 'GET' && !ctx.canWrite) return notAccessibleByIntegration(r.doc);
    return r.handler(ctx, params);
  }
  return notFound();
}

const ok = (body: unknown, link?: string): Reply => ({ status: 200, body, ...(link ? { headers: { link } } : {}) });

/** One page of `all`; `render` shapes only the items on that page (files are rendered lazily). */
function pageOf<T>(ctx: RouteContext, all: readonly T[], render: (item: T) => unknown = (item) => item): Reply {
  const { state, apiUrl, rest, query } = ctx;
  const page = paginate(all, query, (n) => {
    const q = new URLSearchParams(query);
    q.set('page', String(n));
    return `${apiUrl}/repositories/${state.repoId}/${rest}?${q.toString()}`;
  });
  return ok(page.items.map(render), page.link);
}

function repoJson(ctx: RouteContext, fullName: string): object {
  const [owner = '', name = ''] = fullName.split('/');
  return {
    id: fullName === `${ctx.state.owner}/${ctx.state.repo}` ? ctx.state.repoId : ctx.state.repoId + 1,
    node_id: `R_${fullName}`,
    name,
    full_name: fullName,
    private: false,
    owner: userJson(owner),
    fork: fullName !== `${ctx.state.owner}/${ctx.state.repo}`,
    html_url: `${WEB_URL}/${fullName}`,
    url: `${ctx.apiUrl}/repos/${fullName}`,
    default_branch: ctx.state.defaultBranch,
  };
}

function getPull(ctx: RouteContext): Reply {
  const { state: s, apiUrl } = ctx;
  const p = s.pull;
  const counts = s.files.map((f) => fileJson(f, s.owner, s.repo, p.headSha, apiUrl) as { additions: number; deletions: number });
  const side = (ref: string, sha: string, fullName: string) => ({
    label: `${fullName.split('/')[0]}:${ref}`,
    ref,
    sha,
    user: userJson(fullName.split('/')[0] ?? ''),
    repo: repoJson(ctx, fullName),
  });
  return ok({
    url: pullApiUrl(s, apiUrl),
    id: s.repoId * 10 + p.number,
    node_id: `PR_${p.number}`,
    html_url: pullHtmlUrl(s),
    diff_url: `${pullHtmlUrl(s)}.diff`,
    patch_url: `${pullHtmlUrl(s)}.patch`,
    issue_url: `${apiUrl}/repos/${s.owner}/${s.repo}/issues/${p.number}`,
    number: p.number,
    state: p.state,
    locked: false,
    title: p.title,
    user: userJson(p.author),
    body: p.body,
    labels: s.labels,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    closed_at: p.state === 'closed' ? '2024-01-02T00:00:00Z' : null,
    merged_at: null,
    merge_commit_sha: null,
    draft: p.draft,
    head: side(p.headRef, p.headSha, p.headRepo),
    base: side(p.baseRef, p.baseSha, `${s.owner}/${s.repo}`),
    author_association: 'CONTRIBUTOR',
    merged: false,
    mergeable: null,
    comments: s.issueComments.length,
    review_comments: s.reviewComments.length,
    commits: p.commits.length,
    additions: counts.reduce((n, f) => n + f.additions, 0),
    deletions: counts.reduce((n, f) => n + f.deletions, 0),
    changed_files: s.files.length,
  });
}

function listFiles(ctx: RouteContext): Reply {
  const { state: s, apiUrl } = ctx;
  return pageOf(ctx, s.files.slice(0, MAX_LISTED_FILES), (f) => fileJson(f, s.owner, s.repo, s.pull.headSha, apiUrl));
}

/** A pending review is visible to its author only. */
const visibleReviews = (ctx: RouteContext) => ctx.state.reviews.filter((r) => r.state !== 'PENDING' || r.user.login === ctx.user.login);

const commitMessage = (s: GitHubDoubleState, sha: string): string => s.commitDetails[sha]?.message ?? `commit ${sha.slice(0, 7)}`;

/** The pull request's commits, oldest first, one parent each. */
function listPullCommits(ctx: RouteContext): Reply {
  const { state: s, apiUrl } = ctx;
  return pageOf(ctx, s.pull.commits, (sha) => ({
    sha,
    url: `${apiUrl}/repos/${s.owner}/${s.repo}/commits/${sha}`,
    commit: { message: commitMessage(s, sha) },
    parents: [{ sha: fakeSha(`parent:${sha}`) }],
  }));
}

function getCommit(ctx: RouteContext, params: string[]): Reply {
  const { state: s } = ctx;
  const sha = params[0]!;
  const detail = s.commitDetails[sha];
  if (!detail && !s.pull.commits.includes(sha)) return unprocessable([`No commit found for SHA: ${sha}`], DOCS.root);
  return ok({ sha, commit: { message: commitMessage(s, sha) }, parents: [{ sha: fakeSha(`parent:${sha}`) }], files: detail?.files ?? [] });
}

const runJson = (s: GitHubDoubleState, r: WorkflowRunSetup) => ({
  id: r.id,
  workflow_id: r.workflowId,
  path: r.path ?? `.github/workflows/workflow-${r.workflowId}.yml`,
  html_url: `${WEB_URL}/${s.owner}/${s.repo}/actions/runs/${r.id}`,
  head_sha: r.headSha,
  head_branch: r.headBranch ?? s.pull.headRef,
  event: r.event ?? 'pull_request',
  status: r.status ?? 'completed',
  conclusion: r.status === undefined || r.status === 'completed' ? (r.conclusion === undefined ? 'success' : r.conclusion) : null,
});

function getWorkflowRun(ctx: RouteContext, params: string[]): Reply {
  const run = ctx.state.workflowRuns.find((r) => r.id === Number(params[0]));
  return run ? ok(runJson(ctx.state, run)) : notFound(DOCS.root);
}

/** GitHub's filters `branch`, `event` and `status`; the list is an object with `total_count`. */
function listWorkflowRuns(ctx: RouteContext, params: string[]): Reply {
  const { state: s, query } = ctx;
  const workflow = params[0] ?? '';
  // GitHub takes the workflow's id or its file name.
  const ofWorkflow = (r: WorkflowRunSetup) =>
    /^\d+$/.test(workflow) ? r.workflowId === Number(workflow) : (r.path ?? '').split('/').pop() === workflow;
  if (!s.workflowRuns.some(ofWorkflow) && !/^\d+$/.test(workflow)) return notFound(DOCS.listWorkflowRuns);
  const runs = s.workflowRuns
    .filter(ofWorkflow)
    .map((r) => runJson(s, r))
    .filter(
      (r) => (!query.get('branch') || r.head_branch === query.get('branch')) && (!query.get('event') || r.event === query.get('event')),
    )
    .filter((r) => !query.get('status') || r.status === query.get('status') || r.conclusion === query.get('status'))
    .filter((r) => !query.get('head_sha') || r.head_sha === query.get('head_sha'));
  const page = pageOf(ctx, runs);
  return { ...page, body: { total_count: runs.length, workflow_runs: page.body } };
}

/** `POST /actions/runs/{id}/rerun`: 201 with an empty object; a run not yet completed cannot be re-run (403). */
function rerunWorkflowRun(ctx: RouteContext, params: string[]): Reply {
  const run = ctx.state.workflowRuns.find((r) => r.id === Number(params[0]));
  if (!run) return notFound(DOCS.rerunWorkflow);
  if ((run.status ?? 'completed') !== 'completed') {
    return { status: 403, body: { message: 'This workflow run cannot be rerun', documentation_url: DOCS.rerunWorkflow, status: '403' } };
  }
  ctx.state.reruns.push(run.id);
  return { status: 201, body: {} };
}

/**
 * `GET /collaborators/{user}/permission`: `permission` is the classic level (maintain reads as
 * write, triage as read), `role_name` the role itself. A login that is no collaborator: 404.
 */
function getPermission(ctx: RouteContext, params: string[]): Reply {
  const login = decodeURIComponent(params[0] ?? '');
  const role = Object.entries(ctx.state.permissions).find(([l]) => l.toLowerCase() === login.toLowerCase())?.[1];
  if (!role) return notFound(DOCS.getPermission);
  const classic = { admin: 'admin', maintain: 'write', write: 'write', triage: 'read', read: 'read' }[role];
  return ok({ permission: classic, role_name: role, user: { ...userJson(login), permissions: {} } });
}

/**
 * `PATCH /issues/comments/{id}`: anyone with write access may edit any comment (the token's write
 * access is checked for every non-GET route above); the body changes, `created_at` stays, and
 * `updated_at` moves on.
 */
function updateIssueComment(ctx: RouteContext, params: string[]): Reply {
  const comment = ctx.state.issueComments.find((c) => c.id === Number(params[0]));
  if (!comment) return notFound(DOCS.updateIssueComment);
  const body = (ctx.body as { body?: unknown } | null)?.body;
  if (typeof body !== 'string') return invalidRequest('"body" wasn\'t supplied.', DOCS.updateIssueComment);
  comment.body = body;
  comment.updated_at = laterThan(comment.updated_at);
  return ok(comment);
}

const REACTIONS = new Set(['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes']);

/** `POST /issues/comments/{id}/reactions`: 201 for a new reaction, 200 when the user already made it. */
function createReaction(ctx: RouteContext, params: string[]): Reply {
  const { state: s } = ctx;
  const commentId = Number(params[0]);
  if (!s.issueComments.some((c) => c.id === commentId)) return notFound(DOCS.createReaction);
  const content = (ctx.body as { content?: unknown } | null)?.content;
  if (typeof content !== 'string') return invalidRequest('"content" wasn\'t supplied.', DOCS.createReaction);
  if (!REACTIONS.has(content))
    return validationFailed('Reaction', 'content', `${content} is not a valid reaction`, DOCS.createReaction, 'invalid');
  const existing = s.reactions.find((r) => r.comment_id === commentId && r.content === content && r.user.login === ctx.user.login);
  if (existing) return ok(existing);
  const id = s.nextId++;
  const reaction = {
    id,
    node_id: `REA_${id}`,
    user: ctx.user,
    content,
    created_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    comment_id: commentId,
  };
  s.reactions.push(reaction);
  return { status: 201, body: reaction };
}

function listReviews(ctx: RouteContext): Reply {
  return pageOf(ctx, visibleReviews(ctx));
}

function getReview(ctx: RouteContext, params: string[]): Reply {
  const review = visibleReviews(ctx).find((r) => r.id === Number(params[1]));
  return review ? ok(review) : notFound(DOCS.updateReview);
}

function createReview(ctx: RouteContext): Reply {
  const { state: s, apiUrl } = ctx;
  const accepted = checkReview(ctx.body, s.files, s.pull.commits, s.pull.headSha);
  if ('status' in accepted) return accepted;
  const stateOf: Record<ReviewEvent, 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED'> = {
    COMMENT: 'COMMENTED',
    APPROVE: 'APPROVED',
    REQUEST_CHANGES: 'CHANGES_REQUESTED',
  };
  if (accepted.event === undefined && s.reviews.some((r) => r.state === 'PENDING' && r.user.login === ctx.user.login)) {
    return unprocessable(['User can only have one pending review per pull request'], DOCS.createReview);
  }
  const review = addReview(
    s,
    apiUrl,
    ctx.user.login,
    accepted.body,
    accepted.event === undefined ? 'PENDING' : stateOf[accepted.event],
    accepted.commitId,
  );
  for (const c of accepted.comments) {
    addReviewComment(s, apiUrl, { ...c, reviewId: review.id, login: ctx.user.login, commitId: accepted.commitId });
  }
  return ok(review);
}

function updateReview(ctx: RouteContext, params: string[]): Reply {
  const review = visibleReviews(ctx).find((r) => r.id === Number(params[1]));
  if (!review) return notFound(DOCS.updateReview);
  const body = (ctx.body as { body?: unknown } | null)?.body;
  if (typeof body !== 'string') return invalidRequest('"body" wasn\'t supplied.', DOCS.updateReview);
  if (body.length > MAX_BODY_CHARS) return bodyTooLong('PullRequestReview', DOCS.updateReview);
  review.body = body;
  return ok(review);
}

function listReviewComments(ctx: RouteContext): Reply {
  const visible = new Set(visibleReviews(ctx).map((r) => r.id));
  return pageOf(
    ctx,
    ctx.state.reviewComments.filter((c) => visible.has(c.pull_request_review_id) || c.pull_request_review_id === 0),
  );
}

function listLabels(ctx: RouteContext): Reply {
  return pageOf(ctx, ctx.state.labels);
}

function addLabels(ctx: RouteContext): Reply {
  const raw = Array.isArray(ctx.body) ? ctx.body : (ctx.body as { labels?: unknown } | null)?.labels;
  if (!Array.isArray(raw) || raw.length === 0) {
    return invalidRequest('No subschema in "anyOf" matched: "labels" must be a non-empty array.', DOCS.addLabels);
  }
  const names: string[] = [];
  for (const item of raw) {
    const name = typeof item === 'string' ? item : (item as { name?: unknown } | null)?.name;
    if (typeof name !== 'string' || name.trim() === '') {
      return validationFailed('Label', 'name', 'name is missing', DOCS.addLabels, 'missing_field');
    }
    if (name.length > MAX_LABEL_CHARS) {
      return validationFailed('Label', 'name', `name is too long (maximum is ${MAX_LABEL_CHARS} characters)`, DOCS.addLabels, 'invalid');
    }
    names.push(name);
  }
  for (const name of names) addLabel(ctx.state, ctx.apiUrl, name);
  return ok(ctx.state.labels);
}

function listIssueComments(ctx: RouteContext): Reply {
  return pageOf(ctx, ctx.state.issueComments);
}

function getContent(ctx: RouteContext, params: string[]): Reply {
  const { state: s, apiUrl } = ctx;
  const path = (params[0] ?? '').split('/').map(decodeURIComponent).join('/').replace(/\/+$/, '');
  const ref = ctx.query.get('ref') ?? s.defaultBranch;
  const tree = s.contents.get(ref);
  if (!tree) {
    return { status: 404, body: { message: `No commit found for the ref ${ref}`, documentation_url: DOCS.getContent, status: '404' } };
  }
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  const links = (sha: string, type: 'file' | 'dir', p: string) => {
    const e = p.split('/').map(encodeURIComponent).join('/');
    const self = `${apiUrl}/repos/${s.owner}/${s.repo}/contents/${e}?ref=${encodeURIComponent(ref)}`;
    const git = `${apiUrl}/repos/${s.owner}/${s.repo}/git/${type === 'file' ? 'blobs' : 'trees'}/${sha}`;
    const html = `${WEB_URL}/${s.owner}/${s.repo}/${type === 'file' ? 'blob' : 'tree'}/${ref}/${e}`;
    return { url: self, git_url: git, html_url: html, _links: { self, git, html } };
  };
  const bytes = tree.get(path);
  if (bytes) {
    if (/\.raw\b/.test(ctx.accept)) {
      // GitHub serves raw contents as text/plain with a utf-8 charset even for binary files.
      return { status: 200, body: null, raw: bytes, contentType: 'text/plain; charset=utf-8' };
    }
    const sha = blobSha(bytes);
    const large = bytes.length > s.largeFileBytes;
    return ok({
      type: 'file',
      encoding: large ? 'none' : 'base64',
      size: bytes.length,
      name: path.split('/').pop(),
      path,
      content: large ? '' : wrappedBase64(bytes),
      sha,
      ...links(sha, 'file', path),
      download_url: `https://raw.githubusercontent.com/${s.owner}/${s.repo}/${ref}/${encoded}`,
    });
  }
  const prefix = path === '' ? '' : `${path}/`;
  const children = new Map<string, 'file' | 'dir'>();
  for (const p of tree.keys()) {
    if (!p.startsWith(prefix)) continue;
    const [first = '', ...more] = p.slice(prefix.length).split('/');
    children.set(first, more.length > 0 ? 'dir' : 'file');
  }
  if (children.size === 0) return notFound(DOCS.getContent);
  const listing = [...children]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, type]) => {
      const childPath = `${prefix}${name}`;
      const data = tree.get(childPath);
      const sha = data ? blobSha(data) : blobSha(Buffer.from(childPath));
      return { type, name, path: childPath, sha, size: data?.length ?? 0, ...links(sha, type, childPath), download_url: null };
    });
  return ok(listing);
}

/**
 * `GET /git/trees/{sha}`, built from the `contents` map for that ref: the top level, or with
 * `recursive` (GitHub: any value) every blob and the directories above them, sorted by path.
 */
function getTree(ctx: RouteContext, params: string[]): Reply {
  const { state: s, apiUrl } = ctx;
  const ref = decodeURIComponent(params[0] ?? '');
  const files = s.contents.get(ref);
  if (!files) return notFound(DOCS.getTree);
  const recursive = ctx.query.has('recursive');
  const git = `${apiUrl}/repos/${s.owner}/${s.repo}/git`;
  const entries = new Map<string, object>();
  for (const [path, bytes] of files) {
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) {
      const dir = parts.slice(0, depth).join('/');
      if (!recursive && depth > 1) break;
      const sha = blobSha(Buffer.from(`tree:${ref}:${dir}`));
      entries.set(dir, { path: dir, mode: '040000', type: 'tree', sha, url: `${git}/trees/${sha}` });
    }
    if (!recursive && parts.length > 1) continue;
    const sha = blobSha(bytes);
    const mode = s.symlinks.get(ref)?.has(path) ? '120000' : '100644';
    entries.set(path, { path, mode, type: 'blob', sha, size: bytes.length, url: `${git}/blobs/${sha}` });
  }
  const tree = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
  return ok({ sha: ref, url: `${git}/trees/${encodeURIComponent(ref)}`, tree, truncated: s.truncatedTrees.has(ref) });
}

/** `GET /git/blobs/{sha}`: any blob of any ref's contents, base64 as GitHub sends it (a symlink's blob is its target). */
function getBlob(ctx: RouteContext, params: string[]): Reply {
  const sha = params[0] ?? '';
  for (const files of ctx.state.contents.values()) {
    for (const bytes of files.values()) {
      if (blobSha(bytes) === sha)
        return ok({
          sha,
          node_id: `B_${sha.slice(0, 8)}`,
          size: bytes.length,
          url: `${ctx.apiUrl}/repos/${ctx.state.owner}/${ctx.state.repo}/git/blobs/${sha}`,
          content: wrappedBase64(bytes),
          encoding: 'base64',
        });
    }
  }
  return notFound(DOCS.getTree);
}
