import type { Calibration, Receipt } from '../contract/result.js';
import { errorMessage } from '../errors/message.js';
import type { BackendFactory, ChatCall, ChatReply } from './backends/backend.js';
import { hostLabel, Hosts } from './backends/hosts.js';
import { planBatch, planBatches, type Batch } from './prompt/batches.js';
import { cacheKey, DirectoryCache, layeredCache, type JudgementCache } from './cache.js';
import { canaryFailure, withCanariesNamed } from './canary.js';
import { BACKENDS } from './backends/backends.js';
import { listPaths } from './prompt/material-format.js';
import { withImages, type ChatMessage, type PromptPlan } from './prompt/plan.js';
import { judgeWithinContext } from './fit/within-context.js';
import { parseJudgeAnswer } from './response.js';
import { tokenizerFamily } from './fit/token-family.js';
import type { JudgeSettings } from './settings.js';
import { combineVotes } from './votes.js';
import { verifyEvidence } from './evidence.js';
import { ReceiptLog } from './receipt.js';
import {
  JudgeError,
  type Judge,
  type JudgeAnswer,
  type JudgeAssertion,
  type JudgeItem,
  type JudgeRequest,
  type JudgeStats,
  type MaterialFile,
  type SeenLines,
} from './types.js';

/**
 * The judge, whatever the backend: hosts with failover, the shared prompt and fitting,
 * one repair round, the cache, votes and calibration. The adapters only speak their protocol.
 */

export interface JudgeDeps {
  /** Replaces the undici-based fetch (its deadline still applies). */
  fetch?: typeof fetch | undefined;
  /** Milliseconds since some fixed point; injected for reproducible stats. */
  now?: (() => number) | undefined;
  /** Where judgements are reused from and kept (the review marker); the settings' cacheDir is added. */
  cache?: JudgementCache | undefined;
  /** Replaces the backend's adapter (tests). */
  backend?: BackendFactory | undefined;
}

const adapterFor = (settings: JudgeSettings): Promise<BackendFactory> => BACKENDS[settings.backend].load();

export function createJudge(settings: JudgeSettings, deps: JudgeDeps = {}): Judge {
  return { model: settings.model, judge: (request) => judge(settings, deps, request) };
}

interface Counts {
  llm_calls: number;
  prompt_tokens: number;
  completion_tokens: number;
  truncated_lines: number;
  cache_hits: number;
  /** Our estimate of every request sent, beside the server's count, so users see the margin. */
  prompt_tokens_estimated: number;
}

/** What the steps of one judgement share. Only `counts` changes: the tally of what was sent. */
interface JudgementState {
  settings: JudgeSettings;
  request: JudgeRequest;
  now: () => number;
  started: number;
  counts: Counts;
  /** Undefined until the hosts are opened; stats are asked for before that too. */
  hosts: Hosts | undefined;
  /** What was sent and answered, by hash (receipt.ts). */
  receipt: ReceiptLog;
  /** The context the requests were sized for, once known. */
  numCtx?: number | undefined;
}

/** The request's own values for one batch: the model, its context, the cache's key. */
interface Asking {
  judgement: JudgementState & { hosts: Hosts };
  numCtx: number;
  family: ReturnType<typeof tokenizerFamily>;
  cache: JudgementCache | undefined;
  /** The model's identity, which keys the cache; undefined (no cache) when the server does not say. */
  identity: string | undefined;
}

/** One batch's judgement: every item (canaries included), and the batch it was given on (refitted, perhaps). */
interface Answered {
  items: JudgeItem[];
  batch: Batch;
}

function statsOf(j: JudgementState): JudgeStats {
  const { settings, counts, hosts } = j;
  return {
    model: settings.model,
    llm_calls: counts.llm_calls,
    prompt_tokens: counts.prompt_tokens,
    prompt_tokens_estimated: counts.prompt_tokens_estimated,
    completion_tokens: counts.completion_tokens,
    truncated_lines: counts.truncated_lines,
    duration_ms: Math.max(0, Math.round(j.now() - j.started)),
    ...(hosts?.answered ? { host: hosts.answered } : {}),
    ...(hosts && settings.hosts.length > 1 ? { failovers: hosts.failovers } : {}),
    ...(settings.cache === 'on' ? { cache_hits: counts.cache_hits } : {}),
  };
}

async function judge(settings: JudgeSettings, deps: JudgeDeps, request: JudgeRequest): Promise<JudgeAnswer> {
  const now = deps.now ?? (() => performance.now());
  const started = now();
  const counts: Counts = {
    llm_calls: 0,
    prompt_tokens: 0,
    completion_tokens: 0,
    truncated_lines: 0,
    cache_hits: 0,
    prompt_tokens_estimated: 0,
  };
  const unopened: JudgementState = { settings, request, now, started, counts, hosts: undefined, receipt: new ReceiptLog(settings.onSent) };
  if (request.assertions.length === 0) return { items: [], seen: new Map(), stats: statsOf(unopened) };

  const factory = deps.backend ?? (await adapterFor(settings));
  const deadline = new AbortController();
  // setTimeout fires at once for delays beyond 2^31-1 ms; a limit that long means "no limit" anyway.
  const timer = setTimeout(
    () => deadline.abort(new Error(`deadline of ${settings.timeoutSeconds} s passed`)),
    Math.min(Math.max(0, settings.timeoutSeconds * 1000), 2 ** 31 - 1),
  );
  const hosts = new Hosts(
    settings,
    factory,
    { model: settings.model, keepAlive: settings.keepAlive, apiKey: settings.apiKey, fetch: deps.fetch },
    deadline.signal,
  );
  const judgement = { ...unopened, hosts };
  try {
    return await judgeOnHosts(judgement, openCache(settings, deps));
  } catch (e) {
    throw failureOf(judgement, e, deadline.signal.aborted);
  } finally {
    clearTimeout(timer);
    await hosts.close();
  }
}

const openCache = (settings: JudgeSettings, deps: JudgeDeps): JudgementCache | undefined =>
  settings.cache === 'on' ? layeredCache(deps.cache, settings.cacheDir ? new DirectoryCache(settings.cacheDir) : undefined) : undefined;

/** The steps, once the hosts are open: the context, the plan, every batch asked, calibration, the answer. */
async function judgeOnHosts(j: JudgementState & { hosts: Hosts }, cache: JudgementCache | undefined): Promise<JudgeAnswer> {
  const { settings, request, hosts } = j;
  const numCtx =
    settings.numCtx ?? (await hosts.run((s, signals) => s.contextLength(signals))) ?? BACKENDS[settings.backend].defaultContext;
  j.numCtx = numCtx;
  // A model whose tokenizer family the name tells is fitted with that family's estimate.
  const family = tokenizerFamily(settings.model);
  const planned = planBatches(request, numCtx, settings.calibration === 'on', family, settings.maxRequests);
  j.counts.truncated_lines = planned.reduce((n, b) => n + b.plan.truncatedLines, 0);
  refuseUncanaried(j, planned);
  // Asked once the requests are known to be sendable: a prompt refused above sends nothing at all.
  // The model's identity keys the cache (a server that does not say disables it) and names the
  // model in the receipt; without a cache, a server that cannot list its models still judges.
  const identity = await hosts.run((s, signals) => (cache ? s.identity(signals) : s.identity(signals).catch(() => undefined)));
  j.receipt.identity = identity;
  const asked = await askAll({ judgement: j, numCtx, family, cache, identity: cache ? identity : undefined }, planned);
  const calibration = calibrationOf(j, asked);
  return answerOf(j, asked, calibration);
}

/**
 * Uncalibrated answers are not trusted (spec §8): with calibration on, a request without its
 * canaries is refused before the model is asked, never judged unchecked.
 */
function refuseUncanaried(j: JudgementState, planned: readonly Batch[]): void {
  const bare = planned.filter((b) => b.noCanary);
  if (bare.length === 0) return;
  // Named, so that whoever reads the error knows which files to look at (or to leave out).
  const paths = [...new Set(bare.flatMap((b) => b.material.map((m) => m.path)))];
  const what = paths.length === 0 ? 'no file' : listPaths(paths);
  const why = `no canary could be built from the material (${what}): no shown line has text to quote, whole or in part`;
  throw new JudgeError(
    `calibration failed: ${why}; the judge's answers could not be checked, so they are not trusted (calibration: off skips this check)`,
    statsOf(j),
    { passed: false, canaries: 0, failed: [why] },
  );
}

interface AskedAll {
  /** Each batch as it was last asked (refitted, perhaps): its `seen` lines count. */
  batches: Batch[];
  /** An assertion whose material took several parts has one answer per part, combined later. */
  answers: Map<string, PartAnswer[]>;
  /** What the canaries caught, one line each. */
  failed: string[];
  canaryChecks: number;
}

/** Every batch, `votes` times each, in order; each vote's canaries are checked against its answer. */
async function askAll(asking: Asking, planned: readonly Batch[]): Promise<AskedAll> {
  const { settings, request } = asking.judgement;
  const material = new Map(request.material.map((m) => [m.path, m]));
  const asked: AskedAll = { batches: [], answers: new Map(), failed: [], canaryChecks: 0 };
  for (const first of planned) {
    // A batch planned for more context than a server since said it serves is planned anew for that.
    let batch = first.plan.budget.numCtx > asking.numCtx ? refit(asking, first, first.plan.scale) : first;
    const votes: JudgeItem[][] = [];
    for (let v = 0; v < settings.votes; v++) {
      asking.judgement.receipt.beginTurn();
      const answered = await answerOnce(asking, batch, settings.seed + v);
      // A refitted batch is the one later votes are asked on, and its canaries the ones checked.
      batch = answered.batch;
      votes.push(answered.items);
      asking.judgement.receipt.count(
        batch.assertions.map((a) => a.id),
        answered.items,
      );
      for (const canary of batch.canaries) {
        asked.canaryChecks++;
        const why = canaryFailure(
          canary,
          answered.items.find((i) => i.id === canary.id),
          material,
          batch.plan.seen,
        );
        if (why) asked.failed.push(`${settings.votes > 1 ? `vote ${v + 1}: ` : ''}${why}`);
      }
    }
    for (const item of combineVotes(batch.assertions, votes, material, batch.plan.seen))
      asked.answers.set(item.id, [...(asked.answers.get(item.id) ?? []), { item, seen: batch.plan.seen }]);
    asked.batches.push(batch);
  }
  return asked;
}

/** With calibration on, what the canaries showed; a failed calibration ends the judgement. */
function calibrationOf(j: JudgementState, asked: AskedAll): Calibration | undefined {
  if (j.settings.calibration !== 'on') return undefined;
  const calibration = { passed: asked.failed.length === 0, canaries: asked.canaryChecks, failed: asked.failed };
  if (!calibration.passed) {
    throw new JudgeError(
      `calibration failed: the judge ${asked.failed.join('; ')}; its answers on the real assertions are not trusted`,
      statsOf(j),
      calibration,
    );
  }
  return calibration;
}

/** One answer per assertion, from the parts it was shown in, with what the model saw. */
function answerOf(j: JudgementState, asked: AskedAll, calibration: Calibration | undefined): JudgeAnswer {
  const { request } = j;
  const { batches, answers } = asked;
  const material = new Map(request.material.map((m) => [m.path, m]));
  const seenById = new Map(request.assertions.map((a) => [a.id, mergeSeen(answers.get(a.id)!.map((p) => p.seen))]));
  return {
    items: request.assertions.map((a) => combineParts(a, answers.get(a.id)!, material)),
    seen: batches.length === 1 ? batches[0]!.plan.seen : mergeSeen(batches.map((b) => b.plan.seen)),
    ...(batches.length > 1 ? { seenById } : {}),
    stats: statsOf(j),
    ...(calibration ? { calibration } : {}),
    receipt: receiptOf(j),
  };
}

const receiptOf = (j: JudgementState): Receipt =>
  j.receipt.receipt({
    model: j.settings.model,
    backend: j.settings.backend,
    temperature: j.settings.temperature,
    seed: j.settings.seed,
    numCtx: j.numCtx,
  });

/** The failure with the receipt of what was sent and answered before it (spec §15). */
function failureOf(j: JudgementState & { hosts: Hosts }, e: unknown, timedOut: boolean): JudgeError {
  const failure = failureWithoutReceipt(j, e, timedOut);
  failure.receipt = receiptOf(j);
  return failure;
}

/** A calibration failure as it is; anything else as the judge failing, or timing out, with the stats so far. */
function failureWithoutReceipt(j: JudgementState & { hosts: Hosts }, e: unknown, timedOut: boolean): JudgeError {
  if (e instanceof JudgeError && e.calibration) return e;
  const { settings } = j;
  const message = timedOut
    ? `the judge timed out after ${settings.timeoutSeconds} s (${hostLabel(settings, j.hosts.current)}, model ${settings.model})`
    : e instanceof JudgeError
      ? e.message
      : `the judge failed: ${errorMessage(e)}`;
  return new JudgeError(message, statsOf(j), undefined, !timedOut && e instanceof JudgeError ? e.category : 'judge');
}

/** The chat call for a batch's plan, on messages of that plan (with the batch's images when vision is on). */
function callOf(settings: JudgeSettings, batch: Batch, plan: PromptPlan, messages: ChatMessage[], seed: number): ChatCall {
  return {
    messages: settings.vision ? withImages(messages, batch.material, batch.assertions) : messages,
    format: plan.format,
    temperature: settings.temperature,
    seed,
    numCtx: plan.budget.numCtx,
    maxTokens: plan.budget.answerTokens,
  };
}

/** One judgement of one batch: from the cache, or asked (with one repair round). Returns every item, canaries included. */
async function answerOnce(asking: Asking, batch: Batch, seed: number): Promise<Answered> {
  const { judgement, cache, identity } = asking;
  const { settings, counts } = judgement;
  const call = callOf(settings, batch, batch.plan, batch.plan.messages, seed);
  const key =
    cache && identity !== undefined
      ? cacheKey({
          backend: settings.backend,
          identity,
          options: { temperature: call.temperature, seed, num_ctx: call.numCtx, max_tokens: call.maxTokens },
          messages: call.messages,
          format: call.format,
        })
      : undefined;
  if (key && cache) {
    const stored = await cache.get(key);
    const parsed = stored === undefined ? undefined : parseJudgeAnswer(stored, batch.plan.ids);
    if (parsed?.ok) {
      counts.cache_hits++;
      judgement.receipt.cached(stored!);
      return { items: parsed.items, batch };
    }
  }
  // The server's count of every request is the proof that it fit; one that did not is refitted
  // once (the batch is planned anew, canaries included) or the judgement fails closed.
  const refitted = new Map<PromptPlan, Batch>();
  const fitted = await judgeWithinContext(
    (scale, numCtx) => {
      if (scale === 1 && numCtx === undefined) return batch.plan;
      // A context the server said it serves holds for the rest of the judgement (askAll).
      if (numCtx !== undefined) asking.numCtx = numCtx;
      const again = refit(asking, batch, scale);
      refitted.set(again.plan, again);
      return again.plan;
    },
    (plan, messages) =>
      ask(
        judgement,
        callOf(settings, refitted.get(plan) ?? batch, plan, messages, seed),
        plan.ids,
        (refitted.get(plan) ?? batch).assertions,
      ),
    {
      onEstimate: (n) => (counts.prompt_tokens_estimated += n),
      onNotice: (notice) => settings.onProgress?.({ completionTokens: counts.completion_tokens, notice }),
    },
  ).catch((e: unknown) => {
    throw withCanariesNamed(e, [...batch.canaries, ...[...refitted.values()].flatMap((b) => b.canaries)]);
  });
  // An answer to a refitted prompt is not the answer to the key's prompt.
  if (key && cache && fitted.plan === batch.plan) await cache.set(key, fitted.content);
  return { items: fitted.items, batch: refitted.get(fitted.plan) ?? batch };
}

/** The batch planned anew at `scale`: its assertions, on as much of its material as then fits. */
function refit(asking: Asking, batch: Batch, scale: number): Batch {
  const { settings, request } = asking.judgement;
  const again = planBatch(
    request.task,
    batch.material,
    batch.assertions,
    asking.numCtx,
    settings.calibration === 'on',
    scale,
    asking.family,
  );
  // A refit shows less material, which may leave no line to build a canary from: such a
  // request could never be accepted, so it is refused here, before it is sent.
  refuseUncanaried(asking.judgement, [again]);
  return again;
}

async function ask(
  j: JudgementState & { hosts: Hosts },
  call: ChatCall,
  ids: readonly string[],
  assertions: readonly JudgeAssertion[],
): Promise<ChatReply> {
  const { settings, counts } = j;
  return j.hosts.run(async (session, signals) => {
    counts.llm_calls++;
    let streamed = 0;
    const onChunk = (): void => settings.onProgress?.({ completionTokens: counts.completion_tokens + ++streamed });
    const reply = await session.chat(call, { ...signals, onChunk });
    counts.prompt_tokens += reply.promptTokens ?? 0;
    counts.completion_tokens += reply.completionTokens;
    j.receipt.sent(
      reply.sent,
      reply.content,
      ids,
      assertions.map((a) => a.id),
    );
    return reply;
  });
}

function mergeSeen(seens: readonly SeenLines[]): SeenLines {
  const out = new Map<string, Set<number>>();
  for (const seen of seens) for (const [path, lines] of seen) out.set(path, new Set([...(out.get(path) ?? []), ...lines]));
  return out;
}

/** One part's answer about one assertion, and what that part showed. */
interface PartAnswer {
  item: JudgeItem;
  seen: SeenLines;
}

/**
 * One answer from the parts an assertion's material was shown in. A part that calls it unmet
 * citing a line it showed found a violation, which no other part can undo; else a part that
 * calls it met with evidence that holds is the answer (what it needs may be in one part only);
 * else the first that says unmet explains why.
 */
export function combineParts(a: JudgeAssertion, parts: readonly PartAnswer[], material: ReadonlyMap<string, MaterialFile>): JudgeItem {
  if (parts.length === 1) return parts[0]!.item;
  const cites = (p: PartAnswer): boolean => {
    const at = p.item.location;
    return at !== undefined && (p.seen.get(at.path)?.has(at.line) ?? false);
  };
  const found =
    parts.find((p) => !p.item.met && cites(p)) ??
    parts.find((p) => p.item.met && verifyEvidence(p.item, a.paths, material, p.seen).verified) ??
    parts.find((p) => !p.item.met) ??
    parts[0]!;
  return found.item;
}
