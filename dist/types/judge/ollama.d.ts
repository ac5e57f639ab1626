import { type Judge } from './types.js';
export interface OllamaJudgeOptions {
    /** e.g. `http://127.0.0.1:11434`. */
    host: string;
    model: string;
    temperature?: number | undefined;
    seed?: number | undefined;
    /** The context to use; when absent it is read from `/api/show`. */
    numCtx?: number | undefined;
    /** The whole judgement's time limit: model lookup, answer and repair together. */
    timeoutSeconds?: number | undefined;
    /** How long Ollama keeps the model loaded after the answer, so the next run starts warm. */
    keepAlive?: string | number | undefined;
    /** Replaces the undici-based fetch (its deadline still applies). */
    fetch?: typeof fetch | undefined;
    /** Milliseconds since some fixed point; injected for reproducible stats. */
    now?: (() => number) | undefined;
}
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
/** The LLM judge on an Ollama server, through the official client. */
export declare function createOllamaJudge(options: OllamaJudgeOptions): Judge;
