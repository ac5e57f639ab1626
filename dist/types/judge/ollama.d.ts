import { type JudgeProgress } from './settings.js';
import type { Judge } from './types.js';
export { contextLengthFromShow, SHOW_CONTEXT_CAP } from './ollama-session.js';
export interface OllamaJudgeOptions {
    /** e.g. `http://127.0.0.1:11434`; `hosts` for failover. */
    host: string;
    hosts?: readonly string[] | undefined;
    model: string;
    temperature?: number | undefined;
    seed?: number | undefined;
    /** The context to use; when absent it is read from `/api/show`. */
    numCtx?: number | undefined;
    /** The whole judgement's time limit: model lookup, answer and repair together. */
    timeoutSeconds?: number | undefined;
    /** How long Ollama keeps the model loaded after the answer, so the next run starts warm. */
    keepAlive?: string | number | undefined;
    votes?: number | undefined;
    /** The most requests (per vote) a judgement may take to show material that does not fit one context. */
    maxRequests?: number | undefined;
    calibration?: 'on' | 'off' | undefined;
    cache?: 'on' | 'off' | undefined;
    cacheDir?: string | undefined;
    /** Attach the screenshots of rendered pages in the request to the prompt (a vision-capable model). */
    vision?: boolean | undefined;
    /** Replaces the undici-based fetch (its deadline still applies). */
    fetch?: typeof fetch | undefined;
    /** Milliseconds since some fixed point; injected for reproducible stats. */
    now?: (() => number) | undefined;
    /** Told as the answer streams in. */
    onProgress?: ((progress: JudgeProgress) => void) | undefined;
}
/** The LLM judge on Ollama servers, through the official client. */
export declare function createOllamaJudge(options: OllamaJudgeOptions): Judge;
