import type { BackendOptions, HostSession } from './backend.js';
/**
 * The OpenAI-compatible `/v1/chat/completions` API as vLLM, llama.cpp's server, LM Studio, TGI
 * and SGLang serve it: `response_format` of type `json_schema`, streamed as server-sent events.
 * Plain fetch: the protocol is small, and an SDK would bring its own retries and timeouts that
 * fight the judge's own deadline and failover.
 */
/** An HTTP answer other than 2xx, with the server's own words. */
export declare class OpenAiHttpError extends Error {
    readonly status: number;
    readonly detail: string;
    name: string;
    constructor(status: number, detail: string);
}
/** The context length a `/v1/models` entry states: vLLM's `max_model_len`, or the names other servers use. */
export declare function contextLengthFromModel(entry: Record<string, unknown>): number | undefined;
export declare function openAiSession(host: string, o: BackendOptions): HostSession;
