import { type JudgeOverrides, type JudgeProgress } from '../settings.js';
import type { Judge } from '../types.js';
export { contextLengthFromShow, SHOW_CONTEXT_CAP } from './ollama-session.js';
/** The library's Ollama judge: the judge settings (see JudgeOverrides) with a host and a model, and what tests inject. */
export type OllamaJudgeOptions = Omit<JudgeOverrides, 'backend' | 'host' | 'model'> & {
    /** e.g. `http://127.0.0.1:11434`; `hosts` for failover. */
    host: string;
    model: string;
    /** Replaces the undici-based fetch (its deadline still applies). */
    fetch?: typeof fetch | undefined;
    /** Milliseconds since some fixed point; injected for reproducible stats. */
    now?: (() => number) | undefined;
    /** Told as the answer streams in. */
    onProgress?: ((progress: JudgeProgress) => void) | undefined;
};
/** The LLM judge on Ollama servers, through the official client. */
export declare function createOllamaJudge(options: OllamaJudgeOptions): Judge;
