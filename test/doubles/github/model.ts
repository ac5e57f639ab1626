import { createHash } from 'node:crypto';
import { parsePatch, type Side } from './diff-referee.js';

/** What a test sets up: one repository with one open pull request. Everything has a default. */
export interface GitHubDoubleSetup {
  owner?: string;
  repo?: string;
  /** GitHub's numeric repository id; `link` headers point at `/repositories/{id}/…` like GitHub's do. */
  repoId?: number;
  defaultBranch?: string;
  pull?: PullSetup;
  files?: DoubleFile[];
  /** File bytes per ref (a SHA or a branch name), for the contents API. */
  contents?: Record<string, Record<string, string | Uint8Array>>;
  /** Paths of `contents` (per ref) that are symlinks: their bytes are the target, the tree lists them with mode 120000. */
  symlinks?: Record<string, string[]>;
  /**
   * Refs whose recursive tree listing GitHub cuts (over 100,000 entries or 7 MB): answered with
   * `truncated: true`. The double still sends every entry it has; only the flag says it was cut.
   */
  truncatedTrees?: string[];
  reviews?: SeedReview[];
  reviewComments?: SeedReviewComment[];
  labels?: string[];
  /**
   * Comments on the conversation. `editedTo`: someone edited the comment after it was posted (GitHub
   * lets anyone with write access edit anyone's comment): its body is now this, and its
   * `updated_at` is later than its `created_at`.
   */
  issueComments?: Array<{ user?: string; body: string; editedTo?: string }>;
  /** Repository roles by login, for `GET /collaborators/{user}/permission`; a login not listed is no collaborator (404). */
  permissions?: Record<string, RepoRole>;
  tokens?: DoubleToken[];
  rateLimit?: { limit?: number; remaining?: number; resetAt?: number };
  /** Files larger than this come back from the contents API with empty `content` (GitHub: 1 MB). */
  largeFileBytes?: number;
  /** Runs of the repository's workflows (the Actions API), newest first as GitHub lists them. */
  workflowRuns?: WorkflowRunSetup[];
  /** A commit's message and files with patches (`GET /commits/{sha}`), by SHA. */
  commitDetails?: Record<string, { message?: string; files: Array<{ filename: string; patch?: string }> }>;
}

export interface WorkflowRunSetup {
  id: number;
  workflowId: number;
  /** The workflow's file, e.g. `.github/workflows/critic-gate.yml`; its name selects the runs like the id does. */
  path?: string;
  headSha: string;
  headBranch?: string;
  event?: string;
  status?: 'completed' | 'in_progress' | 'queued';
  conclusion?: 'success' | 'failure' | 'cancelled' | 'skipped' | null;
}

export interface PullSetup {
  number?: number;
  title?: string;
  body?: string | null;
  author?: string;
  draft?: boolean;
  /** Default `open`. */
  state?: 'open' | 'closed';
  headSha?: string;
  baseSha?: string;
  headRef?: string;
  baseRef?: string;
  /** `owner/name` of the head repository when the PR comes from a fork. */
  headRepo?: string;
  /** Earlier commits of the PR (the head SHA is always one); a review may name any of them. */
  commits?: string[];
}

export interface DoubleFile {
  filename: string;
  status?: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  /** The unified-diff hunks GitHub shows; leave out for a binary file or a diff too large to show. */
  patch?: string;
  previousFilename?: string;
}

export interface DoubleToken {
  token: string;
  /** `read` models the GITHUB_TOKEN of a pull request from a fork: every write answers 403. */
  access: 'write' | 'read';
  login?: string;
}

export interface SeedReview {
  user?: string;
  body: string;
  state?: ReviewState;
  /** The commit the review was made on (an earlier head of the PR); default the current head. */
  commitId?: string;
}

export interface SeedReviewComment {
  user?: string;
  path: string;
  line: number;
  side?: Side;
  body: string;
  reviewId?: number;
}

/** GitHub's `role_name` of a collaborator, weakest first. */
export type RepoRole = 'read' | 'triage' | 'write' | 'maintain' | 'admin';

export type ReviewState = 'PENDING' | 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED' | 'DISMISSED';

export const WRITE_TOKEN = 'ghs_doubleWriteToken0000000000000000';
export const READ_TOKEN = 'ghs_doubleReadToken00000000000000000';
export const BOT_LOGIN = 'github-actions[bot]';
export const WEB_URL = 'https://github.com';

export interface UserJson {
  login: string;
  id: number;
  node_id: string;
  type: 'User' | 'Bot';
  html_url: string;
}

export interface ReviewJson {
  id: number;
  node_id: string;
  user: UserJson;
  body: string;
  state: ReviewState;
  html_url: string;
  pull_request_url: string;
  author_association: string;
  submitted_at?: string;
  commit_id: string;
  _links: { html: { href: string }; pull_request: { href: string } };
}

export interface ReviewCommentJson {
  id: number;
  node_id: string;
  pull_request_review_id: number;
  diff_hunk: string;
  path: string;
  /** null once the line is no longer part of the diff (an outdated comment). */
  position: number | null;
  original_position: number | null;
  commit_id: string;
  original_commit_id: string;
  user: UserJson;
  body: string;
  created_at: string;
  updated_at: string;
  html_url: string;
  pull_request_url: string;
  author_association: string;
  start_line: number | null;
  original_start_line: number | null;
  start_side: Side | null;
  line: number;
  original_line: number;
  side: Side;
  subject_type: 'line';
}

export interface LabelJson {
  id: number;
  node_id: string;
  url: string;
  name: string;
  description: string | null;
  color: string;
  default: boolean;
}

export interface IssueCommentJson {
  id: number;
  node_id: string;
  user: UserJson;
  body: string;
  html_url: string;
  author_association: string;
  created_at: string;
  updated_at: string;
}

export interface ReactionJson {
  id: number;
  node_id: string;
  user: UserJson;
  content: string;
  created_at: string;
  /** Not GitHub's: which comment it is on, for assertions. */
  comment_id: number;
}

/** GitHub's timestamps carry no milliseconds. */
export const timestamp = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

export const fakeSha = (seed: string): string => createHash('sha1').update(seed).digest('hex');

/** The git blob id of some bytes, which is what the contents API reports as `sha`. */
export const blobSha = (bytes: Uint8Array): string => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

export function userJson(login: string): UserJson {
  const id = Number.parseInt(fakeSha(login).slice(0, 7), 16);
  return {
    login,
    id,
    node_id: `U_${id}`,
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
    html_url: `${WEB_URL}/${login.replace(/\[bot\]$/, '')}`,
  };
}

/** A `pulls/{n}/files` item, shaped like GitHub's diff-entry. */
export function fileJson(file: DoubleFile, owner: string, repo: string, headSha: string, apiUrl: string): object {
  const counts = file.patch === undefined ? { additions: 0, deletions: 0 } : parsePatch(file.patch);
  const encoded = file.filename.split('/').map(encodeURIComponent).join('/');
  return {
    sha: fakeSha(`${headSha}:${file.filename}`),
    filename: file.filename,
    status: file.status ?? 'modified',
    additions: counts.additions,
    deletions: counts.deletions,
    changes: counts.additions + counts.deletions,
    blob_url: `${WEB_URL}/${owner}/${repo}/blob/${headSha}/${encoded}`,
    raw_url: `${WEB_URL}/${owner}/${repo}/raw/${headSha}/${encoded}`,
    contents_url: `${apiUrl}/repos/${owner}/${repo}/contents/${encoded}?ref=${headSha}`,
    ...(file.patch === undefined ? {} : { patch: file.patch }),
    ...(file.previousFilename === undefined ? {} : { previous_filename: file.previousFilename }),
  };
}

/** GitHub wraps base64 `content` at 60 characters with `\n`; decoders must cope. */
export function wrappedBase64(bytes: Uint8Array): string {
  const b64 = Buffer.from(bytes).toString('base64');
  return (b64.match(/.{1,60}/g) ?? ['']).join('\n') + (b64.length > 0 ? '\n' : '');
}
