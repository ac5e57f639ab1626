/**
 * A wire-level Ollama double: a real HTTP server on 127.0.0.1 that answers /api/chat, /api/show,
 * /api/tags and /api/version the way Ollama's server (server/routes.go) does — NDJSON streams
 * with a final `done` line, `{"error": …}` bodies with Ollama's status codes and wording, errors
 * inside a stream, no headers until the "model" has something to say.
 *
 * It is scripted: a queue of planned chat answers, consumed one per chat request, and it
 * records every request it receives. The script is plain JSON so another process can load it.
 * Self-contained on purpose (only node: imports, erasable TypeScript syntax).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { autoAnswer, rambleUntilCap, withHonestCanaries, type AutoMode } from './judge-answers.js';

export interface DoubleModel {
  /** As in `ollama list`, e.g. `qwen2.5-coder:7b`. */
  name: string;
  /** The architecture: `general.architecture` and the prefix of `<arch>.context_length`. Default `qwen2`. */
  family?: string;
  /** `model_info["<arch>.context_length"]`. Default 32768. */
  contextLength?: number;
  /** A `num_ctx` line in the Modelfile parameters; absent means the Modelfile sets none. */
  numCtx?: number;
  /** Default `["completion"]`; add `"thinking"` for a model that can think. */
  capabilities?: string[];
  /** The digest `/api/tags` reports; default DEFAULT_DIGEST. */
  digest?: string;
}

/** A chat answer the double streams (or sends whole when the request says `stream: false`). */
export interface AnswerPlan {
  /** Ignored when `auto` is set. */
  content: string;
  /** The double writes the answer from the prompt itself (see judge-answers.ts). */
  auto?: AutoMode;
  /** The ids the test wrote: with `auto: "honest"` every other assertion is a canary; a script's missing real ids stay missing. */
  real?: readonly string[];
  /** Sent first, in `message.thinking` chunks, as Ollama does for a thinking model. */
  thinking?: string;
  /** Characters per chunk; default 12. */
  chunkSize?: number;
  /** Delay before any byte, headers included (the model is loading or thinking). */
  headersDelayMs?: number;
  /**
   * Called when the double is about to answer; nothing is sent until the promise it returns
   * settles. A test decides when the model answers, not a clock (in-process only, as `respond`).
   */
  hold?: () => Promise<void>;
  /** As `hold`, called after the first chunk: the rest of the answer waits for it. */
  holdAfterFirstChunk?: () => Promise<void>;
  /** Delay after the headers, before the first chunk. */
  firstChunkDelayMs?: number;
  /** Delay between chunks. */
  chunkDelayMs?: number;
  /** Default `stop`; `length` when the answer hit num_predict. */
  doneReason?: string;
  /** The model rambles inside one string until `num_predict` stops it (`done_reason: length`); `content` is ignored. */
  ramble?: boolean;
  promptEvalCount?: number;
  evalCount?: number;
  /** After the content chunks, a `{"error": …}` line ends the stream (a runner crash). */
  errorAfterContent?: string;
  /** The stream ends after the content without its `done` line. */
  endWithoutDone?: boolean;
  /** The socket is destroyed after the content, mid-response. */
  dropConnection?: boolean;
}

/** An HTTP error instead of an answer, e.g. 500 `{"error":"llama runner process has terminated"}`. */
export interface ErrorPlan {
  status: number;
  error: string;
  headersDelayMs?: number;
}

export type ChatPlan = AnswerPlan | ErrorPlan;

export interface OllamaScript {
  /** Default: one model, `qwen2.5-coder:7b`. */
  models?: DoubleModel[];
  /** Consumed in order, one per chat request that has messages. */
  chat?: ChatPlan[];
  /**
   * Answers a chat request the queue has no plan for, from the request itself: a judge that
   * decides per request (from labels, always the same way, by seed). Not JSON: in-process only.
   */
  respond?: (request: ChatRequestBody) => ChatPlan;
  /** Makes /api/show fail this way for every model. */
  showError?: ErrorPlan;
  /** Default `0.12.6`. */
  version?: string;
  /** `honest` (default): assertions a scripted answer leaves out (the calibration canaries) are answered from the material; `off`: sent as scripted. */
  canaries?: 'honest' | 'off';
  /** Answers every chat request this way once the queue is empty (instead of a 500). */
  fallback?: AnswerPlan;
  /**
   * How `prompt_eval_count` is counted when a plan does not give it: `chars` (default) a quarter
   * of the characters of the message contents; `tokens` like a real server — the chat template's
   * markers plus a BPE-like count of the rendered conversation (see tokenishCount). Either way,
   * like Ollama, a prompt longer than `num_ctx` is truncated and reported as exactly `num_ctx`.
   */
  promptCount?: 'chars' | 'tokens';
  /** Multiplies the `tokens` count: a model whose tokenizer splits finer than the estimate expects. */
  tokenScale?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as text. */
  raw: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: string; thinking?: string }[];
  format?: unknown;
  options?: Record<string, unknown>;
  keep_alive?: string | number;
  stream?: boolean;
  think?: boolean | string;
  [key: string]: unknown;
}

export interface OllamaDouble {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** The parsed bodies of the /api/chat requests, in order. */
  chatRequests(): ChatRequestBody[];
  /** Plans still waiting for a chat request. */
  pending(): number;
  enqueue(...plans: ChatPlan[]): void;
  close(): Promise<void>;
}

/** The digest `/api/tags` reports for a model that names none. */
export const DEFAULT_DIGEST = 'dae161e27b0e90dd1856c8bb3209201fd6736d8eb66298e75ed87571486f4364';

export const DEFAULT_DOUBLE_MODEL: DoubleModel = { name: 'qwen2.5-coder:7b' };

const JSON_TYPE = 'application/json; charset=utf-8';
const NDJSON_TYPE = 'application/x-ndjson';

const isErrorPlan = (plan: ChatPlan): plan is ErrorPlan => typeof (plan as ErrorPlan).status === 'number';

/** Starts the double on 127.0.0.1 with a free port. */
export async function startOllamaDouble(script: OllamaScript = {}): Promise<OllamaDouble> {
  const models = script.models ?? [DEFAULT_DOUBLE_MODEL];
  const queue: ChatPlan[] = [...(script.chat ?? [])];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();

  /** Responses whose connection has closed (finished, or the client went away). */
  const closed = new WeakSet<ServerResponse>();

  /** Resolves true after `ms`, or false as soon as the client has gone (it aborted meanwhile). */
  const wait = (res: ServerResponse, ms: number | undefined): Promise<boolean> =>
    new Promise((resolve) => {
      if (closed.has(res) || !ms || ms <= 0) return resolve(!closed.has(res));
      const onClose = (): void => {
        clearTimeout(t);
        timers.delete(t);
        resolve(false);
      };
      const t = setTimeout(() => {
        timers.delete(t);
        res.off('close', onClose);
        resolve(!closed.has(res));
      }, ms);
      timers.add(t);
      res.once('close', onClose);
    });

  const findModel = (name: unknown): DoubleModel | undefined =>
    typeof name === 'string' ? models.find((m) => m.name === name || m.name === `${name}:latest`) : undefined;

  const server = createServer((req, res) => {
    res.on('close', () => closed.add(res));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw === '' ? undefined : JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({ method: req.method ?? 'GET', path, headers: { ...req.headers }, raw, body });
      route(req, res, path, raw, body).catch(() => res.destroy());
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  async function route(req: IncomingMessage, res: ServerResponse, path: string, raw: string, body: unknown): Promise<void> {
    const method = req.method ?? 'GET';
    if ((method === 'GET' || method === 'HEAD') && path === '/') return text(res, 200, 'Ollama is running');
    if (method === 'GET' && path === '/api/version') return json(res, 200, { version: script.version ?? '0.12.6' });
    if (method === 'GET' && path === '/api/tags') return json(res, 200, { models: models.map(tagEntry) });
    if (method === 'POST' && path === '/api/show') return show(res, raw, body);
    if (method === 'POST' && path === '/api/chat') return chat(res, raw, body);
    // gin's answer to an unknown route.
    return text(res, 404, '404 page not found');
  }

  function badBody(res: ServerResponse, raw: string, body: unknown): boolean {
    if (raw === '') {
      json(res, 400, { error: 'missing request body' });
      return true;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      json(res, 400, {
        error:
          body === undefined
            ? 'invalid character looking for beginning of value'
            : 'json: cannot unmarshal into Go value of type api.ChatRequest',
      });
      return true;
    }
    return false;
  }

  function show(res: ServerResponse, raw: string, body: unknown): void {
    if (badBody(res, raw, body)) return;
    const { model, name } = body as { model?: unknown; name?: unknown };
    const wanted = typeof model === 'string' && model !== '' ? model : name;
    if (typeof wanted !== 'string' || wanted === '') return json(res, 400, { error: 'model is required' });
    if (script.showError) return json(res, script.showError.status, { error: script.showError.error });
    const m = findModel(wanted);
    if (!m) return json(res, 404, { error: `model '${wanted}' not found` });
    json(res, 200, showResponse(m));
  }

  async function chat(res: ServerResponse, raw: string, body: unknown): Promise<void> {
    if (badBody(res, raw, body)) return;
    const req = body as ChatRequestBody;
    if (typeof req.model !== 'string' || req.model === '') return json(res, 400, { error: 'model is required' });
    if (req.messages !== undefined && !Array.isArray(req.messages)) {
      return json(res, 400, { error: 'json: cannot unmarshal object into Go struct field ChatRequest.messages of type []api.Message' });
    }
    const format = req.format;
    if (
      format !== undefined &&
      format !== null &&
      format !== '' &&
      format !== 'json' &&
      (typeof format !== 'object' || Array.isArray(format))
    ) {
      return json(res, 400, { error: 'invalid format: expected "json" or a valid JSON Schema object' });
    }
    const m = findModel(req.model);
    if (!m) return json(res, 404, { error: `model "${req.model}" not found, try pulling it first` });
    if (req.think === true && !(m.capabilities ?? ['completion']).includes('thinking')) {
      return json(res, 400, { error: `"${req.model}" does not support thinking` });
    }
    const streamed = req.stream !== false;
    if (!req.messages || req.messages.length === 0) {
      // An empty chat only loads the model.
      return json(res, 200, { ...line(req.model, '', undefined), done_reason: 'load', done: true });
    }
    const planned = queue.shift() ?? script.respond?.(req) ?? script.fallback;
    if (!planned) return json(res, 500, { error: 'ollama double: no planned answer left for this chat request' });
    const plan = isErrorPlan(planned) ? planned : answerFor(planned, req);
    if (!(await wait(res, plan.headersDelayMs))) return;
    if (isErrorPlan(plan)) return json(res, plan.status, { error: plan.error });
    if (plan.hold) {
      await plan.hold();
      if (closed.has(res)) return;
    }
    return streamed ? streamAnswer(res, req, plan) : wholeAnswer(res, req, plan);
  }

  function answerFor(plan: AnswerPlan, req: ChatRequestBody): AnswerPlan {
    const messages = req.messages ?? [];
    if (plan.ramble) {
      const cap = typeof req.options?.['num_predict'] === 'number' ? (req.options['num_predict'] as number) : 128;
      const { content, tokens } = rambleUntilCap(messages, cap);
      return { ...plan, content, doneReason: 'length', evalCount: tokens };
    }
    if (plan.auto) return { ...plan, content: autoAnswer(plan.auto, messages, plan.real) };
    if (script.canaries === 'off') return plan;
    return { ...plan, content: withHonestCanaries(plan.content, messages, plan.real) };
  }

  async function streamAnswer(res: ServerResponse, req: ChatRequestBody, plan: AnswerPlan): Promise<void> {
    res.writeHead(200, { 'Content-Type': NDJSON_TYPE });
    res.flushHeaders();
    if (!(await wait(res, plan.firstChunkDelayMs))) return;
    const size = plan.chunkSize ?? 12;
    const parts: { content: string; thinking?: string }[] = [
      ...pieces(plan.thinking ?? '', size).map((t) => ({ content: '', thinking: t })),
      ...pieces(plan.content, size).map((c) => ({ content: c })),
    ];
    for (const [i, part] of parts.entries()) {
      if (i > 0 && !(await wait(res, plan.chunkDelayMs))) return;
      if (i === 1 && plan.holdAfterFirstChunk) await plan.holdAfterFirstChunk();
      if (closed.has(res)) return;
      res.write(`${JSON.stringify(line(req.model!, part.content, part.thinking))}\n`);
    }
    if (plan.dropConnection) {
      res.socket?.destroy();
      return;
    }
    if (plan.errorAfterContent !== undefined) {
      res.end(`${JSON.stringify({ error: plan.errorAfterContent })}\n`);
      return;
    }
    if (plan.endWithoutDone) {
      res.end();
      return;
    }
    res.end(`${JSON.stringify(doneLine(req, plan, parts.length))}\n`);
  }

  async function wholeAnswer(res: ServerResponse, req: ChatRequestBody, plan: AnswerPlan): Promise<void> {
    if (plan.dropConnection) {
      res.socket?.destroy();
      return;
    }
    // Ollama collects the stream; an error inside it becomes the status of the whole answer.
    if (plan.errorAfterContent !== undefined) return json(res, 500, { error: plan.errorAfterContent });
    const chunks = pieces(plan.content, plan.chunkSize ?? 12).length;
    const whole = line(req.model!, plan.content, plan.thinking);
    if (plan.endWithoutDone) return json(res, 200, whole);
    json(res, 200, { ...doneLine(req, plan, chunks), message: whole.message });
  }

  function promptEvalCount(req: ChatRequestBody, plan: AnswerPlan): number {
    if (plan.promptEvalCount !== undefined) return plan.promptEvalCount;
    const messages = req.messages ?? [];
    const counted =
      script.promptCount === 'tokens'
        ? Math.ceil(tokenishChat(messages) * (script.tokenScale ?? 1))
        : Math.ceil(messages.reduce((n, m) => n + (m.content?.length ?? 0), 0) / 4);
    // Ollama keeps at most num_ctx tokens of the prompt (it drops the front) and counts only those.
    const numCtx = typeof req.options?.['num_ctx'] === 'number' ? (req.options['num_ctx'] as number) : 2048;
    return Math.min(counted, numCtx);
  }

  function doneLine(req: ChatRequestBody, plan: AnswerPlan, chunks: number): Record<string, unknown> {
    const evalCount = plan.evalCount ?? chunks;
    return {
      ...line(req.model!, '', undefined),
      done_reason: plan.doneReason ?? 'stop',
      done: true,
      total_duration: 1_250_000_000,
      load_duration: 50_000_000,
      prompt_eval_count: promptEvalCount(req, plan),
      prompt_eval_duration: 400_000_000,
      eval_count: evalCount,
      eval_duration: 800_000_000,
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/api/chat').map((r) => r.body as ChatRequestBody),
    pending: () => queue.length,
    enqueue: (...plans) => {
      queue.push(...plans);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        timers.clear();
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Starts the double from a script given as JSON text (for a separate process reading it from a file). */
export function startOllamaDoubleFromJson(scriptJson: string): Promise<OllamaDouble> {
  const script = JSON.parse(scriptJson) as unknown;
  if (typeof script !== 'object' || script === null || Array.isArray(script)) {
    throw new Error('ollama double: the script must be a JSON object like {"chat": [{"content": "…"}]}');
  }
  return startOllamaDouble(script as OllamaScript);
}

/**
 * A BPE-like count without a vocabulary: text is split the way Qwen's and Llama 3's
 * pre-tokenizers split it (letters with one leading space, single digits, punctuation runs,
 * white space), and each piece costs what byte-pair merges typically leave of it: a word about
 * one token per 6 letters, other scripts one per UTF-8 byte pair, emoji their bytes.
 */
export function tokenishCount(text: string): number {
  let n = 0;
  for (const m of text.matchAll(/ ?\p{L}+| ?\p{N}| ?[^\s\p{L}\p{N}]+|\s+/gu)) {
    const piece = m[0].trimStart() === '' ? m[0] : m[0].trimStart();
    if (/^\s+$/.test(piece)) n += 1;
    else if (/^[A-Za-z]+$/.test(piece)) n += Math.ceil(piece.length / 6);
    else if (/^\p{N}$/u.test(piece)) n += 1;
    else n += Math.max(1, Math.ceil(Buffer.byteLength(piece) / 2));
  }
  return n;
}

/** A Qwen-style template: `<|im_start|>role\n…<|im_end|>\n` per message, then the assistant's opening. */
function tokenishChat(messages: readonly { role: string; content: string }[]): number {
  return messages.reduce((n, m) => n + 4 + tokenishCount(m.content ?? ''), 3);
}

function pieces(s: string, size: number): string[] {
  const chars = Array.from(s);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += Math.max(1, size)) out.push(chars.slice(i, i + Math.max(1, size)).join(''));
  return out;
}

function line(
  model: string,
  content: string,
  thinking: string | undefined,
): { model: string; created_at: string; message: Record<string, string>; done: boolean } {
  return {
    model,
    created_at: new Date().toISOString(),
    message: { role: 'assistant', content, ...(thinking ? { thinking } : {}) },
    done: false,
  };
}

function json(res: ServerResponse, status: number, value: unknown): void {
  if (res.destroyed) return;
  const body = JSON.stringify(value);
  res.writeHead(status, { 'Content-Type': JSON_TYPE, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function text(res: ServerResponse, status: number, body: string): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

const details = (m: DoubleModel) => ({
  parent_model: '',
  format: 'gguf',
  family: m.family ?? 'qwen2',
  families: [m.family ?? 'qwen2'],
  parameter_size: '7.6B',
  quantization_level: 'Q4_K_M',
});

const tagEntry = (m: DoubleModel) => ({
  name: m.name,
  model: m.name,
  modified_at: '2025-01-01T00:00:00Z',
  size: 4_683_087_332,
  digest: m.digest ?? DEFAULT_DIGEST,
  details: details(m),
});

function showResponse(m: DoubleModel): Record<string, unknown> {
  const arch = m.family ?? 'qwen2';
  const parameters = [
    ...(m.numCtx !== undefined ? [`num_ctx                        ${m.numCtx}`] : []),
    'stop                           "<|im_start|>"',
    'stop                           "<|im_end|>"',
  ].join('\n');
  return {
    license: 'Apache License 2.0',
    modelfile: `# Modelfile generated by "ollama show"\nFROM ${m.name}\n`,
    parameters,
    template: '{{- range .Messages }}<|im_start|>{{ .Role }}\n{{ .Content }}<|im_end|>\n{{ end }}<|im_start|>assistant\n',
    details: details(m),
    model_info: {
      'general.architecture': arch,
      'general.parameter_count': 7_615_616_512,
      [`${arch}.context_length`]: m.contextLength ?? 32768,
      [`${arch}.embedding_length`]: 3584,
      [`${arch}.block_count`]: 28,
    },
    capabilities: m.capabilities ?? ['completion'],
    modified_at: '2025-01-01T00:00:00Z',
  };
}
