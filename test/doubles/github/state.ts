import { findLine, parsePatch } from './diff-referee.js';
import {
  BOT_LOGIN,
  READ_TOKEN,
  WEB_URL,
  WRITE_TOKEN,
  fakeSha,
  timestamp,
  userJson,
  type DoubleFile,
  type DoubleToken,
  type GitHubDoubleSetup,
  type IssueCommentJson,
  type ReactionJson,
  type RepoRole,
  type LabelJson,
  type ReviewCommentJson,
  type ReviewJson,
  type ReviewState,
  type WorkflowRunSetup,
} from './model.js';

/** Everything the double knows, open to tests for setting up further and for assertions. */
export interface GitHubDoubleState {
  owner: string;
  repo: string;
  repoId: number;
  defaultBranch: string;
  pull: {
    number: number;
    title: string;
    body: string | null;
    author: string;
    draft: boolean;
    state: 'open' | 'closed';
    headSha: string;
    baseSha: string;
    headRef: string;
    baseRef: string;
    headRepo: string;
    commits: string[];
  };
  files: DoubleFile[];
  /** ref → path → bytes. */
  contents: Map<string, Map<string, Uint8Array>>;
  symlinks: Map<string, Set<string>>;
  /** Refs whose recursive tree listing is answered `truncated: true`. */
  truncatedTrees: Set<string>;
  reviews: ReviewJson[];
  reviewComments: ReviewCommentJson[];
  /** Labels on the pull request, in the order they were added. */
  labels: LabelJson[];
  /** Labels that exist in the repository (adding an unknown one creates it, as GitHub does). */
  repoLabels: LabelJson[];
  issueComments: IssueCommentJson[];
  /** Reactions on issue comments, in the order they were made. */
  reactions: ReactionJson[];
  permissions: Record<string, RepoRole>;
  /** Ids of the workflow runs re-run (`POST /actions/runs/{id}/rerun`), in order. */
  reruns: number[];
  tokens: DoubleToken[];
  rateLimit: { limit: number; remaining: number; resetAt: number };
  largeFileBytes: number;
  workflowRuns: WorkflowRunSetup[];
  commitDetails: NonNullable<GitHubDoubleSetup['commitDetails']>;
  nextId: number;
}

export const ONE_MEGABYTE = 1024 * 1024;

export function createState(setup: GitHubDoubleSetup, apiUrl: () => string): GitHubDoubleState {
  const owner = setup.owner ?? 'octo-org';
  const repo = setup.repo ?? 'widgets';
  const p = setup.pull ?? {};
  const headSha = p.headSha ?? fakeSha('head');
  const state: GitHubDoubleState = {
    owner,
    repo,
    repoId: setup.repoId ?? 1300192,
    defaultBranch: setup.defaultBranch ?? 'main',
    pull: {
      number: p.number ?? 7,
      title: p.title ?? 'Add the widget',
      body: p.body === undefined ? 'Adds the widget.' : p.body,
      author: p.author ?? 'octocat',
      draft: p.draft ?? false,
      state: p.state ?? 'open',
      headSha,
      baseSha: p.baseSha ?? fakeSha('base'),
      headRef: p.headRef ?? 'feature',
      baseRef: p.baseRef ?? setup.defaultBranch ?? 'main',
      headRepo: p.headRepo ?? `${owner}/${repo}`,
      // A commit an earlier review was made on is a commit of the pull request too.
      commits: [...new Set([...(p.commits ?? []), ...(setup.reviews ?? []).flatMap((r) => (r.commitId ? [r.commitId] : [])), headSha])],
    },
    files: [...(setup.files ?? [])],
    contents: new Map(
      Object.entries(setup.contents ?? {}).map(([ref, files]) => [
        ref,
        new Map(Object.entries(files).map(([path, data]) => [path, toBytes(data)])),
      ]),
    ),
    symlinks: new Map(Object.entries(setup.symlinks ?? {}).map(([ref, paths]) => [ref, new Set(paths)])),
    truncatedTrees: new Set(setup.truncatedTrees ?? []),
    reviews: [],
    reviewComments: [],
    labels: [],
    repoLabels: [],
    issueComments: [],
    reactions: [],
    permissions: { ...(setup.permissions ?? {}) },
    reruns: [],
    tokens: setup.tokens ?? [
      { token: WRITE_TOKEN, access: 'write', login: BOT_LOGIN },
      { token: READ_TOKEN, access: 'read', login: BOT_LOGIN },
    ],
    rateLimit: {
      limit: setup.rateLimit?.limit ?? 5000,
      remaining: setup.rateLimit?.remaining ?? setup.rateLimit?.limit ?? 5000,
      resetAt: setup.rateLimit?.resetAt ?? Math.floor(Date.now() / 1000) + 3600,
    },
    largeFileBytes: setup.largeFileBytes ?? ONE_MEGABYTE,
    workflowRuns: [...(setup.workflowRuns ?? [])],
    commitDetails: setup.commitDetails ?? {},
    nextId: 1000,
  };
  for (const seed of setup.reviews ?? []) {
    addReview(state, apiUrl(), seed.user ?? BOT_LOGIN, seed.body, seed.state ?? 'COMMENTED', seed.commitId ?? headSha);
  }
  for (const seed of setup.reviewComments ?? []) {
    const reviewId = seed.reviewId ?? state.reviews[state.reviews.length - 1]?.id ?? 0;
    const file = state.files.find((f) => f.filename === seed.path);
    const side = seed.side ?? 'RIGHT';
    const at = file?.patch === undefined ? undefined : findLine(parsePatch(file.patch), side, seed.line);
    addReviewComment(state, apiUrl(), {
      reviewId,
      login: seed.user ?? BOT_LOGIN,
      path: seed.path,
      body: seed.body,
      line: seed.line,
      side,
      startLine: null,
      startSide: null,
      position: at ? at.position : null,
      diffHunk: '',
      commitId: headSha,
    });
  }
  for (const name of setup.labels ?? []) addLabel(state, apiUrl(), name);
  for (const seed of setup.issueComments ?? []) {
    const id = state.nextId++;
    const now = timestamp();
    state.issueComments.push({
      id,
      node_id: `IC_${id}`,
      user: userJson(seed.user ?? 'octocat'),
      body: seed.editedTo ?? seed.body,
      html_url: `${pullHtmlUrl(state)}#issuecomment-${id}`,
      author_association: 'CONTRIBUTOR',
      created_at: now,
      updated_at: seed.editedTo === undefined ? now : laterThan(now),
    });
  }
  return state;
}

const toBytes = (data: string | Uint8Array): Uint8Array => (typeof data === 'string' ? new Uint8Array(Buffer.from(data, 'utf8')) : data);

export const pullHtmlUrl = (s: GitHubDoubleState): string => `${WEB_URL}/${s.owner}/${s.repo}/pull/${s.pull.number}`;
export const pullApiUrl = (s: GitHubDoubleState, api: string): string => `${api}/repos/${s.owner}/${s.repo}/pulls/${s.pull.number}`;

export function addReview(
  s: GitHubDoubleState,
  api: string,
  login: string,
  body: string,
  state: ReviewState,
  commitId: string,
): ReviewJson {
  const id = s.nextId++;
  const html = `${pullHtmlUrl(s)}#pullrequestreview-${id}`;
  const review: ReviewJson = {
    id,
    node_id: `PRR_${id}`,
    user: userJson(login),
    body,
    state,
    html_url: html,
    pull_request_url: pullApiUrl(s, api),
    author_association: login.endsWith('[bot]') ? 'NONE' : 'CONTRIBUTOR',
    ...(state === 'PENDING' ? {} : { submitted_at: timestamp() }),
    commit_id: commitId,
    _links: { html: { href: html }, pull_request: { href: pullApiUrl(s, api) } },
  };
  s.reviews.push(review);
  return review;
}

export interface NewReviewComment {
  reviewId: number;
  login: string;
  path: string;
  body: string;
  line: number;
  side: 'LEFT' | 'RIGHT';
  startLine: number | null;
  startSide: 'LEFT' | 'RIGHT' | null;
  position: number | null;
  diffHunk: string;
  commitId: string;
}

export function addReviewComment(s: GitHubDoubleState, api: string, c: NewReviewComment): ReviewCommentJson {
  const id = s.nextId++;
  const now = timestamp();
  const comment: ReviewCommentJson = {
    id,
    node_id: `PRRC_${id}`,
    pull_request_review_id: c.reviewId,
    diff_hunk: c.diffHunk,
    path: c.path,
    position: c.position,
    original_position: c.position,
    commit_id: c.commitId,
    original_commit_id: c.commitId,
    user: userJson(c.login),
    body: c.body,
    created_at: now,
    updated_at: now,
    html_url: `${pullHtmlUrl(s)}#discussion_r${id}`,
    pull_request_url: pullApiUrl(s, api),
    author_association: c.login.endsWith('[bot]') ? 'NONE' : 'CONTRIBUTOR',
    start_line: c.startLine,
    original_start_line: c.startLine,
    start_side: c.startSide,
    line: c.line,
    original_line: c.line,
    side: c.side,
    subject_type: 'line',
  };
  s.reviewComments.push(comment);
  return comment;
}

/** Puts a label on the pull request, creating it in the repository first when it is new. */
export function addLabel(s: GitHubDoubleState, api: string, name: string): void {
  let label = s.repoLabels.find((l) => l.name.toLowerCase() === name.toLowerCase());
  if (!label) {
    const id = s.nextId++;
    label = {
      id,
      node_id: `LA_${id}`,
      url: `${api}/repos/${s.owner}/${s.repo}/labels/${encodeURIComponent(name)}`,
      name,
      description: null,
      color: 'ededed',
      default: false,
    };
    s.repoLabels.push(label);
  }
  const found = label;
  if (!s.labels.some((l) => l.id === found.id)) s.labels.push(found);
}

/** A GitHub timestamp (whole seconds) at least a second after `stamp`: an edit's `updated_at`. */
export function laterThan(stamp: string): string {
  const next = Math.max(Date.now(), Date.parse(stamp) + 1000);
  return new Date(next).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
