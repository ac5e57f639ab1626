import type { BackendOptions, HostSession } from './backend.js';
/** The Ollama adapter: `/api/chat` with `format`, `/api/show` for the context, `/api/tags` for the digest. */
/**
 * Upper bound for a context length taken from the model's metadata: that is the length the
 * model was trained for (often 32k–128k), and Ollama reserves memory for all of it. A value
 * from the config or the Modelfile's own `num_ctx` is used as it is.
 */
export declare const SHOW_CONTEXT_CAP = 8192;
/** The context length `/api/show` reveals: the Modelfile's `num_ctx`, else the model's `<arch>.context_length` (capped). */
export declare function contextLengthFromShow(show: {
    parameters?: unknown;
    model_info?: unknown;
}): number | undefined;
/** One Ollama server for one judgement. */
export declare function ollamaSession(host: string, o: BackendOptions): HostSession;
