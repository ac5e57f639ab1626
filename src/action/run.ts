import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { shellCommandRunner } from '../commands/shell.js';
import { ConfigError } from '../config/index.js';
import type { CriticResult, Verdict } from '../contract/result.js';
import { errorResult } from '../critique.js';
import { createGitHubClient, resolveApiUrl } from '../github/client.js';
import { GitHubError } from '../github/errors.js';
import { IncompleteFileListError } from '../github/list-pr-files.js';
import { listReviews, type ListedReview } from '../github/list-reviews.js';
import { readFileAtRef } from '../github/read-file-at-ref.js';
import type { GitHubClient, PullRef } from '../github/types.js';
import { judgeOverridesOf, resolveJudgeSettings, type JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import { commandPolicy, configFromCommit } from '../pr/config-source.js';
import { judgeChange } from '../pr/judge-change.js';
import { renderMarkdown } from '../report/markdown.js';
import { attemptNumber, blobLinker, escalate } from '../review/index.js';
import { GitError } from '../subject/git.js';
import type { ChangedFile } from '../subject/types.js';
import { readPullRequestEvent, EventError, type PullRequestEvent } from './event.js';
import { envInputReader, InputError, readInputs, type ActionInputs } from './inputs.js';
import { postReview } from './post-review.js';
import type { Runner } from './runner.js';
import { pullSubject } from './subject.js';
import { errorMessage } from '../error-message.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface ActionDeps {
  env: Env;
  runner: Runner;
  makeJudge: (settings: JudgeSettings) => Judge;
}

/** What a run produced, for the outputs and the step's pass or fail. */
interface Outcome {
  result: CriticResult;
  reviewUrl: string;
  /** Notes shown in the report and the log (escalation, API fallback, posting problems). */
  notes: string[];
}

const serverUrlOf = (env: Env): string => env['GITHUB_SERVER_URL'] || 'https://github.com';
const blobLink = (env: Env, event: PullRequestEvent) =>
  blobLinker({ serverUrl: serverUrlOf(env), owner: event.owner, repo: event.repo, headSha: event.headSha });

/** A pull request judged, with what posting the review needs to know about it. */
interface Judged {
  result: CriticResult;
  attempt: number;
  earlierReviews: ListedReview[];
  files: readonly ChangedFile[];
  /** For the report: escalation and how the change was read. */
  notes: string[];
  /** For the review only: escalation. */
  reviewNotes: string[];
  labels: string[];
}

async function judgePullRequest(inputs: ActionInputs, event: PullRequestEvent, client: GitHubClient, deps: ActionDeps): Promise<Judged> {
  const { env } = deps;
  const pull: PullRef = { owner: event.owner, repo: event.repo, pullNumber: event.number };
  // The gate comes from the base commit: a pull request cannot weaken its own gate.
  const loaded = await configFromCommit((p) => readFileAtRef(client, { ...pull, ref: event.baseSha }, p), inputs.config, event.baseSha);
  const { config } = loaded;
  const earlierReviews = await listReviews(client, pull);
  const attempt = attemptNumber(earlierReviews, event.headSha);
  const change = await pullSubject({
    workspace: env['GITHUB_WORKSPACE'],
    client,
    pull,
    baseSha: event.baseSha,
    headSha: event.headSha,
    changedFiles: event.changedFiles,
    ignore: config.ignore,
  });
  let judged: CriticResult;
  try {
    const policy = commandPolicy(inputs.allowCommands, loaded.ref, 'the input allow-commands: true', change.workTree);
    const settings = resolveJudgeSettings(
      { host: inputs.ollamaHost, model: inputs.model, timeoutSeconds: inputs.timeoutSeconds },
      judgeOverridesOf(config.judge),
    );
    judged = await judgeChange({
      subject: change.subject,
      config: loaded,
      task: `${event.title}\n\n${event.body}`.trim(),
      texts: [
        { name: 'PR title', text: event.title },
        { name: 'PR body', text: event.body },
      ],
      baseSha: event.baseSha,
      headSha: event.headSha,
      judge: inputs.llm === 'on' ? deps.makeJudge(settings) : undefined,
      ...(policy.allowed ? { commands: shellCommandRunner({ cwd: policy.cwd }) } : { commandsRefused: policy.refused }),
      trusted: { listTree: async () => [], read: (path) => readFileAtRef(client, { ...pull, ref: event.baseSha }, path) },
      attempt: { number: attempt, max: config.max_attempts },
    });
  } finally {
    await change.close();
  }
  const escalation = escalate(judged, attempt, config.max_attempts);
  return {
    result: escalation.result,
    attempt,
    earlierReviews,
    files: change.subject.files,
    notes: [...change.notes, ...escalation.notes],
    reviewNotes: escalation.notes,
    labels: escalation.labels,
  };
}

async function publishReview(judged: Judged, event: PullRequestEvent, client: GitHubClient, deps: ActionDeps): Promise<Outcome> {
  const posted = await postReview({
    client,
    pull: { owner: event.owner, repo: event.repo, pullNumber: event.number },
    headSha: event.headSha,
    serverUrl: serverUrlOf(deps.env),
    result: judged.result,
    attempt: judged.attempt,
    files: judged.files,
    earlierReviews: judged.earlierReviews,
    notes: judged.reviewNotes,
    labels: judged.labels,
    runner: deps.runner,
  });
  return { result: judged.result, reviewUrl: posted.url, notes: [...judged.notes, ...posted.notes] };
}

/** Errors a user can act on keep their own words; anything else is a bug and says so. */
function messageOf(e: unknown): string {
  if ([InputError, EventError, ConfigError, GitError, GitHubError, IncompleteFileListError].some((k) => e instanceof k)) return (e as Error).message;
  return `internal error: ${errorMessage(e)}`;
}

async function writeResultFile(env: Env, result: CriticResult): Promise<string> {
  const dir = env['RUNNER_TEMP'] || tmpdir();
  await mkdir(dir, { recursive: true });
  const file = join(dir, `critic-gate-result-${env['GITHUB_RUN_ID'] ?? 'local'}-${env['GITHUB_RUN_ATTEMPT'] ?? '1'}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`, 'utf8');
  return file;
}

/**
 * The Action from inputs to pass or fail. Every path ends with a result file, outputs, a job
 * summary and a decision: a failure to judge fails the step, never a silent green.
 */
export async function runAction(deps: ActionDeps): Promise<void> {
  const { env, runner } = deps;
  // Until the inputs are read the default applies; an error before then fails the step anyway.
  let failOn: ActionInputs['failOn'] = new Set<Verdict>(['FAIL', 'SKIPPED']);
  let outcome: Outcome;
  try {
    const input = envInputReader(env);
    // Masked before anything else is read, so no later message can print it.
    if (input('github-token')) runner.secret(input('github-token'));
    const inputs = readInputs(input);
    failOn = inputs.failOn;
    const event = await readPullRequestEvent(env);
    const client = createGitHubClient({ token: inputs.githubToken, baseUrl: resolveApiUrl(env), log: { warn: (m) => runner.warning(m) } });
    const judged = await judgePullRequest(inputs, event, client, deps);
    outcome = inputs.review ? await publishReview(judged, event, client, deps) : { result: judged.result, reviewUrl: '', notes: judged.notes };
    outcome.notes.forEach((n) => runner.info(n));
    const posted = outcome.reviewUrl ? [`Posted as [a review on the pull request](${outcome.reviewUrl}).`] : [];
    await runner.summary(renderMarkdown(outcome.result, { link: blobLink(env, event), notes: [...outcome.notes, ...posted] }));
  } catch (e) {
    const message = messageOf(e);
    outcome = { result: errorResult(message), reviewUrl: '', notes: [] };
    await runner.summary(renderMarkdown(outcome.result)).catch(() => undefined);
  }

  const { result } = outcome;
  runner.output('verdict', result.verdict);
  runner.output('score', result.score.toFixed(2));
  runner.output('gate-passed', String(result.gate_passed));
  runner.output('feedback', result.feedback_for_worker);
  runner.output('review-url', outcome.reviewUrl);
  runner.output('result-file', await writeResultFile(env, result).catch(() => ''));

  if (result._critic_status === 'error') runner.fail(`critic-gate could not judge: ${result.error ?? 'unknown error'}`);
  else if (failOn.has(result.verdict)) runner.fail(`critic-gate verdict ${result.verdict} (score ${result.score.toFixed(2)}): ${firstLine(result.feedback_for_worker) || 'see the job summary'}`);
  else runner.info(`critic-gate verdict ${result.verdict} (score ${result.score.toFixed(2)})`);
}

const firstLine = (s: string): string => s.split('\n')[0] ?? '';
