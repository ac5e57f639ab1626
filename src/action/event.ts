import { readFile } from 'node:fs/promises';
import * as z from '../contract/zod.js';
import { errorMessage } from '../errors/message.js';
import { CriticGateError } from '../errors/taxonomy.js';
import { wasEdited } from '../github/list-issue-comments.js';

/**
 * The event the runner hands over, read into one Trigger. Each supported webhook has a payload
 * schema and a reader below, registered in TRIGGER_READERS by its event name; run-action.ts branches once
 * on `kind`, to the trigger's handler. Adding a trigger is: a schema for the parts of the payload it
 * needs, a member of the Trigger union, a reader, one entry in TRIGGER_READERS, its handler file
 * (on-<trigger>.ts), and one case in run-action.ts's dispatch.
 */

const sha = z.string().check(z.regex(/^[0-9a-f]{40}$/));
const repository = z.object({ name: z.string(), owner: z.object({ login: z.string() }) });

/** The parts of a `pull_request` webhook payload the Action needs. The head SHA, never the merge commit. */
const PullRequestEventSchema = z.object({
  action: z.optional(z.string()),
  pull_request: z.object({
    number: z.int(),
    title: z.string(),
    body: z.optional(z.nullable(z.string())),
    html_url: z.optional(z.string()),
    draft: z.optional(z.boolean()),
    user: z.optional(z.object({ login: z.string() })),
    // How many files the pull request changes: GitHub's file list stops at 3000, this count does not.
    changed_files: z.optional(z.int().check(z.nonnegative())),
    head: z.object({ sha, ref: z.optional(z.string()) }),
    base: z.object({ sha, ref: z.optional(z.string()), repo: repository }),
  }),
});

/** GitHub's documented `merge_group` payload: the queue entry's own commits and its temporary branch. */
const MergeGroupEventSchema = z.object({
  action: z.string(),
  merge_group: z.object({ head_sha: sha, head_ref: z.string(), base_sha: sha, base_ref: z.string() }),
  repository,
});

/** An `issue_comment` payload; `issue.pull_request` is present only when the issue is a pull request. */
const IssueCommentEventSchema = z.object({
  action: z.string(),
  issue: z.object({
    number: z.int(),
    pull_request: z.optional(z.nullable(z.looseObject({ url: z.optional(z.string()) }))),
  }),
  comment: z.object({
    id: z.int(),
    body: z.nullable(z.string()),
    html_url: z.string(),
    user: z.object({ login: z.string() }),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
  }),
  sender: z.optional(z.object({ login: z.string() })),
  repository,
});

/** A pull request as its event describes it. */
export interface PullRequestInfo {
  number: number;
  title: string;
  body: string;
  /** `changed_files` of the payload, when it has one. */
  changedFiles: number | undefined;
  draft: boolean;
  /** The login of the pull request's author, when the payload names it. */
  author: string | undefined;
}

interface TriggerBase {
  owner: string;
  repo: string;
}

/** A pull request was opened, pushed to, reopened or marked ready: judge its head and publish. */
export interface PullRequestTrigger extends TriggerBase {
  kind: 'pull-request';
  eventName: 'pull_request' | 'pull_request_target';
  /** The webhook's `action` (`opened`, `synchronize`, `ready_for_review`, …). */
  action: string;
  headSha: string;
  baseSha: string;
  pull: PullRequestInfo;
}

/** A merge-queue entry asks for its checks: verify the change `baseSha..headSha` of the entry. */
export interface MergeQueueTrigger extends TriggerBase {
  kind: 'merge-queue';
  eventName: 'merge_group';
  headSha: string;
  baseSha: string;
  /** `merge_group.head_ref`, e.g. `refs/heads/gh-readonly-queue/main/pr-104-<sha>`: names the queued pull request. */
  headRef: string;
  baseRef: string;
  /** The queued pull request is found through the API, not in this payload. */
  pull?: undefined;
}

/** A comment on an issue or a pull request: maybe a `/critic-gate` command. */
export interface CommentTrigger extends TriggerBase {
  kind: 'comment';
  eventName: 'issue_comment';
  /** The issue's (or pull request's) number. */
  number: number;
  /** False for a comment on a plain issue, where no command applies. */
  onPullRequest: boolean;
  comment: { id: number; body: string; url: string; author: string; edited: boolean };
  /** Who caused the event: an override counts only when it is the comment's own author (spec §14). */
  sender: string | undefined;
  /** Head and base are read from the pull request through the API, never from the comment. */
  headSha?: undefined;
  baseSha?: undefined;
  pull?: undefined;
}

/** One run's reason to run, whatever the event. */
export type Trigger = PullRequestTrigger | MergeQueueTrigger | CommentTrigger;

/** The event the runner handed over is not one critic-gate runs on, or cannot be read: the workflow's input. */
export class EventError extends CriticGateError {
  override name = 'EventError';
  readonly category = 'event';
}

type Reader = (payload: unknown, eventName: string) => Trigger;

/** Parses `payload` with `schema`, naming the first field that does not fit. */
function parsePayload<T>(schema: z.ZodMiniType<T>, payload: unknown, what: string): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new EventError(`the event payload is not a ${what} event (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'})`);
}

function readPullRequest(payload: unknown, eventName: string): PullRequestTrigger {
  const data = parsePayload(PullRequestEventSchema, payload, 'pull request');
  const pr = data.pull_request;
  return {
    kind: 'pull-request',
    eventName: eventName === 'pull_request_target' ? 'pull_request_target' : 'pull_request',
    action: data.action ?? '',
    owner: pr.base.repo.owner.login,
    repo: pr.base.repo.name,
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    pull: {
      number: pr.number,
      title: pr.title,
      body: pr.body ?? '',
      changedFiles: pr.changed_files,
      draft: pr.draft ?? false,
      author: pr.user?.login,
    },
  };
}

function readMergeGroup(payload: unknown): MergeQueueTrigger {
  const data = parsePayload(MergeGroupEventSchema, payload, 'merge_group');
  if (data.action !== 'checks_requested') {
    throw new EventError(`critic-gate runs on merge_group "checks_requested" events (this one is "${data.action}")`);
  }
  const group = data.merge_group;
  return {
    kind: 'merge-queue',
    eventName: 'merge_group',
    owner: data.repository.owner.login,
    repo: data.repository.name,
    headSha: group.head_sha,
    baseSha: group.base_sha,
    headRef: group.head_ref,
    baseRef: group.base_ref,
  };
}

function readIssueComment(payload: unknown): CommentTrigger {
  const data = parsePayload(IssueCommentEventSchema, payload, 'issue_comment');
  return {
    kind: 'comment',
    eventName: 'issue_comment',
    owner: data.repository.owner.login,
    repo: data.repository.name,
    number: data.issue.number,
    onPullRequest: data.issue.pull_request != null,
    comment: {
      id: data.comment.id,
      body: data.action === 'created' ? (data.comment.body ?? '') : '',
      url: data.comment.html_url,
      author: data.comment.user.login,
      edited: wasEdited(data.comment),
    },
    sender: data.sender?.login,
  };
}

/** Every event critic-gate runs on, by GITHUB_EVENT_NAME. */
const TRIGGER_READERS: Readonly<Record<string, Reader>> = {
  pull_request: readPullRequest,
  pull_request_target: readPullRequest,
  merge_group: readMergeGroup,
  issue_comment: readIssueComment,
};

export const SUPPORTED_EVENTS: readonly string[] = Object.keys(TRIGGER_READERS);

/** Reads the event the runner hands over; an event critic-gate does not run on is refused with a clear message. */
export async function readTrigger(env: Readonly<Record<string, string | undefined>>): Promise<Trigger> {
  const name = env['GITHUB_EVENT_NAME'] ?? '';
  const reader = Object.hasOwn(TRIGGER_READERS, name) ? TRIGGER_READERS[name] : undefined;
  if (!reader) {
    throw new EventError(
      `critic-gate runs on ${SUPPORTED_EVENTS.map((e) => `"${e}"`).join(', ')} events (this run was triggered by "${name || 'unknown'}")`,
    );
  }
  const path = env['GITHUB_EVENT_PATH'];
  if (!path) throw new EventError('GITHUB_EVENT_PATH is not set: the Action must run on a GitHub runner');
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    throw new EventError(`cannot read the event payload (GITHUB_EVENT_PATH): ${errorMessage(e)}`);
  }
  return reader(raw, name);
}

/** The queued pull request a merge-queue branch names: `[refs/heads/]gh-readonly-queue/<base>/pr-<N>-<sha>`. */
export function queuedPullOf(headRef: string): { number: number; headSha: string; base: string } | undefined {
  const m = /^(?:refs\/heads\/)?gh-readonly-queue\/(.+)\/pr-(\d+)-([0-9a-f]{40})$/.exec(headRef);
  if (!m) return undefined;
  return { base: m[1] ?? '', number: Number(m[2]), headSha: m[3] ?? '' };
}
