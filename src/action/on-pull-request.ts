/**
 * The `pull_request` and `pull_request_target` trigger: a pull request's head is judged (or
 * gate-only for a draft, or passed by an override), then published as a review, a resolved note,
 * or nothing, as the `review` input and spec §13 and §16 say.
 */
import { describeError } from '../errors/taxonomy.js';
import type { OverrideBy } from '../review/override.js';
import { finalize } from '../core/finalize.js';
import { parseMarker, reviewWorthy } from '../review/index.js';
import type { LoadedConfig } from '../pr/config-source.js';
import { patchIdOf } from '../subject/patch-id.js';
import { runUrlOf, serverUrlOf, type ActionContext, type Outcome } from './context.js';
import type { PullRequestTrigger } from './event.js';
import { ALLOW_ON_TARGET, InputError, type ActionInputs } from './inputs.js';
import { judgePull, loadConfigAt, redactJudged, summarise, type Judged } from './judge-pull.js';
import { judgedPullOf, type JudgedPull } from './judged-pull.js';
import { findOverride, overrideScope } from './override.js';
import { postReview, resolveEarlierReviews } from './post-review.js';
import { writeRequestsFile } from './run-files.js';

const NO_REVIEW_ON_ERROR =
  'No review was posted: the run could not judge, which says nothing about the change. An earlier review of this head is left as it was.';
const QUIET_PASS = 'PASS with nothing to report: no review was posted (review: on-findings); this summary has the full report.';
const DRAFT_NOTE =
  'Draft pull request: the deterministic gate ran, the judge did not (drafts: gate-only); it runs when the pull request is marked ready for review.';

/** A pull request's head: judged (or gate-only for a draft, or passed by an override), then published. */
export async function onPullRequest(ctx: ActionContext, trigger: PullRequestTrigger): Promise<Outcome> {
  const { inputs, env } = ctx;
  refuseCommandsOnTarget(trigger, inputs);
  const pull = judgedPullOf(trigger);
  const loaded = await loadConfigAt(ctx, pull.baseSha);
  const override = await overrideFor(ctx, pull, loaded);
  const draft = !override && trigger.pull.draft && loaded.config.drafts === 'gate-only';
  // An override needs no model call; a draft gets the deterministic gate only.
  const llm = override || draft ? 'off' : inputs.llm;
  let judged = await judgePull(ctx, pull, loaded, { llm });
  if (override) judged = overridden(judged, override, pull.headSha);
  else if (draft) {
    judged = {
      ...judged,
      result: finalize(judged.result, { draft: true }).result,
      notes: [DRAFT_NOTE, ...judged.notes],
      reviewNotes: [DRAFT_NOTE, ...judged.reviewNotes],
    };
  }
  judged = redactJudged(judged, ctx.redactor);
  if (judged.requests.length > 0) await writeRequestsFile(env, judged.requests).catch(() => undefined);
  // Spec §13: a run that could not judge (judge down, timed out, invalid, a broken base config)
  // posts no review, since it would blame the change; an earlier review of this head stays as it was.
  const errored = judged.result._critic_status === 'error';
  // Spec §16: with review: on-findings a clean PASS posts nothing; an earlier review is marked resolved.
  const quiet = inputs.review === 'on-findings' && !reviewWorthy(judged.result);
  const posts = inputs.review !== 'off' && !errored && !quiet;
  // The marker records the change's patch-id, so a merge-queue entry holding the same change can reuse the verdict.
  const patchId = posts ? await patchIdOf(env['GITHUB_WORKSPACE'], `${pull.baseSha}...${pull.headSha}`) : undefined;
  const outcome = posts
    ? await publishReview(ctx, judged, pull, patchId)
    : quiet && !errored
      ? await resolveQuietly(ctx, judged, pull)
      : {
          result: judged.result,
          reviewUrl: '',
          notes: [...judged.notes, ...(inputs.review !== 'off' && errored ? [NO_REVIEW_ON_ERROR] : [])],
        };
  await summarise(ctx, outcome, pull);
  return outcome;
}

/**
 * `pull_request_target` runs with a token that can write and secrets at hand, on code a fork may
 * have written: running that code's commands needs more than `true`.
 */
function refuseCommandsOnTarget(trigger: PullRequestTrigger, inputs: ActionInputs): void {
  if (trigger.eventName !== 'pull_request_target' || !inputs.allowCommands || inputs.allowCommandsOnTarget) return;
  throw new InputError(
    `input "allow-commands": refused on pull_request_target: this event runs with a write token and the repository's secrets, and the commands would run files of the pull request, which may come from a fork. Use the pull_request event (see the README's two-job pattern), or, if you accept that risk, set allow-commands: ${ALLOW_ON_TARGET}`,
  );
}

/** The override that counts for the head, if any; reading comments or permissions failing is a note, never a crash. */
async function overrideFor({ host, runner }: ActionContext, pull: JudgedPull, loaded: LoadedConfig): Promise<OverrideBy | undefined> {
  const settings = loaded.config.override;
  if (!settings.enabled) return undefined;
  try {
    const comments = await host.issues.comments(pull.number);
    const found = await findOverride(overrideScope(host, pull, settings), comments);
    for (const message of found.notices) runner.annotate({ level: 'notice', title: 'critic-gate override', message });
    return found.override;
  } catch (e) {
    runner.warning(`Override commands could not be checked, so none applies: ${describeError(e).message}`);
    return undefined;
  }
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
  const result = finalize(judged.result, { override: { ...override, original_verdict: original } }).result;
  // A run that could not judge stays an error (core/finalize.ts): the override is not said to apply.
  if (result.override === undefined) {
    const refused = `The override by @${override.by} (${override.comment_url}) did not apply: this run could not judge (the error above), and an override passes only a head the gate could check.`;
    return { ...judged, result, notes: [refused, ...judged.notes], reviewNotes: [refused, ...judged.reviewNotes] };
  }
  const note = `Overridden by @${override.by} (${override.comment_url}); the judge was not called. Verdict before the override: ${original}.`;
  return {
    ...judged,
    result,
    notes: [note, ...judged.notes],
    reviewNotes: [note, ...kept, ...judged.reviewNotes],
  };
}

async function publishReview(ctx: ActionContext, judged: Judged, pull: JudgedPull, patchId: string | undefined): Promise<Outcome> {
  const posted = await postReview({
    host: ctx.host,
    number: pull.number,
    headSha: pull.headSha,
    serverUrl: serverUrlOf(ctx.env),
    result: judged.result,
    attempt: judged.attempt,
    files: judged.files,
    earlierReviews: judged.earlierReviews,
    notes: judged.reviewNotes,
    labels: judged.labels,
    runner: ctx.runner,
    cache: judged.cache,
    runUrl: runUrlOf(ctx.env, pull),
    configDigest: judged.configDigest,
    patchId,
  });
  return { result: judged.result, reviewUrl: posted.url, notes: [...judged.notes, ...posted.notes] };
}

/** A clean PASS under review: on-findings: no review; earlier critic-gate reviews of the pull request say they are resolved. */
async function resolveQuietly(ctx: ActionContext, judged: Judged, pull: JudgedPull): Promise<Outcome> {
  const resolved = await resolveEarlierReviews({
    host: ctx.host,
    number: pull.number,
    headSha: pull.headSha,
    earlierReviews: judged.earlierReviews,
    runUrl: runUrlOf(ctx.env, pull),
    runner: ctx.runner,
  });
  return { result: judged.result, reviewUrl: '', notes: [...judged.notes, QUIET_PASS, ...resolved.notes] };
}
