/**
 * The `merge_group` trigger: the queued pull request is found from the entry's branch and
 * confirmed through the host. Its verdict is reused when the three conditions of spec §14 hold
 * (the gate still runs on the entry); otherwise the entry's own change (base_sha..head_sha) is
 * judged in full (`merge_queue: rejudge`) or the run fails naming the condition (`reuse-only`).
 * Anything that does not match fails closed. No review is posted: the job summary and
 * annotations carry the result.
 */
import { patchIdOf } from '../subject/patch-id.js';
import type { ActionContext, Outcome } from './context.js';
import type { MergeQueueTrigger } from './event.js';
import { judgeOverridesOfInputs, judgePull, loadConfigAt, redactJudged, summarise } from './judge-pull.js';
import { queueEntryOf } from './judged-pull.js';
import { finalize } from '../core/finalize.js';
import { confirmQueuedPull, decideReuse, QueueReuseError, verifyQuotesOnEntry } from './merge-queue.js';
import { runJudgeOf } from '../pr/pipeline.js';

export async function onMergeGroup(ctx: ActionContext, trigger: MergeQueueTrigger): Promise<Outcome> {
  const { host, inputs, env } = ctx;
  const queued = await confirmQueuedPull(trigger, host);
  const entry = queueEntryOf(trigger, queued);
  const loaded = await loadConfigAt(ctx, entry.baseSha);
  const earlierReviews = await host.reviews.own(queued.number);
  // The judge settings and the digest the gate run writes into its marker, of the config at the
  // entry's base: made once, for the reuse decision and for the judging.
  const runJudge = runJudgeOf(loaded, judgeOverridesOfInputs(inputs, env));
  const conditions = await decideReuse({
    pullHeadSha: queued.headSha,
    reviews: earlierReviews,
    configDigest: runJudge.configDigest,
    entryPatchId: () => patchIdOf(env['GITHUB_WORKSPACE'], `${entry.baseSha}..${entry.headSha}`),
  });
  // The quoted evidence is verified again against the entry's tree, as GitHub holds it at the entry's head.
  const decision = conditions.reuse ? await verifyQuotesOnEntry(conditions, (path) => host.contents.read(entry.headSha, path)) : conditions;
  const range = `${entry.baseSha.slice(0, 12)}..${entry.headSha.slice(0, 12)}`;
  if (!decision.reuse && loaded.config.merge_queue === 'reuse-only') {
    throw new QueueReuseError(
      `merge_queue: reuse-only, and the verdict of pull request #${queued.number} cannot be reused: ${decision.why}`,
    );
  }
  // Reused: the gate (and the deterministic assertions) run again on the entry, the judge does not.
  const judged = redactJudged(
    await judgePull(ctx, entry, loaded, { llm: decision.reuse ? 'off' : inputs.llm }, { earlierReviews, runJudge }),
    ctx.redactor,
  );
  const reuse = decision.reuse
    ? { verdict: { pull: queued.number, head_sha: decision.marker.head, review_url: decision.reviewUrl }, score: decision.marker.score }
    : undefined;
  const result = finalize(judged.result, { reuse }).result;
  const note = decision.reuse
    ? `Merge-queue entry of pull request #${queued.number}: its verdict ${decision.marker.verdict} for ${queued.headSha.slice(0, 12)} was reused for the change ${range} (same config_digest and patch-id, ${quotesVerified(decision.marker.quotes?.length ?? 0)}); the gate ran again on the entry.`
    : `Merge-queue entry of pull request #${queued.number}: the change ${range} was judged in full, as the verdict could not be reused: ${decision.why}.`;
  const outcome: Outcome = { result, reviewUrl: '', notes: [note, ...judged.notes] };
  await summarise(ctx, outcome, entry);
  return outcome;
}

const quotesVerified = (n: number): string => (n === 1 ? '1 quote verified again on the entry' : `${n} quotes verified again on the entry`);
