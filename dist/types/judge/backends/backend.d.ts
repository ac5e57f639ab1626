import type { Stage } from '../failure.js';
import type { ChatMessage } from '../prompt/plan.js';
export type { Stage };
/**
 * What a judge backend (Ollama, an OpenAI-compatible server) must do for the shared judge loop
 * in create-judge.ts. Prompting, fitting, parsing, evidence, votes, canaries and the cache live there;
 * an adapter only speaks its wire protocol to one host.
 */
export interface ChatCall {
    messages: ChatMessage[];
    /** The JSON Schema the answer must match. */
    format: Record<string, unknown>;
    temperature: number;
    seed: number;
    numCtx: number;
    /** The longest answer allowed, in tokens. */
    maxTokens: number;
}
export interface ChatReply {
    content: string;
    /** The server stopped at `maxTokens`: the answer is incomplete. */
    cutOff: boolean;
    /** The prompt's size as the server counted it (`prompt_eval_count`, `usage.prompt_tokens`); undefined when it did not say. */
    promptTokens: number | undefined;
    completionTokens: number;
    /** The request as it went on the wire (path and body bytes), for the receipt and `replay`; never a header. */
    sent?: {
        path: string;
        body: string;
    } | undefined;
}
export interface CallSignals {
    /** Aborts the request: the judge's deadline, or this host's first byte being late. */
    signal: AbortSignal;
    /** Called when the first byte of the answer arrived. */
    onFirstByte: () => void;
    /** Which stage the request is in, for the failure message. */
    onStage: (stage: Stage) => void;
    /** Called for every streamed chunk of the answer (progress: about one token each). */
    onChunk?: (() => void) | undefined;
}
/** One host of a backend, opened for one judgement. */
export interface HostSession {
    readonly host: string;
    /** The model's context length as this server reports it, or undefined. */
    contextLength(signals: CallSignals): Promise<number | undefined>;
    /** What identifies the exact model (a digest where the server gives one); part of the cache key. */
    identity(signals: CallSignals): Promise<string | undefined>;
    chat(call: ChatCall, signals: CallSignals): Promise<ChatReply>;
    /** Sends a request exactly as it was once sent (`ChatReply.sent`) and reads its answer: `critic-gate replay`. */
    resend?(sent: {
        path: string;
        body: string;
    }, signals: CallSignals): Promise<ChatReply>;
    /** One line saying why a request failed at `stage`; never a stack, never the key. */
    describe(e: unknown, stage: Stage): string;
    close(): Promise<void>;
}
export interface BackendOptions {
    model: string;
    keepAlive: string | number;
    apiKey: string | undefined;
    /** Replaces the undici-based fetch (tests, other runtimes). */
    fetch?: typeof fetch | undefined;
}
export type BackendFactory = (host: string, options: BackendOptions) => HostSession;
