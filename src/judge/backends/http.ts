import type { Dispatcher, RequestInit as UndiciRequestInit } from 'undici';
// undici's parts from their own files, not its entry, which loads and runs every part it has
// (WebSocket, EventSource, the cache, mocks, proxies, HTTP/2) at every judged run's start.
import Agent from 'undici/lib/dispatcher/agent.js';
import { fetch as undiciFetch } from 'undici/lib/web/fetch/index.js';
import { Response as UndiciResponse } from 'undici/lib/web/fetch/response.js';

/**
 * An HTTP dispatcher with no clock of its own. Ollama sends no header until the model has
 * loaded and produced its first token, and a local model on a CI runner may take longer than
 * undici's default 300 s for that (headersTimeout) or between two chunks (bodyTimeout).
 * The judge's own deadline is the only time limit.
 */
export function patientAgent(): Agent {
  return new Agent({ headersTimeout: 0, bodyTimeout: 0 });
}

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
export function judgeFetch(options: JudgeFetchOptions): typeof fetch {
  const { deadline, dispatcher, base, onSend } = options;
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    // Told apart without naming the global Request, which would load Node's own copy of undici
    // (see asJsonError); a Request is the one kind of input that is neither a string nor a URL.
    const url = typeof input === 'string' || input instanceof URL ? input : input.url;
    if (onSend && typeof init?.body === 'string') onSend(String(url), init.body);
    const limit = typeof deadline === 'function' ? deadline() : deadline;
    const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
    const response = base
      ? await base(input, { ...init, signal })
      : ((await undiciFetch(url, {
          ...(init as UndiciRequestInit | undefined),
          signal,
          dispatcher,
        })) as unknown as Response);
    return response.ok ? response : asJsonError(response);
  };
}

async function asJsonError(response: Response): Promise<Response> {
  if ((response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const text = (await response.text().catch(() => '')).trim();
  // The bundled undici's Response, not the global one: that is Node's own second copy of undici,
  // which a run otherwise never loads (src/github/client.ts).
  return new UndiciResponse(JSON.stringify({ error: text || `${response.status} ${response.statusText}`.trim() }), {
    status: response.status,
    statusText: response.statusText,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
