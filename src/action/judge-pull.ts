/**
 * Judging one pull request's head (or a merge-queue entry's change) through the host: its config
 * at the base, its attempt, critic-gate's earlier reviews and their cached answers, then the PR
 * gate (`runPr` of pr/pipeline.ts). Shared by the pull-request and merge-queue handlers; publishing is theirs.
 */
import type { CriticResult } from '../contract/result.js';
import type { Judge } from '../judge/types.js';
import type { ListedReview } from '../github/list-reviews.js';
import { MemoryCache } from '../judge/cache.js';
import { withProgress } from '../judge/progress.js';
import type { SentRequest } from '../judge/receipt.js';
import { overridesOf, type JudgeOverrides } from '../judge/settings.js';
import { truncatedTreeNote } from '../host/github-change.js';
import { configFromCommit, type LoadedConfig } from '../pr/config-source.js';
import { runJudgeOf, runPr, type RunJudge } from '../pr/pipeline.js';
import { renderMarkdown } from '../report/markdown.js';
import type { Redactor } from '../report/redact.js';
import { attemptNumber, blobLinker, configLink } from '../review/index.js';
import { parseMarker, reusableCache } from '../review/marker.js';
import type { ChangedFile } from '../subject/types.js';
import { judgeUrlSecrets } from '../text/url-userinfo.js';
import { actionsArtifactUploader, uploadArtifacts } from './artifacts.js';
import { serverUrlOf, type ActionContext, type Env, type Outcome } from './context.js';
import { ACTION_JUDGE_SETTINGS, ALLOW_ON_TARGET, type ActionInputs } from './inputs.js';
import type { JudgedPull } from './judged-pull.js';
import { artifactsDirOf } from './run-files.js';

/** A pull request judged, with what posting the review needs to know about it. */
export interface Judged {
  result: CriticResult;
  attempt: number;
  /** critic-gate's own reviews on the pull request, oldest first. */
  earlierReviews: ListedReview[];
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

/** How one run judges: `llm: off` for a draft (gate only) or an overridden head (no model call). */
export interface JudgeMode {
  llm: 'on' | 'off';
}

/** The gate comes from the base commit: a pull request cannot weaken its own gate. */
export const loadConfigAt = ({ host, inputs }: ActionContext, baseSha: string): Promise<LoadedConfig> =>
  configFromCommit((p) => host.contents.read(baseSha, p), inputs.config, baseSha, inputs.cacheDir);

/** The judge switches of the Action's inputs, the top settings layer; the API key may come from the environment. */
export function judgeOverridesOfInputs(inputs: ActionInputs, env: Env): JudgeOverrides {
  return { ...overridesOf(inputs, ACTION_JUDGE_SETTINGS), apiKey: inputs.apiKey ?? (env['CRITIC_GATE_API_KEY'] || undefined) };
}

/**
 * The cached answers of critic-gate's own earlier reviews that this run may reuse (those bound to
 * the same config_digest, see reusableCache), later ones winning.
 */
function earlierCache(reviews: readonly ListedReview[], configDigest: string | undefined): Record<string, string> {
  return Object.assign({}, ...reviews.map((r) => reusableCache(parseMarker(r.body), configDigest))) as Record<string, string>;
}

/**
 * A page of the pull request runs its own scripts in the browser: on `pull_request_target` (a write
 * token and secrets at hand, code a fork may have written) that needs the same opt-in as commands.
 */
function browserRefusalOnTarget(pull: JudgedPull, inputs: ActionInputs): string | undefined {
  if (pull.eventName !== 'pull_request_target' || inputs.allowCommandsOnTarget) return undefined;
  return `browser checks and page material are refused on pull_request_target: this event runs with a write token and the repository's secrets, and the pull request's page (which may come from a fork) would run its scripts on this runner. Use the pull_request event (see the README's two-job pattern), or, if you accept that risk, set allow-commands: ${ALLOW_ON_TARGET}`;
}

/** What a caller has already read or made, so that it is not asked or made again. */
export interface AlreadyKnown {
  /** critic-gate's reviews of the pull request. */
  earlierReviews: ListedReview[];
  /** The run's judge settings and config_digest, from `runJudgeOf` with the Action's inputs. */
  runJudge?: Omit<RunJudge, 'judge'> | undefined;
}

/** `read`: what the caller has already listed (the reviews) or made (the judge settings); done here otherwise. */
export async function judgePull(
  ctx: ActionContext,
  pull: JudgedPull,
  loaded: LoadedConfig,
  mode: JudgeMode,
  read?: AlreadyKnown,
): Promise<Judged> {
  const { env, inputs, host, runner } = ctx;
  const identity = await host.identity();
  const earlierReviews = read?.earlierReviews ?? (await host.reviews.own(pull.number));
  // A merge-queue entry is no lap of the worker's retry loop: its pull request's reviewed heads are
  // not its attempts (counted, they made a reused PASS "past the limit" without a model call).
  // Reviews are missing with review: off or a read-only token; the workflow's runs are not.
  const fromRuns = pull.eventName === 'merge_group' ? undefined : await host.actions.attemptFromRuns(pull.number, pull.headSha);
  const attempt = fromRuns === undefined ? 1 : Math.max(attemptNumber(earlierReviews, pull.headSha), fromRuns.ok ? fromRuns.number : 1);
  const attemptNotes =
    fromRuns === undefined || fromRuns.ok || inputs.review !== 'off'
      ? []
      : [
          `Attempts were counted from critic-gate's reviews only, and review is off: the workflow's earlier runs could not be read (${fromRuns.problem}); give the job \`permissions: actions: read\`.`,
        ];
  // Seeded once the settings, and so the config_digest, are known (when the judge is made).
  let cache = new MemoryCache();
  const commandNotes: string[] = [];
  const treeNotes: string[] = [];
  const requests: string[] = [];
  const runJudge = read?.runJudge ?? runJudgeOf(loaded, judgeOverridesOfInputs(inputs, env));
  // A slow judge is not minutes of silence in the log: host, model, time and tokens so far.
  const makeRunJudge = ({ settings, configDigest }: typeof runJudge): Judge => {
    // The config's hosts are known only now; their passwords are masked before any request.
    for (const judgeHost of settings.hosts) judgeUrlSecrets(judgeHost).forEach((s) => runner.secret(s));
    cache = new MemoryCache(earlierCache(earlierReviews, configDigest));
    const onSent = (sent: SentRequest): number =>
      requests.push(JSON.stringify({ backend: settings.backend, model: settings.model, ...sent }));
    return withProgress((s) => ctx.makeJudge({ ...s, onSent }, { cache }), settings, {
      write: (t) => runner.info(t.trimEnd()),
      live: false,
      color: false,
      everyMs: 15_000,
    });
  };
  const judged = await runPr({
    config: loaded,
    baseSha: pull.baseSha,
    readChange: async (ignore) => ({
      ...(await host.pulls.change(pull, ignore)),
      headSha: pull.headSha,
      task: `${pull.title}\n\n${pull.body}`.trim(),
      texts: [
        { name: 'PR title', text: pull.title },
        { name: 'PR body', text: pull.body },
      ],
    }),
    trusted: {
      // Config globs are checked against the base tree too: a path only the base has still counts.
      listTree: async () => {
        const tree = await host.contents.tree(pull.baseSha);
        if (tree.truncated) treeNotes.push(truncatedTreeNote('base'));
        return tree.paths;
      },
      read: (path) => host.contents.read(pull.baseSha, path),
    },
    attempt: { number: attempt },
    commands: {
      allow: inputs.allowCommands,
      optIn: 'the input allow-commands: true',
      sandbox: inputs.commandSandbox,
      note: (n) => commandNotes.push(n),
    },
    judge: { ...runJudge, judge: mode.llm === 'on' ? makeRunJudge(runJudge) : undefined },
    browser: { executablePath: inputs.browserPath, artifactsDir: artifactsDirOf(env), refused: browserRefusalOnTarget(pull, inputs) },
    env,
    codeCacheDir: inputs.cacheDir,
    // Registered as the Action's token is: masked in the log and redacted from everything published.
    onSecret: (secret) => runner.secret(secret),
  });
  const shots = await uploadArtifacts(judged.result, env, ctx.artifacts ?? actionsArtifactUploader, (m) => runner.warning(m));
  return {
    result: judged.result,
    attempt,
    earlierReviews,
    files: judged.change.subject.files,
    notes: [
      ...(identity.note ? [identity.note] : []),
      ...judged.change.notes,
      ...treeNotes,
      ...attemptNotes,
      ...commandNotes,
      ...judged.notes,
      ...shots,
    ],
    reviewNotes: [...judged.notes, ...shots],
    labels: judged.labels,
    cache: cache.entries(),
    configDigest: judged.configDigest,
    requests,
  };
}

/** The judged result, notes included, with every secret redacted before anything renders it. */
export function redactJudged(judged: Judged, redactor: Redactor): Judged {
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
export async function summarise({ env, runner }: ActionContext, outcome: Outcome, pull: JudgedPull): Promise<void> {
  outcome.notes.forEach((n) => runner.info(n));
  const posted = outcome.reviewUrl ? [`Posted as [a review on the pull request](${outcome.reviewUrl}).`] : [];
  const serverUrl = serverUrlOf(env);
  const link = blobLinker({ serverUrl, owner: pull.owner, repo: pull.repo, headSha: pull.headSha });
  // The config at the base is where a broken gate is fixed: linked from the summary as from the review.
  const configUrl = configLink({ serverUrl, owner: pull.owner, repo: pull.repo }, outcome.result.config);
  await runner.summary(renderMarkdown(outcome.result, { link, notes: [...outcome.notes, ...posted], configUrl }));
}
