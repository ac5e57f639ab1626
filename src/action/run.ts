import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { CriticResult, Verdict } from '../contract/result.js';
import { errorResult } from '../critique.js';
import { createGitHubClient, resolveApiUrl } from '../github/client.js';
import { listReviews, type ListedReview } from '../github/list-reviews.js';
import { readFileAtRef } from '../github/read-file-at-ref.js';
import { listTree } from '../github/list-tree.js';
import type { GitHubClient, PullRef } from '../github/types.js';
import type { JudgeOverrides, JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import type { JudgeDeps } from '../judge/run.js';
import { MemoryCache } from '../judge/cache.js';
import { parseMarker, reusableCache } from '../review/marker.js';
import { withProgress } from '../judge/progress.js';
import { configFromCommit } from '../pr/config-source.js';
import { runPr } from '../pr/run.js';
import { errorHeading } from '../report/facts.js';
import { renderMarkdown } from '../report/markdown.js';
import { createRedactor, secretsFromEnv, type Redactor } from '../report/redact.js';
import { userinfoSecrets } from '../text/url-userinfo.js';
import { attemptNumber, blobLinker, configLink, ownedBy } from '../review/index.js';
import { tokenIdentity } from '../github/token-identity.js';
import type { ChangedFile } from '../subject/types.js';
import { readPullRequestEvent, type PullRequestEvent } from './event.js';
import { ALLOW_ON_TARGET, envInputReader, InputError, readInputs, type ActionInputs } from './inputs.js';
import { cacheDirOutsideWorkspace } from './cache-dir.js';
import { actionsArtifactUploader, uploadArtifacts, type ArtifactUploader } from './artifacts.js';
import { logReport, writeSarifFile } from './log.js';
import { postReview } from './post-review.js';
import { attemptFromRuns } from './attempts-from-runs.js';
import { redactingRunner, type Runner } from './runner.js';
import { pullSubject } from './subject.js';
import { describeError } from '../error-taxonomy.js';
import { useCodeCache } from '../subject/vendored.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface ActionDeps {
  env: Env;
  runner: Runner;
  makeJudge: (settings: JudgeSettings, deps?: JudgeDeps) => Judge;
  /** Uploads screenshots as a workflow artifact; @actions/artifact by default. */
  artifacts?: ArtifactUploader | undefined;
}

/** What a run produced, for the outputs and the step's pass or fail. */
interface Outcome {
  result: CriticResult;
  reviewUrl: string;
  /** Notes shown in the report and the log (escalation, API fallback, posting problems). */
  notes: string[];
}

const serverUrlOf = (env: Env): string => env['GITHUB_SERVER_URL'] || 'https://github.com';
/** The workflow run's page, for the review's footer; undefined outside a runner. */
const runUrlOf = (env: Env, event: PullRequestEvent): string | undefined =>
  env['GITHUB_RUN_ID']
    ? `${serverUrlOf(env).replace(/\/+$/, '')}/${encodeURIComponent(event.owner)}/${encodeURIComponent(event.repo)}/actions/runs/${encodeURIComponent(env['GITHUB_RUN_ID'])}`
    : undefined;

const NO_REVIEW_ON_ERROR =
  'No review was posted: the run could not judge, which says nothing about the change. An earlier review of this head is left as it was.';
const blobLink = (env: Env, event: PullRequestEvent) =>
  blobLinker({ serverUrl: serverUrlOf(env), owner: event.owner, repo: event.repo, headSha: event.headSha });

/** A pull request judged, with what posting the review needs to know about it. */
interface Judged {
  result: CriticResult;
  attempt: number;
  earlierReviews: ListedReview[];
  /** The login critic-gate's own reviews and comments carry. */
  identity: string;
  files: readonly ChangedFile[];
  /** For the report: escalation and how the change was read. */
  notes: string[];
  /** For the review only: escalation. */
  reviewNotes: string[];
  labels: string[];
  /** The judge's answers by cache key, for the marker of this run's review. */
  cache: Record<string, string>;
  /** This run's config_digest, for the marker. */
  configDigest: string | undefined;
}

/**
 * The cached answers of critic-gate's own earlier reviews that this run may reuse (those bound to
 * the same config_digest, see reusableCache), later ones winning.
 */
function earlierCache(reviews: readonly ListedReview[], configDigest: string | undefined): Record<string, string> {
  return Object.assign({}, ...reviews.map((r) => reusableCache(parseMarker(r.body), configDigest))) as Record<string, string>;
}

async function judgePullRequest(inputs: ActionInputs, event: PullRequestEvent, client: GitHubClient, deps: ActionDeps): Promise<Judged> {
  const { env } = deps;
  const pull: PullRef = { owner: event.owner, repo: event.repo, pullNumber: event.number };
  // The gate comes from the base commit: a pull request cannot weaken its own gate.
  const loaded = await configFromCommit((p) => readFileAtRef(client, { ...pull, ref: event.baseSha }, p), inputs.config, event.baseSha);
  const identity = inputs.reviewAuthor ? { login: inputs.reviewAuthor } : await tokenIdentity(client);
  // Only our own reviews are state: a marker a stranger posts neither counts nor gets edited.
  const earlierReviews = ownedBy(await listReviews(client, pull), identity.login);
  // Reviews are missing with review: off or a read-only token; the workflow's runs are not.
  const fromRuns = await attemptFromRuns(client, pull, event.headSha, env['GITHUB_RUN_ID']);
  const attempt = Math.max(attemptNumber(earlierReviews, event.headSha), fromRuns.ok ? fromRuns.number : 1);
  const attemptNotes =
    fromRuns.ok || inputs.review
      ? []
      : [
          `Attempts were counted from critic-gate's reviews only, and review is off: the workflow's earlier runs could not be read (${fromRuns.problem}); give the job \`permissions: actions: read\`.`,
        ];
  // Seeded once the settings, and so the config_digest, are known (when the judge is made).
  let cache = new MemoryCache();
  const commandNotes: string[] = [];
  const judged = await runPr({
    config: loaded,
    baseSha: event.baseSha,
    readChange: async (ignore) => ({
      ...(await pullSubject({
        workspace: env['GITHUB_WORKSPACE'],
        client,
        pull,
        baseSha: event.baseSha,
        headSha: event.headSha,
        changedFiles: event.changedFiles,
        ignore,
      })),
      headSha: event.headSha,
      task: `${event.title}\n\n${event.body}`.trim(),
      texts: [
        { name: 'PR title', text: event.title },
        { name: 'PR body', text: event.body },
      ],
    }),
    trusted: {
      // Config globs are checked against the base tree too: a path only the base has still counts.
      listTree: async () => (await listTree(client, { ...pull, sha: event.baseSha })).paths,
      read: (path) => readFileAtRef(client, { ...pull, ref: event.baseSha }, path),
    },
    attempt: { number: attempt },
    commands: {
      allow: inputs.allowCommands,
      optIn: 'the input allow-commands: true',
      sandbox: inputs.commandSandbox,
      note: (n) => commandNotes.push(n),
    },
    judge: {
      llm: inputs.llm,
      overrides: judgeOverridesOfInputs(inputs, env),
      // A slow judge is not minutes of silence in the log: host, model, time and tokens so far.
      make: (settings, configDigest) => {
        // The config's hosts are known only now; their passwords are masked before any request.
        for (const host of settings.hosts) userinfoSecrets(host).forEach((s) => deps.runner.secret(s));
        cache = new MemoryCache(earlierCache(earlierReviews, configDigest));
        return withProgress((s) => deps.makeJudge(s, { cache }), settings, {
          write: (t) => deps.runner.info(t.trimEnd()),
          live: false,
          color: false,
          everyMs: 15_000,
        });
      },
    },
    browser: { executablePath: inputs.browserPath, artifactsDir: artifactsDirOf(env), env, refused: browserRefusalOnTarget(event, inputs) },
  });
  const shots = await uploadArtifacts(judged.result, env, deps.artifacts ?? actionsArtifactUploader, (m) => deps.runner.warning(m));
  return {
    result: judged.result,
    attempt,
    earlierReviews,
    identity: identity.login,
    files: judged.change.subject.files,
    notes: [...(identity.note ? [identity.note] : []), ...judged.change.notes, ...attemptNotes, ...commandNotes, ...judged.notes, ...shots],
    reviewNotes: [...judged.notes, ...shots],
    labels: judged.labels,
    cache: cache.entries(),
    configDigest: judged.configDigest,
  };
}

/** The judge switches of the Action's inputs, the top settings layer. */
function judgeOverridesOfInputs(inputs: ActionInputs, env: Env): JudgeOverrides {
  return {
    backend: inputs.backend,
    hosts: inputs.hosts,
    model: inputs.model,
    timeoutSeconds: inputs.timeoutSeconds,
    votes: inputs.votes,
    cache: inputs.cache,
    cacheDir: inputs.cacheDir,
    calibration: inputs.calibration,
    apiKey: inputs.apiKey ?? (env['CRITIC_GATE_API_KEY'] || undefined),
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
    identity: judged.identity,
    notes: judged.reviewNotes,
    labels: judged.labels,
    runner: deps.runner,
    cache: judged.cache,
    runUrl: runUrlOf(deps.env, event),
    configDigest: judged.configDigest,
  });
  return { result: judged.result, reviewUrl: posted.url, notes: [...judged.notes, ...posted.notes] };
}

/**
 * `pull_request_target` runs with a token that can write and secrets at hand, on code a fork may
 * have written: running that code's commands needs more than `true`.
 */
function refuseCommandsOnTarget(event: PullRequestEvent, inputs: ActionInputs): void {
  if (event.eventName !== 'pull_request_target' || !inputs.allowCommands || inputs.allowCommandsOnTarget) return;
  throw new InputError(
    `input "allow-commands": refused on pull_request_target: this event runs with a write token and the repository's secrets, and the commands would run files of the pull request, which may come from a fork. Use the pull_request event (see the README's two-job pattern), or, if you accept that risk, set allow-commands: ${ALLOW_ON_TARGET}`,
  );
}

/**
 * A page of the pull request runs its own scripts in the browser: on `pull_request_target` (a write
 * token and secrets at hand, code a fork may have written) that needs the same opt-in as commands.
 */
function browserRefusalOnTarget(event: PullRequestEvent, inputs: ActionInputs): string | undefined {
  if (event.eventName !== 'pull_request_target' || inputs.allowCommandsOnTarget) return undefined;
  return `browser checks and page material are refused on pull_request_target: this event runs with a write token and the repository's secrets, and the pull request's page (which may come from a fork) would run its scripts on this runner. Use the pull_request event (see the README's two-job pattern), or, if you accept that risk, set allow-commands: ${ALLOW_ON_TARGET}`;
}

/** The judged result, notes included, with every secret redacted before anything renders it. */
function redactJudged(judged: Judged, redactor: Redactor): Judged {
  // A cached answer that holds a secret is not kept: redacted it would no longer verify, and
  // the review marker it travels in is published.
  const cache = Object.fromEntries(Object.entries(judged.cache).filter(([, answer]) => redactor.text(answer) === answer));
  return {
    ...judged,
    result: redactor.deep(judged.result),
    notes: judged.notes.map(redactor.text),
    reviewNotes: judged.reviewNotes.map(redactor.text),
    cache,
  };
}

/** Screenshots go next to the result file, one folder per run attempt. */
const artifactsDirOf = (env: Env): string =>
  join(env['RUNNER_TEMP'] || tmpdir(), `critic-gate-artifacts-${env['GITHUB_RUN_ID'] ?? 'local'}-${env['GITHUB_RUN_ATTEMPT'] ?? '1'}`);

/** Where this run's files go: the runner's temp folder, named by run and attempt so re-runs do not collide. */
async function runFile(env: Env, extension: string): Promise<string> {
  const dir = env['RUNNER_TEMP'] || tmpdir();
  await mkdir(dir, { recursive: true });
  return join(dir, `critic-gate-result-${env['GITHUB_RUN_ID'] ?? 'local'}-${env['GITHUB_RUN_ATTEMPT'] ?? '1'}.${extension}`);
}

async function writeResultFile(env: Env, result: CriticResult): Promise<string> {
  const file = await runFile(env, 'json');
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`, 'utf8');
  return file;
}

/**
 * The Action from inputs to pass or fail. Every path ends with a result file, outputs, a job
 * summary and a decision: a failure to judge fails the step, never a silent green.
 */
export async function runAction(given: ActionDeps): Promise<void> {
  const { env } = given;
  // Everything published passes one redactor: the token, the runner's secrets, known token formats.
  const redactor = createRedactor(secretsFromEnv(env));
  const runner = redactingRunner(given.runner, redactor);
  const deps: ActionDeps = { ...given, runner };
  // Until the inputs are read the default applies; an error before then fails the step anyway.
  let failOn: ActionInputs['failOn'] = new Set<Verdict>(['FAIL', 'SKIPPED']);
  let outcome: Outcome;
  try {
    const input = envInputReader(env);
    // Masked before anything else is read, so no later message can print it.
    if (input('github-token')) runner.secret(input('github-token'));
    if (input('api-key')) runner.secret(input('api-key'));
    if (env['CRITIC_GATE_API_KEY']) runner.secret(env['CRITIC_GATE_API_KEY']);
    const read = readInputs(input);
    // A judge host's password (http://user:password@host) is masked too; reports drop the userinfo.
    for (const host of [read.ollamaHost, ...(read.hosts ?? [])]) userinfoSecrets(host).forEach((s) => runner.secret(s));
    const inputs = { ...read, cacheDir: cacheDirOutsideWorkspace(read.cacheDir, env['GITHUB_WORKSPACE']) };
    failOn = inputs.failOn;
    useCodeCache(inputs.cacheDir);
    const event = await readPullRequestEvent(env);
    refuseCommandsOnTarget(event, inputs);
    const client = createGitHubClient({ token: inputs.githubToken, baseUrl: resolveApiUrl(env), log: { warn: (m) => runner.warning(m) } });
    const judged = redactJudged(await judgePullRequest(inputs, event, client, deps), redactor);
    // Spec §13: a run that could not judge (judge down, timed out, invalid, a broken base config)
    // posts no review, since it would blame the change; an earlier review of this head stays as it was.
    const errored = judged.result._critic_status === 'error';
    outcome =
      inputs.review && !errored
        ? await publishReview(judged, event, client, deps)
        : { result: judged.result, reviewUrl: '', notes: [...judged.notes, ...(inputs.review && errored ? [NO_REVIEW_ON_ERROR] : [])] };
    outcome.notes.forEach((n) => runner.info(n));
    const posted = outcome.reviewUrl ? [`Posted as [a review on the pull request](${outcome.reviewUrl}).`] : [];
    // The config at the base is where a broken gate is fixed: linked from the summary as from the review.
    const configUrl = configLink({ serverUrl: serverUrlOf(env), owner: event.owner, repo: event.repo }, outcome.result.config);
    await runner.summary(renderMarkdown(outcome.result, { link: blobLink(env, event), notes: [...outcome.notes, ...posted], configUrl }));
  } catch (e) {
    // The step fails on this result: an error is never a verdict (see below).
    // Redacted before rendering: markdown escapes `_`, after which a secret no longer matches itself.
    outcome = { result: redactor.deep(errorResult(describeError(e).message)), reviewUrl: '', notes: [] };
    await runner.summary(renderMarkdown(outcome.result)).catch(() => undefined);
  }

  const result = redactor.deep(outcome.result);
  // Annotations follow the step (spec §13): warnings when the verdict does not fail it.
  logReport(runner, result, { failsStep: result._critic_status === 'error' || failOn.has(result.verdict) });
  runner.output('verdict', result.verdict);
  runner.output('score', result.score.toFixed(2));
  runner.output('gate-passed', String(result.gate_passed));
  runner.output('feedback', result.feedback_for_worker);
  runner.output('review-url', outcome.reviewUrl);
  runner.output('result-file', await writeResultFile(env, result).catch(() => ''));
  runner.output(
    'sarif-file',
    await runFile(env, 'sarif')
      .then((file) => writeSarifFile(file, result))
      .catch(() => ''),
  );

  if (result._critic_status === 'error') runner.fail(`critic-gate: ${errorHeading(result)}`);
  else if (failOn.has(result.verdict))
    runner.fail(
      `critic-gate verdict ${result.verdict} (score ${result.score.toFixed(2)}): ${firstLine(result.feedback_for_worker) || 'see the job summary'}`,
    );
  else runner.info(`critic-gate verdict ${result.verdict} (score ${result.score.toFixed(2)})`);
}

const firstLine = (s: string): string => s.split('\n')[0] ?? '';
