import { Ollama } from 'ollama';
import { DEFAULTS } from '../defaults.js';
import { DEFAULT_NUM_CTX } from './fit.js';
import { describeFailure, type Stage } from './failure.js';
import { judgeFetch, patientAgent } from './http.js';
import { planPrompt, type ChatMessage, type PromptPlan } from './plan.js';
import { judgeWithinContext, type ServerReply } from './within-context.js';
import { JudgeError, type Judge, type JudgeAnswer, type JudgeRequest, type JudgeStats } from './types.js';

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

/** The LLM judge on an Ollama server, through the official client. */
export function createOllamaJudge(options: OllamaJudgeOptions): Judge {
  return { model: options.model, judge: (request) => judgeWithOllama(options, request) };
}

async function judgeWithOllama(o: OllamaJudgeOptions, request: JudgeRequest): Promise<JudgeAnswer> {
  const now = o.now ?? (() => performance.now());
  const started = now();
  const timeoutSeconds = o.timeoutSeconds ?? DEFAULTS.timeoutSeconds;
  const counts = { llm_calls: 0, prompt_tokens: 0, prompt_tokens_estimated: 0, completion_tokens: 0, truncated_lines: 0 };
  const stats = (): JudgeStats => ({ model: o.model, ...counts, duration_ms: Math.max(0, Math.round(now() - started)) });
  if (request.assertions.length === 0) return { items: [], seen: new Map(), stats: stats() };

  const deadline = new AbortController();
  // setTimeout fires at once for delays beyond 2^31-1 ms; a limit that long means "no limit" anyway.
  const timer = setTimeout(
    () => deadline.abort(new Error(`deadline of ${timeoutSeconds} s passed`)),
    Math.min(Math.max(0, timeoutSeconds * 1000), 2 ** 31 - 1),
  );
  const dispatcher = o.fetch ? undefined : patientAgent();
  const client = new Ollama({ host: o.host, fetch: judgeFetch({ deadline: deadline.signal, dispatcher, base: o.fetch }) });
  let stage: Stage = 'show';

  const ask = async (plan: PromptPlan, messages: ChatMessage[]): Promise<ServerReply> => {
    stage = 'chat';
    counts.llm_calls++;
    const stream = await client.chat({
      model: o.model,
      messages,
      format: plan.format,
      options: {
        temperature: o.temperature ?? DEFAULTS.temperature,
        seed: o.seed ?? DEFAULTS.seed,
        num_ctx: plan.budget.numCtx,
        num_predict: plan.budget.answerTokens,
      },
      keep_alive: o.keepAlive ?? DEFAULTS.keepAlive,
      // Thinking is not asked for (it costs minutes and the schema wants no prose); a model
      // that thinks anyway has it in `message.thinking` or `<think>` blocks, both ignored.
      think: false,
      // Streamed, so that a long generation keeps bytes flowing on the connection.
      stream: true,
    });
    stage = 'stream';
    let content = '';
    for await (const part of stream) {
      content += part.message?.content ?? '';
      if (part.done) {
        counts.prompt_tokens += part.prompt_eval_count ?? 0;
        counts.completion_tokens += part.eval_count ?? 0;
        return { content, cutOff: part.done_reason === 'length', promptTokens: part.prompt_eval_count };
      }
    }
    throw new JudgeError(`Ollama at ${o.host} ended the answer stream before it was done`);
  };

  try {
    const numCtx = o.numCtx ?? (await contextLengthOf(client, o.model));
    const { plan, items } = await judgeWithinContext(
      (scale) => {
        const p = planPrompt(request, numCtx, scale);
        counts.truncated_lines = p.truncatedLines;
        return p;
      },
      ask,
      { onEstimate: (n) => (counts.prompt_tokens_estimated += n) },
    );
    return { items, seen: plan.seen, stats: stats() };
  } catch (e) {
    const timedOut = deadline.signal.aborted;
    const message =
      e instanceof JudgeError && !timedOut ? e.message : describeFailure(e, stage, { host: o.host, model: o.model, timeoutSeconds, timedOut });
    throw new JudgeError(message, stats());
  } finally {
    clearTimeout(timer);
    await dispatcher?.destroy().catch(() => undefined);
  }
}

async function contextLengthOf(client: Ollama, model: string): Promise<number> {
  const show = await client.show({ model });
  return contextLengthFromShow(show as { parameters?: unknown; model_info?: unknown }) ?? DEFAULT_NUM_CTX;
}
