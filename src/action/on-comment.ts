/**
 * The `issue_comment` trigger: a `/critic-gate override` command is validated, acknowledged with a
 * reaction, and the pull request's latest gate run for its head is re-run; that run finds the
 * command and passes the head. Nothing here checks out or runs the pull request's code, and no
 * model is called: only the host is read, the config at the base commit included.
 */
import { cell } from '../report/markdown.js';
import { parseOverrideCommand } from '../review/override.js';
import { errorMessage } from '../errors/message.js';
import { CriticGateError, describeError } from '../errors/taxonomy.js';
import type { ActionContext } from './context.js';
import type { CommentTrigger } from './event.js';
import { loadConfigAt } from './judge-pull.js';
import { checkOverride, overrideScope } from './override.js';

interface CommandOutcome {
  /** `rerun`: accepted and the gate re-run; `ignored`: a command that does not count; `none`: no command. */
  status: 'rerun' | 'ignored' | 'none';
  /** Said in the log and the job summary. */
  message: string;
  /** Shown as notices: why a command did not count, problems that did not stop it. */
  notices: string[];
}

/** Runs that judged a pull request's head: the gate's own events, not this comment workflow's. */
const GATE_EVENTS = new Set(['pull_request', 'pull_request_target']);

/**
 * The handled `issue_comment`: notices for what did not count, the step failed only when a valid
 * command could not be carried out. A command has its own outputs (`command`), not a verdict's.
 */
export async function onComment(ctx: ActionContext, trigger: CommentTrigger): Promise<void> {
  const { runner } = ctx;
  try {
    const done = await handleComment(ctx, trigger);
    for (const message of done.notices) runner.annotate({ level: 'notice', title: 'critic-gate override', message });
    runner.info(done.message);
    runner.output('command', done.status);
    await runner.summary(`## critic-gate: /critic-gate command\n\n${cell(done.message)}\n`);
  } catch (e) {
    const message = describeError(e).message;
    runner.output('command', 'error');
    await runner.summary(`## critic-gate: /critic-gate command failed\n\n${cell(message)}\n`).catch(() => undefined);
    runner.fail(`critic-gate could not carry out the command: ${message}`);
  }
}

async function handleComment(ctx: ActionContext, trigger: CommentTrigger): Promise<CommandOutcome> {
  const { inputs, host } = ctx;
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
  const pr = await host.pulls.get(trigger.number);
  if (pr.state !== 'open') return ignored(`pull request #${trigger.number} is ${pr.state}`);
  const { headSha } = pr;
  const loaded = await loadConfigAt(ctx, pr.baseSha);
  const check = await checkOverride(overrideScope(host, pr, loaded.config.override), {
    body: comment.body,
    author: comment.author,
    url: comment.url,
    edited: comment.edited,
  });
  if (!check) return { status: 'none', message: 'The comment holds no /critic-gate command: nothing to do.', notices: [] };
  if (!check.ok) return { status: 'ignored', message: check.notice, notices: [check.notice] };

  const notices: string[] = [];
  await host.issues
    .react(comment.id, '+1')
    .catch((e: unknown) => notices.push(`The command could not be acknowledged with a reaction: ${errorMessage(e)}`));
  const runs = (await host.actions.runsForHead(inputs.gateWorkflow, headSha)).filter((r) => GATE_EVENTS.has(r.event));
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
  await host.actions.rerun(latest.id);
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
