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
/**
 * The context a `/v1/models` entry says the server serves: vLLM's `max_model_len`, llama.cpp's
 * `meta.n_ctx`, or the names other servers use. llama.cpp's `meta.n_ctx_train` is what the model
 * was trained on, not what the server serves (issue 43: 32,768 trained, 8,192 served, and a prompt
 * fitted to the first was refused): it is no answer here (see trainedContext).
 */
export declare function contextLengthFromModel(entry: Record<string, unknown>): number | undefined;
/** llama.cpp's `GET /props`: `default_generation_settings.n_ctx`, the context of each of its slots. */
export declare function contextLengthFromProps(props: unknown): number | undefined;
export declare function openAiSession(host: string, o: BackendOptions): HostSession;
