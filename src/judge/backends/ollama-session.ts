import { Ollama } from 'ollama';
import type { BackendOptions, CallSignals, ChatCall, ChatReply, HostSession } from './backend.js';
import { describeFailure, type Stage } from '../failure.js';
import { judgeFetch, patientAgent } from './http.js';
import { parseLengthRefusal } from './length-refusal.js';
import { JudgeError } from '../types.js';

/** The Ollama adapter: `/api/chat` with `format`, `/api/show` for the context, `/api/tags` for the digest. */

/**
 * Upper bound for a context length taken from the model's metadata: that is the length the
 * model was trained for (often 32k–128k), and Ollama reserves memory for all of it. A value
 * from the config or the Modelfile's own `num_ctx` is used as it is.
 */
export const SHOW_CONTEXT_CAP = 8192;

/** The context length `/api/show` reveals: the Modelfile's `num_ctx`, else the model's `<arch>.context_length` (capped). */
export function contextLengthFromShow(show: { parameters?: unknown; model_info?: unknown }): number | undefined {
  if (typeof show.parameters === 'string') {
    const m = /^\s*num_ctx\s+(\d+)\s*$/m.exec(show.parameters);
    if (m && Number(m[1]) > 0) return Number(m[1]);
  }
  if (typeof show.model_info === 'object' && show.model_info !== null) {
    for (const [key, value] of Object.entries(show.model_info)) {
      if (key.endsWith('.context_length') && Number.isInteger(value) && (value as number) > 0) {
        return Math.min(value as number, SHOW_CONTEXT_CAP);
      }
    }
  }
  return undefined;
}

/** One Ollama server for one judgement. */
export function ollamaSession(host: string, o: BackendOptions): HostSession {
  const dispatcher = o.fetch ? undefined : patientAgent();
  // The signal of the current request; the client passes its own only for streamed requests.
  let current: AbortSignal = new AbortController().signal;
  // The last chat body the client wrote: the receipt hashes those exact bytes, and replay re-sends them.
  let sentChat: string | undefined;
  const onSend = (url: string, body: string): void => {
    if (new URL(url).pathname.endsWith('/api/chat')) sentChat = body;
  };
  const fetched = judgeFetch({ deadline: () => current, dispatcher, base: o.fetch, onSend });
  const client = new Ollama({ host, fetch: fetched });
  const using = <T>(signals: CallSignals, f: () => Promise<T>): Promise<T> => {
    current = signals.signal;
    return f();
  };
  return {
    host,
    contextLength: (signals) =>
      using(signals, async () => {
        signals.onStage('show');
        const show = await client.show({ model: o.model });
        signals.onFirstByte();
        return contextLengthFromShow(show as { parameters?: unknown; model_info?: unknown });
      }),
    identity: (signals) =>
      using(signals, async () => {
        signals.onStage('show');
        const { models } = await client.list();
        signals.onFirstByte();
        const m = models.find((x) => x.name === o.model || x.model === o.model || x.name === `${o.model}:latest`);
        return m?.digest ? `${m.name}@${m.digest}` : undefined;
      }),
    chat: (call, signals) =>
      using(signals, async () => {
        sentChat = undefined;
        const reply = await chat(client, host, o, call, signals).catch(refusalOrRethrow);
        return sentChat === undefined ? reply : { ...reply, sent: { path: '/api/chat', body: sentChat } };
      }),
    resend: (sent, signals) => using(signals, () => resend(fetched, host, sent, signals)),
    describe: (e, stage: Stage) => describeFailure(e, stage, { host, model: o.model, timeoutSeconds: 0, timedOut: false }),
    close: async () => {
      await dispatcher?.destroy().catch(() => undefined);
    },
  };
}

/**
 * Ollama's refusal of a prompt longer than its context (issue 43), as a LengthRefusal; any other
 * error as it is. The client throws the body's `error` text as a ResponseError.
 */
function refusalOrRethrow(e: unknown): never {
  const status = (e as { status_code?: unknown }).status_code;
  const text = (e as { error?: unknown }).error;
  const refusal = e instanceof Error && status === 400 && typeof text === 'string' ? parseLengthRefusal(text) : undefined;
  throw refusal ?? e;
}

async function chat(client: Ollama, host: string, o: BackendOptions, call: ChatCall, signals: CallSignals): Promise<ChatReply> {
  signals.onStage('chat');
  const stream = await client.chat({
    model: o.model,
    messages: call.messages,
    format: call.format,
    options: { temperature: call.temperature, seed: call.seed, num_ctx: call.numCtx, num_predict: call.maxTokens },
    keep_alive: o.keepAlive,
    // Thinking is not asked for (it costs minutes and the schema wants no prose); a model
    // that thinks anyway has it in `message.thinking` or `<think>` blocks, both ignored.
    think: false,
    // Streamed, so that a long generation keeps bytes flowing on the connection.
    stream: true,
  });
  signals.onStage('stream');
  let content = '';
  for await (const part of stream) {
    signals.onFirstByte();
    const piece = part.message?.content ?? '';
    content += piece;
    // Ollama streams about one token a chunk: counted as they come, so progress is live.
    if (piece !== '') signals.onChunk?.();
    if (part.done) return doneReply(content, part);
  }
  throw new JudgeError(`Ollama at ${host} ended the answer stream before it was done`);
}

/**
 * A request body sent again byte for byte (`critic-gate replay`), past the client, which would
 * write its own: the answer is read as the client reads it, NDJSON lines up to the `done` one.
 */
async function resend(fetched: typeof fetch, host: string, sent: { path: string; body: string }, signals: CallSignals): Promise<ChatReply> {
  signals.onStage('chat');
  const response = await fetched(`${host.replace(/\/+$/, '')}${sent.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: sent.body,
  });
  signals.onStage('stream');
  const text = await response.text();
  signals.onFirstByte();
  let content = '';
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const part = JSON.parse(line) as ChatPart & { error?: unknown };
    if (part.error !== undefined) throw new JudgeError(`Ollama at ${host}: ${String(part.error)}`);
    content += part.message?.content ?? '';
    if (part.done) return { ...doneReply(content, part), sent };
  }
  throw new JudgeError(`Ollama at ${host} ended the answer before it was done`);
}

/** The reply an answer's last part (`done: true`) closes, streamed or sent again. */
function doneReply(content: string, part: ChatPart): ChatReply {
  return { content, cutOff: part.done_reason === 'length', promptTokens: part.prompt_eval_count, completionTokens: part.eval_count ?? 0 };
}

interface ChatPart {
  message?: { content?: string };
  done?: boolean;
  done_reason?: string;
  prompt_eval_count?: number;
  eval_count?: number;
}
