/**
 * The `issue_comment` path: a `/critic-gate override` command is validated, acknowledged with a
 * reaction, and the pull request's latest gate run for its head is re-run; that run finds the
 * command and passes the head. Nothing here checks out or runs the pull request's code, and no
 * model is called: only GitHub's API is read, the config at the base commit included.
 */
import { addCommentReaction } from '../github/add-reaction.js';
import { getPullRequest } from '../github/get-pull-request.js';
import { listWorkflowRunsForHead } from '../github/list-workflow-runs.js';
import { readFileAtRef } from '../github/read-file-at-ref.js';
import { rerunWorkflowRun } from '../github/rerun-workflow-run.js';
import type { GitHubClient } from '../github/types.js';
import { configFromCommit } from '../pr/config-source.js';
import { parseOverrideCommand } from '../review/override.js';
import { errorMessage } from '../errors/message.js';
import { CriticGateError } from '../errors/taxonomy.js';
import type { CommentTrigger } from './event.js';
import type { ActionInputs } from './inputs.js';
import { checkOverride } from './override.js';

export interface CommandOutcome {
  /** `rerun`: accepted and the gate re-run; `ignored`: a command that does not count; `none`: no command. */
  status: 'rerun' | 'ignored' | 'none';
  /** Said in the log and the job summary. */
  message: string;
  /** Shown as notices: why a command did not count, problems that did not stop it. */
  notices: string[];
}

/** Runs that judged a pull request's head: the gate's own events, not this comment workflow's. */
const GATE_EVENTS = new Set(['pull_request', 'pull_request_target']);

export async function handleComment(inputs: ActionInputs, trigger: CommentTrigger, client: GitHubClient): Promise<CommandOutcome> {
  const { comment } = trigger;
  const command = parseOverrideCommand(comment.body);
  if (command.kind === 'none') return { status: 'none', message: 'The comment holds no /critic-gate command: nothing to do.', notices: [] };
  const ignored = (why: string): CommandOutcome => ({
    status: 'ignored',
    message: `Override by @${comment.author} ignored: ${why} (${comment.url}).`,
    notices: [`Override by @${comment.author} ignored: ${why} (${comment.url}).`],
  });
  if (!trigger.onPullRequest) return ignored(`#${trigger.number} is an issue, not a pull request; an override applies to a pull request`);
  if (trigger.sender !== undefined && trigger.sender !== comment.author)
    return ignored(
      `the event was caused by @${trigger.sender}, not by the comment's author; an override counts only from its author's own new comment`,
    );
  const repo = { owner: trigger.owner, repo: trigger.repo };
  const pr = await getPullRequest(client, { ...repo, pullNumber: trigger.number });
  if (pr.state !== 'open') return ignored(`pull request #${trigger.number} is ${pr.state}`);
  const headSha = pr.head.sha;
  const loaded = await configFromCommit(
    (p) => readFileAtRef(client, { ...repo, ref: pr.base.sha }, p),
    inputs.config,
    pr.base.sha,
    inputs.cacheDir,
  );
  const check = await checkOverride(
    { client, repo, headSha, author: pr.user?.login, settings: loaded.config.override },
    { body: comment.body, author: comment.author, url: comment.url, edited: comment.edited },
  );
  if (!check) return { status: 'none', message: 'The comment holds no /critic-gate command: nothing to do.', notices: [] };
  if (!check.ok) return { status: 'ignored', message: check.notice, notices: [check.notice] };

  const notices: string[] = [];
  await addCommentReaction(client, repo, comment.id, '+1').catch((e: unknown) =>
    notices.push(`The command could not be acknowledged with a reaction: ${errorMessage(e)}`),
  );
  const runs = (await listWorkflowRunsForHead(client, repo, inputs.gateWorkflow, headSha)).filter((r) => GATE_EVENTS.has(r.event));
  const latest = runs[0];
  if (!latest) {
    throw new CommandError(
      `no run of the workflow ${inputs.gateWorkflow} for the head ${headSha.slice(0, 12)} of pull request #${trigger.number} to re-run; set the input gate-workflow to the gate's workflow file, or re-run the gate by hand`,
    );
  }
  if (latest.status !== 'completed') {
    throw new CommandError(
      `the latest gate run (${latest.html_url}) for ${headSha.slice(0, 12)} is still ${latest.status ?? 'running'}; re-run it once it has finished and it will find the override`,
    );
  }
  await rerunWorkflowRun(client, repo, latest.id);
  return {
    status: 'rerun',
    message: `Override by @${comment.author} accepted for ${headSha.slice(0, 12)}: re-running the gate (${latest.html_url}).`,
    notices,
  };
}

/** The command was valid but could not be carried out: the step fails with this message. */
export class CommandError extends CriticGateError {
  override name = 'CommandError';
  readonly category = 'github';
}
