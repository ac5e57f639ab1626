import type { RequestInit as UndiciRequestInit } from 'undici';
// From its own file, as src/judge/backends/http.ts takes undici's parts.
import { fetch as undiciFetch } from 'undici/lib/web/fetch/index.js';
import type { BackendOptions, CallSignals, ChatCall, ChatReply, HostSession, Stage } from './backend.js';
import { errorCodes, networkCause, oneLine } from '../failure.js';
import { patientAgent } from './http.js';
import { parseLengthRefusal } from './length-refusal.js';
import { errorMessage } from '../../errors/message.js';

/**
 * The OpenAI-compatible `/v1/chat/completions` API as vLLM, llama.cpp's server, LM Studio, TGI
 * and SGLang serve it: `response_format` of type `json_schema`, streamed as server-sent events.
 * Plain fetch: the protocol is small, and an SDK would bring its own retries and timeouts that
 * fight the judge's own deadline and failover.
 */

/** An HTTP answer other than 2xx, with the server's own words. */
export class OpenAiHttpError extends Error {
  override name = 'OpenAiHttpError';
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`${status}: ${detail}`);
  }
}

/** An error the server put inside the stream. */
class StreamError extends Error {
  override name = 'StreamError';
}

const positive = (v: unknown): number | undefined => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined);

/**
 * The context a `/v1/models` entry says the server serves: vLLM's `max_model_len`, llama.cpp's
 * `meta.n_ctx`, or the names other servers use. llama.cpp's `meta.n_ctx_train` is what the model
 * was trained on, not what the server serves (issue 43: 32,768 trained, 8,192 served, and a prompt
 * fitted to the first was refused): it is no answer here (see trainedContext).
 */
export function contextLengthFromModel(entry: Record<string, unknown>): number | undefined {
  for (const key of ['max_model_len', 'context_length', 'context_window', 'max_context_length']) {
    const n = positive(entry[key]);
    if (n !== undefined) return n;
  }
  const meta = entry['meta'];
  return typeof meta === 'object' && meta !== null ? positive((meta as Record<string, unknown>)['n_ctx']) : undefined;
}

/** llama.cpp's `meta.n_ctx_train`: an upper bound on what it can serve, the last resort when it says nothing else. */
const trainedContext = (entry: Record<string, unknown>): number | undefined => {
  const meta = entry['meta'];
  return typeof meta === 'object' && meta !== null ? positive((meta as Record<string, unknown>)['n_ctx_train']) : undefined;
};

/** llama.cpp's `GET /props`: `default_generation_settings.n_ctx`, the context of each of its slots. */
export function contextLengthFromProps(props: unknown): number | undefined {
  if (typeof props !== 'object' || props === null) return undefined;
  const settings = (props as Record<string, unknown>)['default_generation_settings'];
  return typeof settings === 'object' && settings !== null ? positive((settings as Record<string, unknown>)['n_ctx']) : undefined;
}

/** The server's error text from `{"error":{"message"}}`, vLLM's `{"message"}` or a plain body. */
function errorText(text: string): string {
  try {
    const v = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    if (typeof v.error === 'object' && v.error !== null && typeof (v.error as { message?: unknown }).message === 'string') {
      return (v.error as { message: string }).message;
    }
    if (typeof v.error === 'string') return v.error;
    if (typeof v.message === 'string') return v.message;
    if (typeof v.detail === 'string') return v.detail;
  } catch {
    // not JSON: the text itself
  }
  return text;
}

export function openAiSession(host: string, o: BackendOptions): HostSession {
  const base = host.replace(/\/+$/, '').replace(/\/v1$/, '');
  const dispatcher = o.fetch ? undefined : patientAgent();
  const headers = (json: boolean): Record<string, string> => ({
    accept: json ? 'application/json' : 'text/event-stream',
    ...(json ? {} : { 'content-type': 'application/json' }),
    ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}),
  });
  const request = async (path: string, init: { method: string; body?: string; json: boolean }, signal: AbortSignal): Promise<Response> => {
    const opts = { method: init.method, headers: headers(init.json), body: init.body, signal };
    const response = o.fetch
      ? await o.fetch(`${base}${path}`, opts)
      : ((await undiciFetch(`${base}${path}`, { ...(opts as UndiciRequestInit), dispatcher })) as unknown as Response);
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      // A refusal for the request's length is about the request, not the host (issue 43).
      const refusal = response.status === 400 || response.status === 413 ? parseLengthRefusal(text.trim()) : undefined;
      if (refusal) throw refusal;
      throw new OpenAiHttpError(response.status, errorText(text.trim()) || response.statusText);
    }
    return response;
  };

  let models: Promise<Record<string, unknown> | undefined> | undefined;
  const modelEntry = (signals: CallSignals): Promise<Record<string, unknown> | undefined> => {
    models ??= (async () => {
      signals.onStage('show');
      const response = await request('/v1/models', { method: 'GET', json: true }, signals.signal);
      signals.onFirstByte();
      signals.onChunk?.();
      const listing = (await response.json()) as { data?: unknown };
      const entries = Array.isArray(listing.data) ? (listing.data as Record<string, unknown>[]) : [];
      return entries.find((m) => typeof m === 'object' && m !== null && m['id'] === o.model);
    })();
    return models;
  };

  return {
    host,
    contextLength: async (signals) => {
      const entry = await modelEntry(signals);
      if (!entry) return undefined;
      const served = contextLengthFromModel(entry);
      if (served !== undefined) return served;
      // A llama.cpp server that lists only what the model was trained on says what it serves in /props.
      const trained = trainedContext(entry);
      if (trained === undefined) return undefined;
      const props = await request('/props', { method: 'GET', json: true }, signals.signal)
        .then((r) => r.json() as Promise<unknown>)
        .catch(() => undefined);
      return contextLengthFromProps(props) ?? trained;
    },
    identity: async (signals) => {
      const entry = await modelEntry(signals);
      if (!entry) return undefined;
      // `created` is the time of the listing on some servers, so it is left out.
      const { id, root, owned_by, max_model_len } = entry;
      return JSON.stringify({ id, root, owned_by, max_model_len });
    },
    chat: async (call, signals) => chat(call, signals),
    resend: async (sent, signals) => {
      signals.onStage('chat');
      return send(sent, signals);
    },
    describe: (e, stage) => describe(host, o.model, e, stage),
    close: async () => {
      await dispatcher?.destroy().catch(() => undefined);
    },
  };

  async function chat(call: ChatCall, signals: CallSignals): Promise<ChatReply> {
    signals.onStage('chat');
    const body = {
      model: o.model,
      messages: call.messages,
      temperature: call.temperature,
      seed: call.seed,
      max_tokens: call.maxTokens,
      stream: true,
      stream_options: { include_usage: true },
      response_format: { type: 'json_schema', json_schema: { name: 'critic_gate_judgement', schema: call.format, strict: true } },
    };
    return send({ path: '/v1/chat/completions', body: JSON.stringify(body) }, signals);
  }

  /** One request body as it is (built by chat, or as a replay re-sends it), and its streamed answer. */
  async function send(sent: { path: string; body: string }, signals: CallSignals): Promise<ChatReply> {
    const response = await request(sent.path, { method: 'POST', body: sent.body, json: false }, signals.signal);
    signals.onStage('stream');
    if (!response.body) throw new StreamError('the answer had no body');
    let content = '';
    let finish: string | undefined;
    let usage: { prompt_tokens?: number; completion_tokens?: number } | undefined;
    let done = false;
    const decoder = new TextDecoder();
    let buffer = '';
    const take = (line: string): void => {
      const trimmed = line.replace(/\r$/, '');
      if (!trimmed.startsWith('data:')) return;
      const data = trimmed.slice(5).trim();
      if (data === '[DONE]') {
        done = true;
        return;
      }
      if (data === '') return;
      const event = JSON.parse(data) as {
        error?: unknown;
        choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
        usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
      };
      if (event.error !== undefined) throw new StreamError(errorText(JSON.stringify(event)));
      for (const choice of event.choices ?? []) {
        content += choice.delta?.content ?? '';
        if (choice.finish_reason) finish = choice.finish_reason;
      }
      if (event.usage) usage = event.usage;
    };
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      signals.onFirstByte();
      buffer += decoder.decode(chunk, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        take(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
      }
    }
    if (buffer !== '') take(buffer);
    if (!done && finish === undefined) throw new StreamError('the answer stream ended before it was done');
    return {
      content,
      cutOff: finish === 'length',
      promptTokens: usage?.prompt_tokens,
      completionTokens: usage?.completion_tokens ?? 0,
      sent,
    };
  }
}

function describe(host: string, model: string, e: unknown, stage: Stage): string {
  const at = `the OpenAI-compatible server at ${host}`;
  if (e instanceof OpenAiHttpError) {
    const text = oneLine(e.detail);
    if (e.status === 401 || e.status === 403) return `${at} refused the key (${e.status}: ${text}); set CRITIC_GATE_API_KEY`;
    if (e.status === 404 && /model/i.test(text)) return `model "${model}" is not available on ${at} (${text})`;
    return `${at} answered ${e.status}: ${text}`;
  }
  const network = networkCause(errorCodes(e));
  if (e instanceof StreamError) return `${at} reported an error in the middle of the answer: ${oneLine(e.message)}`;
  if (stage === 'stream') {
    if (network) return `the connection to ${at} broke in the middle of the answer (${network})`;
    return `${at} sent an answer that could not be read: ${oneLine(errorMessage(e))}`;
  }
  if (network) return `cannot reach ${at}: ${network}`;
  const cause = e instanceof Error && e.cause instanceof Error ? oneLine(e.cause.message) : '';
  const message = oneLine(errorMessage(e));
  return `cannot reach ${at}: ${message}${cause && cause !== message ? ` (${cause})` : ''}`;
}
