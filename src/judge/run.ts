import type { Calibration } from '../contract/result.js';
import { errorMessage } from '../error-message.js';
import type { BackendFactory, BackendOptions, CallSignals, ChatCall, ChatReply, HostSession, Stage } from './backend.js';
import { planBatch, planBatches, type Batch } from './batches.js';
import { cacheKey, DirectoryCache, layeredCache, type JudgementCache } from './cache.js';
import { canaryFailure } from './canary.js';
import { BACKENDS } from './backends.js';
import { listPaths } from './material.js';
import { withImages, type ChatMessage } from './plan.js';
import { judgeWithinContext } from './within-context.js';
import { parseJudgeAnswer } from './response.js';
import { tokenizerFamily } from './token-family.js';
import type { JudgeSettings } from './settings.js';
import { combineVotes } from './votes.js';
import { verifyEvidence } from './evidence.js';
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

const label = (settings: JudgeSettings, host: string): string => BACKENDS[settings.backend].label(host);

/** The hosts in failover order, for one judgement. Once a host fails, later calls start at the next. */
class Hosts {
  private index = 0;
  private readonly sessions: HostSession[] = [];
  readonly failures: string[] = [];
  failovers = 0;
  answered: string | undefined;

  constructor(
    private readonly settings: JudgeSettings,
    private readonly factory: BackendFactory,
    private readonly options: BackendOptions,
    private readonly deadline: AbortSignal,
  ) {}

  get current(): string {
    return this.settings.hosts[Math.min(this.index, this.settings.hosts.length - 1)]!;
  }

  /** Runs `work` on the current host, moving on to the next on any failure of the host. */
  async run<T>(work: (session: HostSession, signals: CallSignals) => Promise<T>): Promise<T> {
    const { hosts } = this.settings;
    while (this.index < hosts.length) {
      const host = hosts[this.index]!;
      const session = (this.sessions[this.index] ??= this.factory(host, this.options));
      const last = this.index === hosts.length - 1;
      const firstByteMs = last ? undefined : (this.settings.firstByteSeconds ?? this.settings.timeoutSeconds / hosts.length) * 1000;
      const late = new AbortController();
      const timer =
        firstByteMs === undefined
          ? undefined
          : setTimeout(() => late.abort(new Error('no first byte')), Math.min(firstByteMs, 2 ** 31 - 1));
      let stage: Stage = 'show';
      const signals: CallSignals = {
        signal: AbortSignal.any([this.deadline, late.signal]),
        onFirstByte: () => clearTimeout(timer),
        onStage: (s) => {
          stage = s;
        },
      };
      try {
        const value = await work(session, signals);
        this.answered = host;
        return value;
      } catch (e) {
        if (this.deadline.aborted) throw e;
        const why = late.signal.aborted
          ? `${label(this.settings, host)} sent nothing within ${firstByteMs! / 1000} s`
          : e instanceof JudgeError
            ? e.message
            : session.describe(e, stage);
        this.failures.push(why);
        this.index++;
        if (this.index < hosts.length) this.failovers++;
      } finally {
        clearTimeout(timer);
      }
    }
    throw new JudgeError(
      this.failures.length === 1
        ? this.failures[0]!
        : `no judge host could answer (${this.failures.length} tried): ${this.failures.join('; ')}`,
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.sessions.map((s) => s?.close()));
  }
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
  // Filled in once the hosts are opened; stats are asked for before that too.
  const opened: { hosts?: Hosts } = {};
  const stats = (): JudgeStats => ({
    model: settings.model,
    llm_calls: counts.llm_calls,
    prompt_tokens: counts.prompt_tokens,
    prompt_tokens_estimated: counts.prompt_tokens_estimated,
    completion_tokens: counts.completion_tokens,
    truncated_lines: counts.truncated_lines,
    duration_ms: Math.max(0, Math.round(now() - started)),
    ...(opened.hosts?.answered ? { host: opened.hosts.answered } : {}),
    ...(opened.hosts && settings.hosts.length > 1 ? { failovers: opened.hosts.failovers } : {}),
    ...(settings.cache === 'on' ? { cache_hits: counts.cache_hits } : {}),
  });
  if (request.assertions.length === 0) return { items: [], seen: new Map(), stats: stats() };

  const factory = deps.backend ?? (await adapterFor(settings));
  const deadline = new AbortController();
  // setTimeout fires at once for delays beyond 2^31-1 ms; a limit that long means "no limit" anyway.
  const timer = setTimeout(
    () => deadline.abort(new Error(`deadline of ${settings.timeoutSeconds} s passed`)),
    Math.min(Math.max(0, settings.timeoutSeconds * 1000), 2 ** 31 - 1),
  );
  const hosts = (opened.hosts = new Hosts(
    settings,
    factory,
    { model: settings.model, keepAlive: settings.keepAlive, apiKey: settings.apiKey, fetch: deps.fetch },
    deadline.signal,
  ));
  const cache =
    settings.cache === 'on' ? layeredCache(deps.cache, settings.cacheDir ? new DirectoryCache(settings.cacheDir) : undefined) : undefined;
  let calibration: Calibration | undefined;
  // A model whose tokenizer family the name tells is fitted with that family's estimate.
  const family = tokenizerFamily(settings.model);
  let identity: string | undefined;

  // Uncalibrated answers are not trusted (spec §8): with calibration on, a request without its
  // canaries is refused before the model is asked, never judged unchecked.
  const refuseUncanaried = (planned: readonly Batch[]): void => {
    const bare = planned.filter((b) => b.noCanary);
    if (bare.length === 0) return;
    // Named, so that whoever reads the error knows which files to look at (or to leave out).
    const paths = [...new Set(bare.flatMap((b) => b.material.map((m) => m.path)))];
    const what = paths.length === 0 ? 'no file' : listPaths(paths);
    const why = `no canary could be built from the material (${what}): no shown line has text to quote, whole or in part`;
    calibration = { passed: false, canaries: 0, failed: [why] };
    throw new JudgeError(
      `calibration failed: ${why}; the judge's answers could not be checked, so they are not trusted (calibration: off skips this check)`,
      stats(),
      calibration,
    );
  };

  try {
    const numCtx =
      settings.numCtx ?? (await hosts.run((s, signals) => s.contextLength(signals))) ?? BACKENDS[settings.backend].defaultContext;
    // The model's identity is only needed to key the cache; a server that does not say disables it.
    identity = cache ? await hosts.run((s, signals) => s.identity(signals)) : undefined;
    const batches = planBatches(request, numCtx, settings.calibration === 'on', family, settings.maxRequests);
    counts.truncated_lines = batches.reduce((n, b) => n + b.plan.truncatedLines, 0);
    refuseUncanaried(batches);

    // An assertion whose material took several parts has one answer per part, combined below.
    const answers = new Map<string, PartAnswer[]>();
    const failed: string[] = [];
    let canaryChecks = 0;
    const material = new Map(request.material.map((m) => [m.path, m]));
    for (const batch of batches) {
      const votes: JudgeItem[][] = [];
      for (let v = 0; v < settings.votes; v++) {
        const answer = await answerOnce(batch, settings.seed + v, numCtx);
        votes.push(answer);
        for (const canary of batch.canaries) {
          canaryChecks++;
          const why = canaryFailure(
            canary,
            answer.find((i) => i.id === canary.id),
            material,
            batch.plan.seen,
          );
          if (why) failed.push(`${settings.votes > 1 ? `vote ${v + 1}: ` : ''}${why}`);
        }
      }
      for (const item of combineVotes(batch.assertions, votes, material, batch.plan.seen))
        answers.set(item.id, [...(answers.get(item.id) ?? []), { item, seen: batch.plan.seen }]);
    }
    if (settings.calibration === 'on') calibration = { passed: failed.length === 0, canaries: canaryChecks, failed };
    if (calibration && !calibration.passed) {
      throw new JudgeError(
        `calibration failed: the judge ${failed.join('; ')}; its answers on the real assertions are not trusted`,
        stats(),
        calibration,
      );
    }
    const seenById = new Map(request.assertions.map((a) => [a.id, mergeSeen(answers.get(a.id)!.map((p) => p.seen))]));
    return {
      items: request.assertions.map((a) => combineParts(a, answers.get(a.id)!, material)),
      seen: batches.length === 1 ? batches[0]!.plan.seen : mergeSeen(batches.map((b) => b.plan.seen)),
      ...(batches.length > 1 ? { seenById } : {}),
      stats: stats(),
      ...(calibration ? { calibration } : {}),
    };
  } catch (e) {
    if (e instanceof JudgeError && e.calibration) throw e;
    const timedOut = deadline.signal.aborted;
    const message = timedOut
      ? `the judge timed out after ${settings.timeoutSeconds} s (${label(settings, hosts.current)}, model ${settings.model})`
      : e instanceof JudgeError
        ? e.message
        : `the judge failed: ${errorMessage(e)}`;
    throw new JudgeError(message, stats(), calibration);
  } finally {
    clearTimeout(timer);
    await hosts.close();
  }

  /** One judgement of one batch: from the cache, or asked (with one repair round). Returns every item, canaries included. */
  async function answerOnce(batch: Batch, seed: number, numCtx: number): Promise<JudgeItem[]> {
    const { plan } = batch;
    const call: ChatCall = {
      messages: settings.vision ? withImages(plan.messages, batch.material, batch.assertions) : plan.messages,
      format: plan.format,
      temperature: settings.temperature,
      seed,
      numCtx: plan.budget.numCtx,
      maxTokens: plan.budget.answerTokens,
    };
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
      const parsed = stored === undefined ? undefined : parseJudgeAnswer(stored, plan.ids);
      if (parsed?.ok) {
        counts.cache_hits++;
        return parsed.items;
      }
    }
    const planned = batch.plan;
    // The server's count of every request is the proof that it fit; one that did not is refitted
    // once (the batch is planned anew, canaries included) or the judgement fails closed.
    const fitted = await judgeWithinContext(
      (scale) => {
        if (scale === 1) return batch.plan;
        const refitted = planBatch(request.task, batch.material, batch.assertions, numCtx, settings.calibration === 'on', scale, family);
        // A refit shows less material, which may leave no line to build a canary from: such a
        // request could never be accepted, so it is refused here, before it is sent.
        refuseUncanaried([refitted]);
        Object.assign(batch, refitted);
        return batch.plan;
      },
      (plan, messages) =>
        ask({
          ...call,
          messages: settings.vision ? withImages(messages, batch.material, batch.assertions) : messages,
          format: plan.format,
          numCtx: plan.budget.numCtx,
          maxTokens: plan.budget.answerTokens,
        }),
      { onEstimate: (n) => (counts.prompt_tokens_estimated += n) },
    );
    // An answer to a refitted prompt is not the answer to the key's prompt.
    if (key && cache && fitted.plan === planned) await cache.set(key, fitted.content);
    return fitted.items;
  }

  async function ask(call: ChatCall & { messages: ChatMessage[] }): Promise<ChatReply> {
    return hosts.run(async (session, signals) => {
      counts.llm_calls++;
      let streamed = 0;
      const onChunk = (): void => settings.onProgress?.({ completionTokens: counts.completion_tokens + ++streamed });
      const reply = await session.chat(call, { ...signals, onChunk });
      counts.prompt_tokens += reply.promptTokens ?? 0;
      counts.completion_tokens += reply.completionTokens;
      return reply;
    });
  }
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
