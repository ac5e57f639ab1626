import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { publishedResult, type CriticResult, type Verdict } from '../contract/result.js';
import { errorResult } from '../core/error-result.js';
import { createGitHubClient, resolveApiUrl } from '../github/client.js';
import { listReviews, type ListedReview } from '../github/list-reviews.js';
import { readFileAtRef } from '../github/read-file-at-ref.js';
import { listTree } from '../github/list-tree.js';
import type { GitHubClient, PullRef } from '../github/types.js';
import { overridesOf, type JudgeOverrides, type JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import type { JudgeDeps } from '../judge/create-judge.js';
import { MemoryCache } from '../judge/cache.js';
import type { SentRequest } from '../judge/receipt.js';
import { parseMarker, reusableCache } from '../review/marker.js';
import { withProgress } from '../judge/progress.js';
import { configFromCommit } from '../pr/config-source.js';
import { runJudgeOf, runPr } from '../pr/pipeline.js';
import { errorHeading } from '../report/facts.js';
import { renderMarkdown } from '../report/markdown.js';
import { createRedactor, secretsFromEnv, type Redactor } from '../report/redact.js';
import { judgeUrlSecrets } from '../text/url-userinfo.js';
import { attemptNumber, blobLinker, configLink, ownedBy, reviewWorthy } from '../review/index.js';
import { tokenIdentity } from '../github/token-identity.js';
import type { ChangedFile } from '../subject/types.js';
import { readTrigger, wasEdited, type CommentTrigger, type MergeQueueTrigger, type PullRequestTrigger } from './event.js';
import { confirmQueuedPull, decideReuse, entryConfigDigest, QueueReuseError, verifyQuotesOnEntry } from './merge-queue.js';
import { patchIdOf } from '../subject/patch-id.js';
import { cell } from '../report/markdown.js';
import { handleComment } from './comment.js';
import { findOverride } from './override.js';
import { listIssueComments } from '../github/list-issue-comments.js';
import type { OverrideBy } from '../review/override.js';
import { finalize } from '../core/finalize.js';
import type { LoadedConfig } from '../pr/config-source.js';
import { ACTION_JUDGE_SETTINGS, ALLOW_ON_TARGET, envInputReader, InputError, readInputs, type ActionInputs } from './inputs.js';
import { cacheDirOutsideWorkspace } from './workspace-cache-dir.js';
import { actionsArtifactUploader, uploadArtifacts, type ArtifactUploader } from './artifacts.js';
import { logReport, writeSarifFile } from './log.js';
import { postReview, resolveEarlierReviews } from './post-review.js';
import { attemptFromRuns } from './attempts-from-runs.js';
import { redactingRunner, type Runner } from './runner.js';
import { pullSubject } from './subject.js';
import { describeError } from '../errors/taxonomy.js';
import { keepCompiledModules } from '../subject/vendored.js';

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

/**
 * The pull request (or merge-queue entry) being judged: whose head, against which base, and the
 * texts the judge is shown. Built from the trigger, so every path judges through one function.
 */
export interface JudgedPull {
  owner: string;
  repo: string;
  number: number;
  title: string;
  body: string;
  headSha: string;
  baseSha: string;
  changedFiles: number | undefined;
  /** The event that brought it: on pull_request_target its page runs only with the opt-in. */
  eventName: 'pull_request' | 'pull_request_target' | 'merge_group';
}

const judgedPullOf = (t: PullRequestTrigger): JudgedPull => ({
  owner: t.owner,
  repo: t.repo,
  number: t.pull.number,
  title: t.pull.title,
  body: t.pull.body,
  headSha: t.headSha,
  baseSha: t.baseSha,
  changedFiles: t.pull.changedFiles,
  eventName: t.eventName,
});

const serverUrlOf = (env: Env): string => env['GITHUB_SERVER_URL'] || 'https://github.com';
/** The workflow run's page, for the review's footer; undefined outside a runner. */
const runUrlOf = (env: Env, event: JudgedPull): string | undefined =>
  env['GITHUB_RUN_ID']
    ? `${serverUrlOf(env).replace(/\/+$/, '')}/${encodeURIComponent(event.owner)}/${encodeURIComponent(event.repo)}/actions/runs/${encodeURIComponent(env['GITHUB_RUN_ID'])}`
    : undefined;

const NO_REVIEW_ON_ERROR =
  'No review was posted: the run could not judge, which says nothing about the change. An earlier review of this head is left as it was.';
const blobLink = (env: Env, event: JudgedPull) =>
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
  /** Every request sent to the judge, one JSON line each: the file `critic-gate replay` re-sends (spec §15). */
  requests: string[];
}

/**
 * The cached answers of critic-gate's own earlier reviews that this run may reuse (those bound to
 * the same config_digest, see reusableCache), later ones winning.
 */
function earlierCache(reviews: readonly ListedReview[], configDigest: string | undefined): Record<string, string> {
  return Object.assign({}, ...reviews.map((r) => reusableCache(parseMarker(r.body), configDigest))) as Record<string, string>;
}

/** The gate comes from the base commit: a pull request cannot weaken its own gate. */
const loadConfigAt = (
  inputs: ActionInputs,
  client: GitHubClient,
  repo: { owner: string; repo: string },
  baseSha: string,
): Promise<LoadedConfig> =>
  configFromCommit((p) => readFileAtRef(client, { ...repo, ref: baseSha }, p), inputs.config, baseSha, inputs.cacheDir);

/** How one run judges: `llm: off` for a draft (gate only) or an overridden head (no model call). */
interface JudgeMode {
  llm: 'on' | 'off';
}

async function judgePullRequest(
  inputs: ActionInputs,
  event: JudgedPull,
  loaded: LoadedConfig,
  mode: JudgeMode,
  client: GitHubClient,
  deps: ActionDeps,
): Promise<Judged> {
  const { env } = deps;
  const pull: PullRef = { owner: event.owner, repo: event.repo, pullNumber: event.number };
  const identity = inputs.reviewAuthor ? { login: inputs.reviewAuthor } : await tokenIdentity(client);
  // Only our own reviews are state: a marker a stranger posts neither counts nor gets edited.
  const earlierReviews = ownedBy(await listReviews(client, pull), identity.login);
  // Reviews are missing with review: off or a read-only token; the workflow's runs are not.
  const fromRuns = await attemptFromRuns(client, pull, event.headSha, env['GITHUB_RUN_ID']);
  const attempt = Math.max(attemptNumber(earlierReviews, event.headSha), fromRuns.ok ? fromRuns.number : 1);
  const attemptNotes =
    fromRuns.ok || inputs.review !== 'off'
      ? []
      : [
          `Attempts were counted from critic-gate's reviews only, and review is off: the workflow's earlier runs could not be read (${fromRuns.problem}); give the job \`permissions: actions: read\`.`,
        ];
  // Seeded once the settings, and so the config_digest, are known (when the judge is made).
  let cache = new MemoryCache();
  const commandNotes: string[] = [];
  const requests: string[] = [];
  const runJudge = runJudgeOf(loaded, judgeOverridesOfInputs(inputs, env));
  // A slow judge is not minutes of silence in the log: host, model, time and tokens so far.
  const makeRunJudge = ({ settings, configDigest }: typeof runJudge): Judge => {
    // The config's hosts are known only now; their passwords are masked before any request.
    for (const host of settings.hosts) judgeUrlSecrets(host).forEach((s) => deps.runner.secret(s));
    cache = new MemoryCache(earlierCache(earlierReviews, configDigest));
    const onSent = (sent: SentRequest): number =>
      requests.push(JSON.stringify({ backend: settings.backend, model: settings.model, ...sent }));
    return withProgress((s) => deps.makeJudge({ ...s, onSent }, { cache }), settings, {
      write: (t) => deps.runner.info(t.trimEnd()),
      live: false,
      color: false,
      everyMs: 15_000,
    });
  };
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
    judge: { ...runJudge, judge: mode.llm === 'on' ? makeRunJudge(runJudge) : undefined },
    browser: { executablePath: inputs.browserPath, artifactsDir: artifactsDirOf(env), refused: browserRefusalOnTarget(event, inputs) },
    env,
    codeCacheDir: inputs.cacheDir,
    // Registered as the Action's token is: masked in the log and redacted from everything published.
    onSecret: (secret) => deps.runner.secret(secret),
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
    requests,
  };
}

/** The judge switches of the Action's inputs, the top settings layer; the API key may come from the environment. */
function judgeOverridesOfInputs(inputs: ActionInputs, env: Env): JudgeOverrides {
  return { ...overridesOf(inputs, ACTION_JUDGE_SETTINGS), apiKey: inputs.apiKey ?? (env['CRITIC_GATE_API_KEY'] || undefined) };
}

async function publishReview(
  judged: Judged,
  event: JudgedPull,
  client: GitHubClient,
  deps: ActionDeps,
  patchId?: string | undefined,
): Promise<Outcome> {
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
    patchId,
  });
  return { result: judged.result, reviewUrl: posted.url, notes: [...judged.notes, ...posted.notes] };
}

/** A clean PASS under review: on-findings: no review; earlier critic-gate reviews of the pull request say they are resolved. */
async function resolveQuietly(judged: Judged, event: JudgedPull, client: GitHubClient, deps: ActionDeps): Promise<Outcome> {
  const resolved = await resolveEarlierReviews({
    client,
    pull: { owner: event.owner, repo: event.repo, pullNumber: event.number },
    headSha: event.headSha,
    earlierReviews: judged.earlierReviews,
    identity: judged.identity,
    runUrl: runUrlOf(deps.env, event),
    runner: deps.runner,
  });
  return { result: judged.result, reviewUrl: '', notes: [...judged.notes, QUIET_PASS, ...resolved.notes] };
}

const QUIET_PASS = 'PASS with nothing to report: no review was posted (review: on-findings); this summary has the full report.';

/**
 * `pull_request_target` runs with a token that can write and secrets at hand, on code a fork may
 * have written: running that code's commands needs more than `true`.
 */
function refuseCommandsOnTarget(event: PullRequestTrigger, inputs: ActionInputs): void {
  if (event.eventName !== 'pull_request_target' || !inputs.allowCommands || inputs.allowCommandsOnTarget) return;
  throw new InputError(
    `input "allow-commands": refused on pull_request_target: this event runs with a write token and the repository's secrets, and the commands would run files of the pull request, which may come from a fork. Use the pull_request event (see the README's two-job pattern), or, if you accept that risk, set allow-commands: ${ALLOW_ON_TARGET}`,
  );
}

/**
 * A page of the pull request runs its own scripts in the browser: on `pull_request_target` (a write
 * token and secrets at hand, code a fork may have written) that needs the same opt-in as commands.
 */
function browserRefusalOnTarget(event: JudgedPull, inputs: ActionInputs): string | undefined {
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
    // A masked token changes its request's bytes: replay then refuses that request instead of a token being kept.
    requests: judged.requests.map(redactor.text),
    reviewNotes: judged.reviewNotes.map(redactor.text),
    cache,
  };
}

/** Where the report of a judged run goes besides the review: the log, and the job summary. */
async function summarise(outcome: Outcome, event: JudgedPull, deps: ActionDeps): Promise<void> {
  outcome.notes.forEach((n) => deps.runner.info(n));
  const posted = outcome.reviewUrl ? [`Posted as [a review on the pull request](${outcome.reviewUrl}).`] : [];
  // The config at the base is where a broken gate is fixed: linked from the summary as from the review.
  const configUrl = configLink({ serverUrl: serverUrlOf(deps.env), owner: event.owner, repo: event.repo }, outcome.result.config);
  await deps.runner.summary(
    renderMarkdown(outcome.result, { link: blobLink(deps.env, event), notes: [...outcome.notes, ...posted], configUrl }),
  );
}

const MARKER_COMMENT = /<!--\s*critic-gate:v1[\s\S]*?-->/g;

/**
 * The run of an overridden head: PASS, with the override in the result, and the original
 * judgement (critic-gate's latest review of this head) kept visible in the new review, since
 * posting it supersedes the old one.
 */
function overridden(judged: Judged, override: OverrideBy, headSha: string): Judged {
  const earlier = [...judged.earlierReviews].reverse().find((r) => r.commit_id === headSha && parseMarker(r.body)?.head === headSha);
  const marker = earlier ? parseMarker(earlier.body) : undefined;
  // An earlier override's marker records PASS, not what was judged: then the gate's verdict of this run stands in.
  const original = marker && !marker.override ? marker.verdict : judged.result.verdict;
  const originalReport = earlier && !marker?.override ? (earlier.body ?? '').replace(MARKER_COMMENT, '').trim() : '';
  const kept = originalReport
    ? [`<details><summary>The original judgement of ${headSha.slice(0, 12)}: ${original}</summary>\n\n${originalReport}\n\n</details>`]
    : [];
  const note = `Overridden by @${override.by} (${override.comment_url}); the judge was not called. Verdict before the override: ${original}.`;
  return {
    ...judged,
    result: finalize(judged.result, { override: { ...override, original_verdict: original } }).result,
    notes: [note, ...judged.notes],
    reviewNotes: [note, ...kept, ...judged.reviewNotes],
  };
}

/** The override that counts for the head, if any; reading comments or permissions failing is a note, never a crash. */
async function overrideFor(
  trigger: PullRequestTrigger,
  loaded: LoadedConfig,
  client: GitHubClient,
  runner: Runner,
): Promise<OverrideBy | undefined> {
  const settings = loaded.config.override;
  if (!settings.enabled) return undefined;
  const pull: PullRef = { owner: trigger.owner, repo: trigger.repo, pullNumber: trigger.pull.number };
  try {
    const comments = await listIssueComments(client, pull);
    const found = await findOverride(
      { client, repo: trigger, headSha: trigger.headSha, author: trigger.pull.author, settings },
      comments.map((c) => ({ body: c.body ?? '', author: c.user?.login ?? '', url: c.html_url, edited: wasEdited(c) })),
    );
    for (const message of found.notices) runner.annotate({ level: 'notice', title: 'critic-gate override', message });
    return found.override;
  } catch (e) {
    runner.warning(`Override commands could not be checked, so none applies: ${describeError(e).message}`);
    return undefined;
  }
}

/** A pull request's head: judged (or gate-only for a draft, or passed by an override), then published. */
async function gatePullRequest(
  inputs: ActionInputs,
  trigger: PullRequestTrigger,
  client: GitHubClient,
  deps: ActionDeps,
  redactor: Redactor,
): Promise<Outcome> {
  refuseCommandsOnTarget(trigger, inputs);
  const pull = judgedPullOf(trigger);
  const loaded = await loadConfigAt(inputs, client, trigger, trigger.baseSha);
  const override = await overrideFor(trigger, loaded, client, deps.runner);
  const draft = !override && trigger.pull.draft && loaded.config.drafts === 'gate-only';
  // An override needs no model call; a draft gets the deterministic gate only.
  const llm = override || draft ? 'off' : inputs.llm;
  let judged = await judgePullRequest(inputs, pull, loaded, { llm }, client, deps);
  if (override) judged = overridden(judged, override, trigger.headSha);
  else if (draft) {
    const note =
      'Draft pull request: the deterministic gate ran, the judge did not (drafts: gate-only); it runs when the pull request is marked ready for review.';
    judged = {
      ...judged,
      result: finalize(judged.result, { draft: true }).result,
      notes: [note, ...judged.notes],
      reviewNotes: [note, ...judged.reviewNotes],
    };
  }
  judged = redactJudged(judged, redactor);
  if (judged.requests.length > 0) await writeRequestsFile(deps.env, judged.requests).catch(() => undefined);
  // The marker records the change's patch-id, so a merge-queue entry holding the same change can reuse the verdict.
  // Spec §13: a run that could not judge (judge down, timed out, invalid, a broken base config)
  // posts no review, since it would blame the change; an earlier review of this head stays as it was.
  const errored = judged.result._critic_status === 'error';
  // Spec §16: with review: on-findings a clean PASS posts nothing; an earlier review is marked resolved.
  const quiet = inputs.review === 'on-findings' && !reviewWorthy(judged.result);
  const posts = inputs.review !== 'off' && !errored && !quiet;
  const patchId = posts ? await patchIdOf(deps.env['GITHUB_WORKSPACE'], `${trigger.baseSha}...${trigger.headSha}`) : undefined;
  const outcome = posts
    ? await publishReview(judged, pull, client, deps, patchId)
    : quiet && !errored
      ? await resolveQuietly(judged, pull, client, deps)
      : {
          result: judged.result,
          reviewUrl: '',
          notes: [...judged.notes, ...(inputs.review !== 'off' && errored ? [NO_REVIEW_ON_ERROR] : [])],
        };
  await summarise(outcome, pull, deps);
  return outcome;
}

/**
 * A merge-queue entry: the queued pull request is found from the entry's branch and confirmed
 * through the API. Its verdict is reused when the three conditions of spec §14 hold (the gate still
 * runs on the entry); otherwise the entry's own change (base_sha..head_sha) is judged in full
 * (`merge_queue: rejudge`) or the run fails naming the condition (`reuse-only`). Anything that does
 * not match fails closed. No review is posted: the job summary and annotations carry the result.
 */
async function verifyQueueEntry(
  inputs: ActionInputs,
  trigger: MergeQueueTrigger,
  client: GitHubClient,
  deps: ActionDeps,
  redactor: Redactor,
): Promise<Outcome> {
  const queued = await confirmQueuedPull(trigger, client);
  const entry: JudgedPull = {
    owner: trigger.owner,
    repo: trigger.repo,
    number: queued.number,
    title: queued.title,
    body: queued.body,
    headSha: trigger.headSha,
    baseSha: trigger.baseSha,
    changedFiles: undefined,
    eventName: 'merge_group',
  };
  const loaded = await loadConfigAt(inputs, client, trigger, trigger.baseSha);
  const identity = inputs.reviewAuthor ? { login: inputs.reviewAuthor } : await tokenIdentity(client);
  const reviews = ownedBy(
    await listReviews(client, { owner: trigger.owner, repo: trigger.repo, pullNumber: queued.number }),
    identity.login,
  );
  const conditions = decideReuse({
    pullHeadSha: queued.headSha,
    reviews,
    configDigest: entryConfigDigest(loaded, judgeOverridesOfInputs(inputs, deps.env)),
    entryPatchId: await patchIdOf(deps.env['GITHUB_WORKSPACE'], `${trigger.baseSha}..${trigger.headSha}`),
  });
  // The quoted evidence is verified again against the entry's tree, as GitHub holds it at the entry's head.
  const decision = conditions.reuse
    ? await verifyQuotesOnEntry(conditions, (path) =>
        readFileAtRef(client, { owner: trigger.owner, repo: trigger.repo, ref: trigger.headSha }, path),
      )
    : conditions;
  const range = `${trigger.baseSha.slice(0, 12)}..${trigger.headSha.slice(0, 12)}`;
  if (!decision.reuse && loaded.config.merge_queue === 'reuse-only') {
    throw new QueueReuseError(
      `merge_queue: reuse-only, and the verdict of pull request #${queued.number} cannot be reused: ${decision.why}`,
    );
  }
  // Reused: the gate (and the deterministic assertions) run again on the entry, the judge does not.
  const judged = redactJudged(
    await judgePullRequest(inputs, entry, loaded, { llm: decision.reuse ? 'off' : inputs.llm }, client, deps),
    redactor,
  );
  const reuse = decision.reuse
    ? { verdict: { pull: queued.number, head_sha: decision.marker.head, review_url: decision.reviewUrl }, score: decision.marker.score }
    : undefined;
  const result = finalize(judged.result, { reuse }).result;
  const note = decision.reuse
    ? `Merge-queue entry of pull request #${queued.number}: its verdict ${decision.marker.verdict} for ${queued.headSha.slice(0, 12)} was reused for the change ${range} (same config_digest and patch-id, ${quotesVerified(decision.marker.quotes?.length ?? 0)}); the gate ran again on the entry.`
    : `Merge-queue entry of pull request #${queued.number}: the change ${range} was judged in full, as the verdict could not be reused: ${decision.why}.`;
  const outcome: Outcome = { result, reviewUrl: '', notes: [note, ...judged.notes] };
  await summarise(outcome, entry, deps);
  return outcome;
}

const quotesVerified = (n: number): string => (n === 1 ? '1 quote verified again on the entry' : `${n} quotes verified again on the entry`);

/** The handled `issue_comment`: notices for what did not count, the step failed only when a valid command could not be carried out. */
async function finishCommand(inputs: ActionInputs, trigger: CommentTrigger, client: GitHubClient, deps: ActionDeps): Promise<void> {
  const { runner } = deps;
  try {
    const done = await handleComment(inputs, trigger, client);
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
  await writeFile(file, `${JSON.stringify(publishedResult(result), null, 2)}\n`, 'utf8');
  return file;
}

/** Beside the result file, named as `critic-gate replay` looks for it: `critic-gate-result-…json` → `…requests.jsonl`. */
async function writeRequestsFile(env: Env, lines: readonly string[]): Promise<void> {
  await writeFile(await runFile(env, 'requests.jsonl'), lines.map((l) => `${l}\n`).join(''), 'utf8');
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
    // A judge host is published as its origin: its password, path and query (a key) are secrets.
    for (const host of [read.ollamaHost, ...(read.hosts ?? [])]) judgeUrlSecrets(host).forEach((s) => runner.secret(s));
    const inputs = { ...read, cacheDir: cacheDirOutsideWorkspace(read.cacheDir, env['GITHUB_WORKSPACE']) };
    failOn = inputs.failOn;
    keepCompiledModules(inputs.cacheDir);
    const trigger = await readTrigger(env);
    const client = createGitHubClient({ token: inputs.githubToken, baseUrl: resolveApiUrl(env), log: { warn: (m) => runner.warning(m) } });
    // The one branch on the trigger: judge and publish, verify a queue entry, or handle a command.
    switch (trigger.kind) {
      case 'pull-request':
        outcome = await gatePullRequest(inputs, trigger, client, deps, redactor);
        break;
      case 'merge-queue':
        outcome = await verifyQueueEntry(inputs, trigger, client, deps, redactor);
        break;
      case 'comment':
        return await finishCommand(inputs, trigger, client, deps);
    }
  } catch (e) {
    // The step fails on this result: an error is never a verdict (see below).
    // Redacted before rendering: markdown escapes `_`, after which a secret no longer matches itself.
    const described = describeError(e);
    outcome = { result: redactor.deep(errorResult(described.message, null, described.cause)), reviewUrl: '', notes: [] };
    await runner.summary(renderMarkdown(outcome.result)).catch(() => undefined);
  }

  const result = redactor.deep(outcome.result);
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
  runner.output('review-url', outcome.reviewUrl);
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
