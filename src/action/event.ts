import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { errorMessage } from '../error-message.js';
import { CriticGateError } from '../error-taxonomy.js';

/** The parts of a `pull_request` webhook payload the Action needs. The head SHA, never the merge commit. */
const PullRequestEventSchema = z.object({
  pull_request: z.object({
    number: z.number().int(),
    title: z.string(),
    body: z.string().nullable().optional(),
    html_url: z.string().optional(),
    // How many files the pull request changes: GitHub's file list stops at 3000, this count does not.
    changed_files: z.number().int().nonnegative().optional(),
    head: z.object({ sha: z.string().regex(/^[0-9a-f]{40}$/), ref: z.string().optional() }),
    base: z.object({
      sha: z.string().regex(/^[0-9a-f]{40}$/),
      ref: z.string().optional(),
      repo: z.object({ name: z.string(), owner: z.object({ login: z.string() }) }),
    }),
  }),
});

export interface PullRequestEvent {
  eventName: 'pull_request' | 'pull_request_target';
  owner: string;
  repo: string;
  number: number;
  title: string;
  body: string;
  headSha: string;
  baseSha: string;
  /** `changed_files` of the payload, when it has one. */
  changedFiles: number | undefined;
}

/** The event the runner handed over is not a pull request's, or cannot be read: the workflow's input. */
export class EventError extends CriticGateError {
  override name = 'EventError';
  readonly category = 'input';
}

const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);

/** Reads the event the runner hands over; anything but a pull request is refused with a clear message. */
export async function readPullRequestEvent(env: Readonly<Record<string, string | undefined>>): Promise<PullRequestEvent> {
  const name = env['GITHUB_EVENT_NAME'] ?? '';
  if (!PR_EVENTS.has(name)) {
    throw new EventError(
      `critic-gate gates pull requests: run it on "pull_request" events (this run was triggered by "${name || 'unknown'}")`,
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
  const parsed = PullRequestEventSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new EventError(`the event payload is not a pull request event (${where}: ${parsed.error.issues[0]?.message ?? 'invalid'})`);
  }
  const pr = parsed.data.pull_request;
  return {
    eventName: name === 'pull_request_target' ? 'pull_request_target' : 'pull_request',
    owner: pr.base.repo.owner.login,
    repo: pr.base.repo.name,
    number: pr.number,
    title: pr.title,
    body: pr.body ?? '',
    headSha: pr.head.sha,
    baseSha: pr.base.sha,
    changedFiles: pr.changed_files,
  };
}
