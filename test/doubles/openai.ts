/**
 * A wire-level double of an OpenAI-compatible server (vLLM's, llama.cpp's, LM Studio's):
 * `POST /v1/chat/completions` streamed as server-sent events (`data: {chunk}` lines, a usage
 * chunk when `stream_options.include_usage` is set, then `data: [DONE]`), errors as
 * `{"error":{"message","type","code"}}`, and `GET /v1/models` with vLLM's `max_model_len`.
 *
 * Scripted like the Ollama double: a queue of planned answers, one per chat request, every
 * request recorded. Only node: imports and erasable syntax.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { autoAnswer, rambleUntilCap, withHonestCanaries, type AutoMode } from './judge-answers.js';

export interface OpenAiAnswerPlan {
  content: string;
  auto?: AutoMode;
  /** The ids the test wrote: with `auto: "honest"` every other assertion is a canary; a script's missing real ids stay missing. */
  real?: readonly string[];
  chunkSize?: number;
  /** Delay before any byte, headers included. */
  headersDelayMs?: number;
  /** `stop` by default; `length` when cut at max_tokens. */
  finishReason?: string;
  /** The model rambles inside one string until `max_tokens` stops it (`finish_reason: length`); `content` is ignored. */
  ramble?: boolean;
  promptTokens?: number;
  completionTokens?: number;
  /** After the content, an error event ends the stream (the engine died). */
  errorAfterContent?: string;
  /** The socket is destroyed after the content. */
  dropConnection?: boolean;
}

export interface OpenAiErrorPlan {
  status: number;
  message: string;
  type?: string;
  headersDelayMs?: number;
}

export type OpenAiPlan = OpenAiAnswerPlan | OpenAiErrorPlan;

export interface OpenAiScript {
  /** Model ids served; default one, `qwen2.5-coder:7b`, with `max_model_len` 8192. */
  models?: { id: string; maxModelLen?: number; root?: string }[];
  /**
   * `llama.cpp`: `/v1/models` in llama.cpp's server's shape (`owned_by: llamacpp`, a `meta` with
   * `n_ctx_train` and, unless `listsServedContext` is false, `n_ctx`, no `max_model_len`), and
   * `GET /props` with `default_generation_settings.n_ctx`. Default: vLLM's.
   */
  server?: { kind: 'llama.cpp'; nCtx: number; nCtxTrain: number; listsServedContext?: boolean };
  chat?: OpenAiPlan[];
  /**
   * Answers a chat request the queue has no plan for, from the request itself (a judge that
   * decides per request: from labels, always the same way, by seed). Not JSON: in-process only.
   */
  respond?: (request: OpenAiChatBody) => OpenAiPlan;
  /** Answers every request this way once the queue is empty. */
  fallback?: OpenAiAnswerPlan;
  /** Required bearer key; requests without it get 401. */
  apiKey?: string;
  /**
   * Refuse a chat request that does not fit the context the server serves, with the server's own
   * body: llama.cpp (`server.kind`) when the prompt reaches `nCtx`, HTTP 400
   * `{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it",
   * "type":"exceed_context_size_error","n_prompt_tokens":N,"n_ctx":M}}`; vLLM when the prompt and
   * `max_tokens` pass `max_model_len`, HTTP 400 `{"object":"error","message":"This model's maximum context
   * length is N tokens. However, you requested M tokens (P in the messages, C in the completion). Please
   * reduce the length of the messages or completion.","type":"BadRequestError","param":null,"code":400}`.
   * The prompt is counted as the usage would be (`promptTokens` of the plan, else a token per 4 characters).
   * Off by default: a real server of an unknown kind may truncate instead.
   */
  refusesOverContext?: boolean;
  canaries?: 'honest' | 'off';
}

/** The parts of a chat completion request the double reads. */
export interface OpenAiChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  seed?: number;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type?: string; json_schema?: { schema?: unknown } };
  [key: string]: unknown;
}

export interface RecordedOpenAiRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body as text, byte for byte. */
  raw: string;
  body: unknown;
}

export interface OpenAiDouble {
  url: string;
  requests: RecordedOpenAiRequest[];
  chatRequests(): Record<string, unknown>[];
  close(): Promise<void>;
}

const isError = (p: OpenAiPlan): p is OpenAiErrorPlan => typeof (p as OpenAiErrorPlan).status === 'number';

export async function startOpenAiDouble(script: OpenAiScript = {}): Promise<OpenAiDouble> {
  const models = script.models ?? [{ id: 'qwen2.5-coder:7b', maxModelLen: 8192 }];
  const queue = [...(script.chat ?? [])];
  const requests: RecordedOpenAiRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number | undefined) =>
    new Promise<void>((resolve) => {
      if (!ms) return resolve();
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const error = (res: ServerResponse, status: number, message: string, type = 'BadRequestError'): void => {
    if (res.destroyed) return;
    const body = JSON.stringify({ error: { message, type, param: null, code: status } });
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };

  const server = createServer((req, res) => {
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
      void handle(req.method ?? 'GET', path, req.headers['authorization'], body, res).catch(() => res.destroy());
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  async function handle(method: string, path: string, auth: string | undefined, body: unknown, res: ServerResponse): Promise<void> {
    if (script.apiKey !== undefined && auth !== `Bearer ${script.apiKey}`) return error(res, 401, 'Invalid API key', 'AuthenticationError');
    const llama = script.server;
    if (method === 'GET' && path === '/props' && llama) {
      const text = JSON.stringify({ default_generation_settings: { n_ctx: llama.nCtx, params: {} }, total_slots: 1, chat_template: '' });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      return void res.end(text);
    }
    if (method === 'GET' && path === '/v1/models' && llama) {
      const data = models.map((m) => ({
        id: m.id,
        object: 'model',
        created: Math.floor(Date.now() / 1000),
        owned_by: 'llamacpp',
        meta: {
          vocab_type: 2,
          n_vocab: 151936,
          n_ctx_train: llama.nCtxTrain,
          ...(llama.listsServedContext === false ? {} : { n_ctx: llama.nCtx }),
          n_embd: 896,
          n_params: 494032768,
          size: 994156544,
        },
      }));
      const text = JSON.stringify({ object: 'list', data });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      return void res.end(text);
    }
    if (method === 'GET' && path === '/v1/models') {
      const data = models.map((m) => ({
        id: m.id,
        object: 'model',
        created: Math.floor(Date.now() / 1000),
        owned_by: 'vllm',
        root: m.root ?? m.id,
        parent: null,
        max_model_len: m.maxModelLen ?? 8192,
      }));
      const text = JSON.stringify({ object: 'list', data });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      return void res.end(text);
    }
    if (method !== 'POST' || path !== '/v1/chat/completions') return error(res, 404, `Not Found: ${path}`, 'NotFoundError');
    const req = body as OpenAiChatBody | undefined;
    if (!req || typeof req.model !== 'string') return error(res, 400, 'model is required');
    if (!models.some((m) => m.id === req.model)) return error(res, 404, `The model \`${req.model}\` does not exist.`, 'NotFoundError');
    if (
      req.response_format &&
      (req.response_format.type !== 'json_schema' || typeof req.response_format.json_schema?.schema !== 'object')
    ) {
      return error(res, 400, 'response_format.json_schema.schema must be an object');
    }
    let planned = queue.shift() ?? script.respond?.(req) ?? script.fallback;
    if (!planned) return error(res, 500, 'openai double: no planned answer left', 'InternalServerError');
    if (script.refusesOverContext && !isError(planned)) {
      const counted = planned.promptTokens ?? Math.ceil((req.messages ?? []).reduce((n, m) => n + m.content.length, 0) / 4);
      const refusal = overContext(req, counted);
      if (refusal) {
        res.writeHead(400, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(refusal) });
        return void res.end(refusal);
      }
    }
    await sleep(planned.headersDelayMs);
    if (res.destroyed) return;
    if (isError(planned)) return error(res, planned.status, planned.message, planned.type ?? 'InternalServerError');
    const messages = req.messages ?? [];
    if (planned.ramble) {
      const { content, tokens } = rambleUntilCap(messages, typeof req['max_tokens'] === 'number' ? req['max_tokens'] : 128);
      planned = { ...planned, content, finishReason: 'length', completionTokens: tokens, ramble: false };
    }
    const content = planned.auto
      ? autoAnswer(planned.auto, messages, planned.real)
      : script.canaries === 'off'
        ? planned.content
        : withHonestCanaries(planned.content, messages, planned.real);
    const id = `chatcmpl-${requests.length}`;
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created: 0,
      model: req.model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    const usage = {
      prompt_tokens: planned.promptTokens ?? Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 4),
      completion_tokens: planned.completionTokens ?? Math.ceil(content.length / 4),
    };
    if (req.stream === false) {
      const text = JSON.stringify({
        id,
        object: 'chat.completion',
        model: req.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: planned.finishReason ?? 'stop' }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(text);
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (v: unknown) => res.write(`data: ${JSON.stringify(v)}\n\n`);
    send(chunk({ role: 'assistant', content: '' }, null));
    const size = planned.chunkSize ?? 16;
    for (let i = 0; i < content.length; i += size) send(chunk({ content: content.slice(i, i + size) }, null));
    if (planned.dropConnection) return void res.socket?.destroy();
    if (planned.errorAfterContent !== undefined) {
      send({ error: { message: planned.errorAfterContent, type: 'InternalServerError', code: 500 } });
      return void res.end();
    }
    send(chunk({}, planned.finishReason ?? 'stop'));
    if (req.stream_options?.include_usage)
      send({
        id,
        object: 'chat.completion.chunk',
        created: 0,
        model: req.model,
        choices: [],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
    res.end('data: [DONE]\n\n');
  }

  /** The server's refusal body when the request does not fit what it serves, else undefined. */
  function overContext(req: OpenAiChatBody, prompt: number): string | undefined {
    const llama = script.server;
    if (llama) {
      if (prompt < llama.nCtx) return undefined;
      return JSON.stringify({
        error: {
          code: 400,
          message: 'the request exceeds the available context size, try increasing it',
          type: 'exceed_context_size_error',
          n_prompt_tokens: prompt,
          n_ctx: llama.nCtx,
        },
      });
    }
    const served = models.find((m) => m.id === req.model)?.maxModelLen ?? 8192;
    const completion = typeof req['max_tokens'] === 'number' ? req['max_tokens'] : served - prompt;
    if (prompt + completion <= served) return undefined;
    return JSON.stringify({
      object: 'error',
      message:
        `This model's maximum context length is ${served} tokens. However, you requested ${prompt + completion} tokens ` +
        `(${prompt} in the messages, ${completion} in the completion). Please reduce the length of the messages or completion.`,
      type: 'BadRequestError',
      param: null,
      code: 400,
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions').map((r) => r.body as Record<string, unknown>),
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
