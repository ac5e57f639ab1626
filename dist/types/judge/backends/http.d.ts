import type { Dispatcher } from 'undici';
import Agent from 'undici/lib/dispatcher/agent.js';
/**
 * An HTTP dispatcher with no clock of its own. Ollama sends no header until the model has
 * loaded and produced its first token, and a local model on a CI runner may take longer than
 * undici's default 300 s for that (headersTimeout) or between two chunks (bodyTimeout).
 * The judge's own deadline is the only time limit.
 */
export declare function patientAgent(): Agent;
export interface JudgeFetchOptions {
    /** Aborts every request, whether it waits for headers or reads the body; a function gives the current one. */
    deadline: AbortSignal | (() => AbortSignal);
    /** Used with undici's fetch; ignored when `base` is given. */
    dispatcher?: Dispatcher | undefined;
    /** Another fetch to wrap (tests, other runtimes). */
    base?: typeof fetch | undefined;
    /** Told of every request body sent as text, with its URL: the receipt hashes the bytes the client wrote. */
    onSend?: ((url: string, body: string) => void) | undefined;
}
/**
 * The `fetch` handed to the ollama client. It merges the deadline into each request's signal
 * (the client passes its own signal only for streamed requests) and turns a non-JSON error
 * body into Ollama's `{"error": …}` shape: the client otherwise logs to stdout while reading
 * one, and stdout carries the critic's result.
 */
export declare function judgeFetch(options: JudgeFetchOptions): typeof fetch;
