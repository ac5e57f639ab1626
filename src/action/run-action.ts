/**
 * The Action as a dispatcher: read the inputs once, read the trigger once, make the pull-request
 * host, hand the run to the trigger's handler (on-*.ts), and end every run here — a result file,
 * outputs, annotations and the step's pass or fail. A failure to judge fails the step, never a
 * silent green.
 */
import type { CriticResult, Verdict } from '../contract/result.js';
import { errorResult } from '../core/error-result.js';
import { describeError } from '../errors/taxonomy.js';
import { createGitHubClient, resolveApiUrl } from '../github/client.js';
import { gitHubHost } from '../host/github-host.js';
import { errorHeading } from '../report/facts.js';
import { renderMarkdown } from '../report/markdown.js';
import { createRedactor, secretsFromEnv } from '../report/redact.js';
import { keepCompiledModules } from '../subject/vendored.js';
import { judgeUrlSecrets } from '../text/url-userinfo.js';
import type { ActionContext, ActionDeps, Env, Outcome } from './context.js';
import { readTrigger, type Trigger } from './event.js';
import { envInputReader, readInputs, type ActionInputs } from './inputs.js';
import { logReport, writeSarifFile } from './log.js';
import { onComment } from './on-comment.js';
import { onMergeGroup } from './on-merge-group.js';
import { onPullRequest } from './on-pull-request.js';
import { redactingRunner, type Runner } from './runner.js';
import { runFile, writeResultFile } from './run-files.js';
import { cacheDirOutsideWorkspace } from './workspace-cache-dir.js';

export type { ActionDeps } from './context.js';

/** The one branch on the trigger. `undefined`: a command, which wrote its own outputs and has no verdict. */
function dispatch(ctx: ActionContext, trigger: Trigger): Promise<Outcome | undefined> {
  switch (trigger.kind) {
    case 'pull-request':
      return onPullRequest(ctx, trigger);
    case 'merge-queue':
      return onMergeGroup(ctx, trigger);
    case 'comment':
      return onComment(ctx, trigger).then(() => undefined);
  }
}

/** The inputs, every secret among them masked before anything else is read, so no later message can print it. */
function readMaskedInputs(env: Env, runner: Runner): ActionInputs {
  const input = envInputReader(env);
  if (input('github-token')) runner.secret(input('github-token'));
  if (input('api-key')) runner.secret(input('api-key'));
  if (env['CRITIC_GATE_API_KEY']) runner.secret(env['CRITIC_GATE_API_KEY']);
  const read = readInputs(input);
  // A judge host is published as its origin: its password, path and query (a key) are secrets.
  for (const host of [read.ollamaHost, ...(read.hosts ?? [])]) judgeUrlSecrets(host).forEach((s) => runner.secret(s));
  return { ...read, cacheDir: cacheDirOutsideWorkspace(read.cacheDir, env['GITHUB_WORKSPACE']) };
}

export async function runAction(given: ActionDeps): Promise<void> {
  const { env } = given;
  // Everything published passes one redactor: the token, the runner's secrets, known token formats.
  const redactor = createRedactor(secretsFromEnv(env));
  const runner = redactingRunner(given.runner, redactor);
  // Until the inputs are read the default applies; an error before then fails the step anyway.
  let failOn: ActionInputs['failOn'] = new Set<Verdict>(['FAIL', 'SKIPPED']);
  let outcome: Outcome;
  try {
    const inputs = readMaskedInputs(env, runner);
    failOn = inputs.failOn;
    keepCompiledModules(inputs.cacheDir);
    const trigger = await readTrigger(env);
    // Spec §14: a queue run never ends green without a verdict, whatever fail-on lets through.
    if (trigger.kind === 'merge-queue') failOn = new Set([...failOn, 'SKIPPED']);
    const client = createGitHubClient({ token: inputs.githubToken, baseUrl: resolveApiUrl(env), log: { warn: (m) => runner.warning(m) } });
    const host = gitHubHost({
      client,
      repo: { owner: trigger.owner, repo: trigger.repo },
      reviewAuthor: inputs.reviewAuthor,
      workspace: env['GITHUB_WORKSPACE'],
      runId: env['GITHUB_RUN_ID'],
    });
    const handled = await dispatch({ ...given, runner, inputs, host, redactor }, trigger);
    if (!handled) return;
    outcome = handled;
  } catch (e) {
    // The step fails on this result: an error is never a verdict (see below).
    // Redacted before rendering: markdown escapes `_`, after which a secret no longer matches itself.
    const described = describeError(e);
    outcome = { result: redactor.deep(errorResult(described.message, null, described.cause)), reviewUrl: '', notes: [] };
    await runner.summary(renderMarkdown(outcome.result)).catch(() => undefined);
  }
  await finish(env, runner, redactor.deep(outcome.result), outcome.reviewUrl, failOn);
}

/** Every verdict's ending: annotations, outputs, the result and SARIF files, and the step's pass or fail. */
async function finish(env: Env, runner: Runner, result: CriticResult, reviewUrl: string, failOn: ActionInputs['failOn']): Promise<void> {
  // Annotations follow the step (spec §13): warnings when the verdict does not fail it.
  logReport(runner, result, { failsStep: result._critic_status === 'error' || failOn.has(result.verdict) });
  // An outage is not a judgement of the code (spec §16): a step reading the outputs sees ERROR and
  // the cause, never FAIL and a score; the result JSON keeps rule 4 (spec §13).
  const failed = result._critic_status === 'error';
  runner.output('verdict', failed ? 'ERROR' : result.verdict);
  runner.output('error', failed ? firstLine(result.error ?? 'unknown error') : '');
  runner.output('score', failed ? '' : result.score.toFixed(2));
  runner.output('gate-passed', String(result.gate_passed));
  runner.output('feedback', result.feedback_for_worker);
  runner.output('review-url', reviewUrl);
  runner.output('result-file', await writeResultFile(env, result).catch(() => ''));
  runner.output(
    'sarif-file',
    await runFile(env, 'sarif')
      .then((file) => writeSarifFile(file, result))
      .catch(() => ''),
  );

  if (failed) runner.fail(`critic-gate: ${errorHeading(result)}`);
  else if (failOn.has(result.verdict))
    runner.fail(
      `critic-gate verdict ${result.verdict} (score ${result.score.toFixed(2)}): ${firstLine(result.feedback_for_worker) || 'see the job summary'}`,
    );
  else runner.info(`critic-gate verdict ${result.verdict} (score ${result.score.toFixed(2)})`);
}

const firstLine = (s: string): string => s.split('\n')[0] ?? '';
