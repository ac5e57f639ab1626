import { type ChatMessage, type PromptPlan } from '../prompt/plan.js';
import { type JudgeItem } from '../types.js';
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
export declare const requestLimit: (plan: PromptPlan) => number;
/** Whether the server's count shows the request did not fit (undefined: the server did not say). */
export declare const overBudget: (plan: PromptPlan, counted: number | undefined) => boolean;
/**
 * The scale for refitting after the server counted `counted` tokens for `messages`. A count at
 * `num_ctx` is capped (Ollama counts only what it kept), so the true size is unknown: guess high.
 */
export declare function correctedScale(plan: PromptPlan, messages: readonly ChatMessage[], counted: number): number;
/**
 * The estimate of a request on `plan`, as fitted (its scale, its family). A request that begins with
 * the plan's own messages (the first one, a repair) reuses the plan's estimate of them: the
 * estimate is additive over messages, and the plan counted them when it was fitted.
 */
export declare function estimateRequest(plan: PromptPlan, messages: readonly ChatMessage[]): number;
/**
 * Asks for one judgement on `replan(1)`, with one repair round for an unusable answer; checks
 * every request against the server's count and refits once when a request did not fit, or when
 * the server refused it for its length (`replan(scale, numCtx)` with the context it said it serves).
 */
export declare function judgeWithinContext(replan: (scale: number, numCtx?: number) => PromptPlan, ask: (plan: PromptPlan, messages: ChatMessage[]) => Promise<ServerReply>, hooks?: WithinContextHooks): Promise<FittedJudgement>;
