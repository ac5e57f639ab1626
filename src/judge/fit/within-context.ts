import { estimateMessages, scaledCounter } from './fit.js';
import { cappedRepairMessages, repairMessages, type ChatMessage, type PromptPlan } from '../prompt/plan.js';
import { estimatorFor } from './tokens.js';
import { parseJudgeAnswer } from '../response.js';
import { LengthRefusal } from '../backends/length-refusal.js';
import { JudgeError, type JudgeItem } from '../types.js';
import { clip } from '../../text/clip.js';

/**
 * One judgement kept inside the model's context, whatever the backend. Servers do not reject an
 * over-long prompt: Ollama silently drops its front — the system message with the rules and
 * the schema first — so an answer to a prompt that did not fit is an unconstrained answer.
 * Our estimate is meant to over-count; the server's own count of every request
 * (`prompt_eval_count`, `usage.prompt_tokens`) is the proof. A request counted at or above its
 * budget is treated as truncated: its answer is thrown away, the prompt is refitted with the
 * ratio the server showed and asked once more; a second miss is an error, never a verdict.
 */

/** What a backend's chat call must report back. */
export interface ServerReply {
  content: string;
  /** The server stopped at the answer limit: the answer is incomplete. */
  cutOff: boolean;
  /** The request's size as the server counted it; undefined when the server did not say. */
  promptTokens: number | undefined;
}

export interface FittedJudgement {
  /** The plan the answer was given on (after a refit, the refitted one): its `seen` lines count. */
  plan: PromptPlan;
  items: JudgeItem[];
  /** The accepted answer as sent by the model. */
  content: string;
}

export interface WithinContextHooks {
  /** Called with the estimate of every request just before it is sent. */
  onEstimate?: ((tokens: number) => void) | undefined;
  /** Told, in one line, when the judgement changes course (a server refused a request for its length). */
  onNotice?: ((line: string) => void) | undefined;
}

/** The most a request may hold: the context minus the room kept for the answer. */
export const requestLimit = (plan: PromptPlan): number => plan.budget.numCtx - plan.budget.answerTokens;

/** Whether the server's count shows the request did not fit (undefined: the server did not say). */
export const overBudget = (plan: PromptPlan, counted: number | undefined): boolean =>
  counted !== undefined && counted >= requestLimit(plan);

/**
 * The scale for refitting after the server counted `counted` tokens for `messages`. A count at
 * `num_ctx` is capped (Ollama counts only what it kept), so the true size is unknown: guess high.
 */
export function correctedScale(plan: PromptPlan, messages: readonly ChatMessage[], counted: number): number {
  // Unscaled: at scale 1 that is the plan's own estimate of the request, which it reuses.
  const estimated = plan.scale === 1 ? estimateRequest(plan, messages) : estimateMessages(messages, estimatorFor(plan.family));
  const ratio = counted / Math.max(1, estimated);
  const capped = counted >= plan.budget.numCtx;
  return Math.max(plan.scale, ratio) * (capped ? 1.25 : 1.1);
}

/**
 * The estimate of a request on `plan`, as fitted (its scale, its family). A request that begins with
 * the plan's own messages (the first one, a repair) reuses the plan's estimate of them: the
 * estimate is additive over messages, and the plan counted them when it was fitted.
 */
export function estimateRequest(plan: PromptPlan, messages: readonly ChatMessage[]): number {
  const count = scaledCounter(plan.scale, estimatorFor(plan.family));
  const prefix = plan.messages.length;
  const extendsPlan = messages.length >= prefix && plan.messages.every((m, i) => messages[i] === m);
  return extendsPlan ? plan.estimatedTokens + estimateMessages(messages.slice(prefix), count) : estimateMessages(messages, count);
}

/**
 * Asks for one judgement on `replan(1)`, with one repair round for an unusable answer; checks
 * every request against the server's count and refits once when a request did not fit, or when
 * the server refused it for its length (`replan(scale, numCtx)` with the context it said it serves).
 */
export async function judgeWithinContext(
  replan: (scale: number, numCtx?: number) => PromptPlan,
  ask: (plan: PromptPlan, messages: ChatMessage[]) => Promise<ServerReply>,
  hooks: WithinContextHooks = {},
): Promise<FittedJudgement> {
  let plan = replan(1);
  let refitted = false;

  const send = (messages: ChatMessage[]): Promise<ServerReply> => {
    hooks.onEstimate?.(estimateRequest(plan, messages));
    return ask(plan, messages);
  };
  const refit = (messages: readonly ChatMessage[], counted: number, which: string): PromptPlan => {
    const limit = requestLimit(plan);
    if (refitted) {
      throw new JudgeError(
        `the ${which} did not fit the model's context even after refitting: the server counted ${counted} tokens ` +
          `(limit ${limit} of num_ctx ${plan.budget.numCtx}, ${plan.budget.answerTokens} kept for the answer), so the model may not have seen its rules; raise judge.num_ctx`,
      );
    }
    refitted = true;
    try {
      return replan(correctedScale(plan, messages, counted));
    } catch (e) {
      // A calibration failure (the refitted material has no canary) is final and says so itself.
      throw e instanceof JudgeError && e.calibration === undefined
        ? new JudgeError(
            `the server counted ${counted} tokens for the ${which} (limit ${limit}); refitted with that ratio, ${e.message}`,
            undefined,
            undefined,
            e.category,
          )
        : e;
    }
  };

  /**
   * Issue 43: a server that refused a request for its length named what it serves (llama.cpp's
   * n_ctx, vLLM's maximum context length) and often what it counted: the request is planned anew
   * for that once, and a second refusal ends the judgement.
   */
  const refitToServed = (e: LengthRefusal, messages: readonly ChatMessage[]): PromptPlan => {
    if (refitted) {
      throw new JudgeError(
        `${e.describe()}, even after refitting the request to it (${clip(e.detail, 200)}); ` +
          `give the server a larger context, or set judge.num_ctx to what it serves`,
      );
    }
    refitted = true;
    hooks.onNotice?.(`${e.describe()}: refitting`);
    const numCtx = e.served !== undefined && e.served < plan.budget.numCtx ? e.served : undefined;
    // What the server counted corrects the estimate; a refusal that names no size is guessed high.
    const scale =
      e.promptTokens !== undefined ? correctedScale(plan, messages, e.promptTokens) : numCtx === undefined ? plan.scale * 1.25 : plan.scale;
    try {
      return replan(scale, numCtx);
    } catch (err) {
      throw err instanceof JudgeError && err.calibration === undefined
        ? new JudgeError(`${e.describe()}; refitted to it, ${err.message}`, undefined, undefined, err.category)
        : err;
    }
  };
  /** The reply, or undefined when the server refused the request for its length and the plan was refitted. */
  const sendOrRefit = async (messages: ChatMessage[]): Promise<ServerReply | undefined> => {
    try {
      return await send(messages);
    } catch (e) {
      if (!(e instanceof LengthRefusal)) throw e;
      plan = refitToServed(e, messages);
      return undefined;
    }
  };

  for (;;) {
    const first = await sendOrRefit(plan.messages);
    if (first === undefined) continue;
    if (overBudget(plan, first.promptTokens)) {
      plan = refit(plan.messages, first.promptTokens!, 'prompt');
      continue;
    }
    let parsed = parseJudgeAnswer(first.content, plan.ids);
    if (parsed.ok) return { plan, items: parsed.items, content: first.content };

    // Issue 43: an answer stopped at the cap is asked for again, shorter, without quoting it back.
    const repair = first.cutOff ? cappedRepairMessages(plan) : repairMessages(plan, first.content, parsed.error, first.promptTokens);
    const second = await sendOrRefit(repair);
    if (second === undefined) continue;
    if (overBudget(plan, second.promptTokens)) {
      plan = refit(repair, second.promptTokens!, 'repair request');
      continue;
    }
    parsed = parseJudgeAnswer(second.content, plan.ids);
    if (parsed.ok) return { plan, items: parsed.items, content: second.content };
    // Issue 43: an answer the server stopped at the cap is named as such, not as a malformed one.
    const capped = second.cutOff ? `the model's answer hit the ${plan.budget.answerTokens}-token cap, twice; ` : '';
    // The model answered, out of shape: its fault, not its host's (the category says so to the report).
    throw new JudgeError(
      `${capped}the judge's answer did not match the response schema after one repair: ${clip(parsed.error, 300)}`,
      undefined,
      undefined,
      'model',
    );
  }
}
