import { type JudgeAssertion, type JudgeRequest, type MaterialFile } from '../types.js';
import { type ContextBudget } from '../fit/fit.js';
import { type TokenizerFamily } from '../fit/tokens.js';
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
export declare function planPrompt(request: JudgeRequest, numCtx: number, scale?: number, family?: TokenizerFamily): PromptPlan;
/**
 * The conversation for the one repair round: the first prompt, the unusable answer, and a
 * message quoting why. The answer and the quoted error are clipped to the room the budget kept.
 * `counted` is the server's own count of the first request: when it says more than the estimate,
 * the room shrinks and the clipping counts with the corrected ratio (the repair obeys the same budget).
 */
export declare function repairMessages(plan: PromptPlan, badAnswer: string, error: string, counted?: number): ChatMessage[];
/**
 * The repair request after an answer the server stopped at the cap: the first prompt and a
 * stricter instruction, without the cut answer, so it is no longer than the first request plus
 * a few lines (the repair room holds those).
 */
export declare function cappedRepairMessages(plan: PromptPlan): ChatMessage[];
/**
 * The screenshots of the rendered pages the batch's assertions are judged on, on the last user
 * message, in material order. Images are extra sight only: a claim still needs a quote verified
 * in the page's text.
 */
export declare function withImages(messages: ChatMessage[], material: readonly MaterialFile[], assertions: readonly JudgeAssertion[]): ChatMessage[];
