import { JudgeError, type JudgeAssertion, type JudgeRequest, type MaterialFile } from '../types.js';
import {
  MESSAGE_OVERHEAD_TOKENS,
  budgetFor,
  clipToTokens,
  estimateMessages,
  fitMaterial,
  scaledCounter,
  type ContextBudget,
} from '../fit/fit.js';
import { cappedRepairPrompt, joinUserPrompt, repairPrompt, systemPrompt, userPromptParts } from './prompt.js';
import { estimatorFor, type TokenizerFamily } from '../fit/tokens.js';
import { judgeResponseJsonSchema } from '../response.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
  /** Base64 PNGs (rendered pages' screenshots) for a vision-capable model. */
  images?: string[];
}

/** Everything one judgement sends, decided before any I/O. */
export interface PromptPlan {
  ids: string[];
  messages: ChatMessage[];
  /** The JSON Schema of the answer, sent as Ollama's `format`. */
  format: Record<string, unknown>;
  budget: ContextBudget;
  seen: Map<string, Set<number>>;
  truncatedLines: number;
  /** How much the token estimate was scaled up for this plan (1, or what a server's count showed). */
  scale: number;
  /** The model's tokenizer family whose estimate fitted this plan; undefined: the conservative all-family one. */
  family?: TokenizerFamily | undefined;
  /** The estimate of the whole request (`messages`), as fitted. */
  estimatedTokens: number;
}

/**
 * Builds the prompt and fits the material into the model's context, keeping room for the
 * answer and for one repair round. Fails closed when even the material-free prompt is too big.
 * `family` is the model's tokenizer family when known (token-family.ts): its own estimate wastes
 * less of the context than the all-family one.
 */
export function planPrompt(request: JudgeRequest, numCtx: number, scale = 1, family?: TokenizerFamily): PromptPlan {
  const [first, ...rest] = request.assertions.map((a) => a.id);
  if (first === undefined) throw new JudgeError('the judge was asked about no assertion');
  const ids = [first, ...rest];
  const budget = budgetFor(numCtx, ids, estimatorFor(family));
  const format = judgeResponseJsonSchema([first, ...rest]);
  const system = systemPrompt(format);
  const parts = userPromptParts(request.task, request.assertions);
  // Additive estimate: the user message is head + material + tail, line by line.
  const count = scaledCounter(scale, estimatorFor(family));
  const fixed = estimateMessages([{ content: system }, { content: joinUserPrompt(parts, []) }], count);
  const fitted = fitMaterial(request.material, budget.promptTokens - fixed, count);
  if (!fitted) {
    throw new JudgeError(
      `num_ctx ${numCtx} is too small: the prompt needs about ${fixed} tokens before any material, ` +
        `and ${budget.answerTokens + budget.repairTokens} more are kept for the answer; raise judge.num_ctx`,
    );
  }
  const messages: ChatMessage[] = [
    { role: 'system', content: system },
    { role: 'user', content: joinUserPrompt(parts, fitted.lines) },
  ];
  return {
    ids,
    messages,
    format,
    budget,
    seen: fitted.seen,
    truncatedLines: fitted.truncatedLines,
    scale,
    ...(family === undefined ? {} : { family }),
    // estimateMessages(messages, count), by its parts: the estimate is additive over lines, and the
    // user message is the material-free one with the fitted block's lines put in.
    estimatedTokens: fixed + fitted.tokens,
  };
}

/**
 * The conversation for the one repair round: the first prompt, the unusable answer, and a
 * message quoting why. The answer and the quoted error are clipped to the room the budget kept.
 * `counted` is the server's own count of the first request: when it says more than the estimate,
 * the room shrinks and the clipping counts with the corrected ratio (the repair obeys the same budget).
 */
export function repairMessages(plan: PromptPlan, badAnswer: string, error: string, counted?: number): ChatMessage[] {
  const limit = plan.budget.numCtx - plan.budget.answerTokens;
  const base = estimatorFor(plan.family);
  // Unscaled, the plan's own estimate is the one it was fitted with: not counted again.
  const unscaled = plan.scale === 1 ? plan.estimatedTokens : estimateMessages(plan.messages, base);
  const ratio = counted !== undefined && counted > 0 && unscaled > 0 ? Math.max(plan.scale, counted / unscaled) : plan.scale;
  const count = scaledCounter(ratio, base);
  const used = Math.max(plan.estimatedTokens, counted ?? 0);
  const room = limit - used - 2 * MESSAGE_OVERHEAD_TOKENS;
  const errorRoom = Math.max(0, room - count(repairPrompt('', plan.ids)));
  const repair = clipToTokens(repairPrompt(clipToTokens(error, Math.min(errorRoom, 200), count), plan.ids), Math.max(0, room), count);
  const answer = clipToTokens(badAnswer, Math.max(0, room - count(repair)), count);
  return [...plan.messages, { role: 'assistant', content: answer }, { role: 'user', content: repair }];
}

/**
 * The repair request after an answer the server stopped at the cap: the first prompt and a
 * stricter instruction, without the cut answer, so it is no longer than the first request plus
 * a few lines (the repair room holds those).
 */
export function cappedRepairMessages(plan: PromptPlan): ChatMessage[] {
  return [...plan.messages, { role: 'user', content: cappedRepairPrompt(plan.budget.answerTokens, plan.ids) }];
}

/**
 * The screenshots of the rendered pages the batch's assertions are judged on, on the last user
 * message, in material order. Images are extra sight only: a claim still needs a quote verified
 * in the page's text.
 */
export function withImages(
  messages: ChatMessage[],
  material: readonly MaterialFile[],
  assertions: readonly JudgeAssertion[],
): ChatMessage[] {
  const shown = new Set(assertions.flatMap((a) => a.paths));
  const images = material.flatMap((m) => (m.image && shown.has(m.path) ? [Buffer.from(m.image).toString('base64')] : []));
  const last = messages.map((m) => m.role).lastIndexOf('user');
  if (images.length === 0 || last < 0) return messages;
  return messages.map((m, i) => (i === last ? { ...m, images } : m));
}
