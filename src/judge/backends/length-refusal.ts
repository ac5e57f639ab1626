/**
 * A server that refused a request for its length (issue 43), with the sizes it named. Unlike a
 * failing host, this is about the request: no other host is tried, the request is refitted once.
 *
 * What the servers answer, as their sources write it:
 * - llama.cpp's server: HTTP 400 `{"error":{"code":400,"message":"the request exceeds the available
 *   context size, try increasing it","type":"exceed_context_size_error","n_prompt_tokens":N,"n_ctx":M}}`
 *   (newer builds word it `request (N tokens) exceeds the available context size (M tokens), try increasing it`).
 * - vLLM: HTTP 400 `{"object":"error","message":"This model's maximum context length is N tokens.
 *   However, you requested M tokens (P in the messages, C in the completion). …","type":"BadRequestError",…}`,
 *   or, in other releases, `… However, your request has P input tokens.` and `'max_tokens' … is too large: C.
 *   This model's maximum context length is N tokens and your request has P input tokens …`.
 * - Ollama keeps only the last `num_ctx` tokens of a prompt and answers (the server's count shows
 *   it: within-context.ts). Asked not to truncate, or in releases that pass llama.cpp's error on,
 *   it refuses with `{"error":"the input length exceeds the context length"}` (no sizes) or with
 *   llama.cpp's body above as the `error` string.
 */
export class LengthRefusal extends Error {
  override name = 'LengthRefusal';
  constructor(
    /** The context the server serves, in tokens, when it said. */
    readonly served: number | undefined,
    /** The request's size as the server counted it (prompt, and the answer's room where it adds it), when it said. */
    readonly requested: number | undefined,
    /** The prompt alone as the server counted it, when it said. */
    readonly promptTokens: number | undefined,
    /** The server's own words. */
    readonly detail: string,
  ) {
    super(detail);
  }

  /** One line for the user: what the server serves and what was asked, as far as it said. */
  describe(): string {
    const serves =
      this.served === undefined ? 'the server refused the request for its length' : `the server serves ${this.served} tokens of context`;
    return this.requested === undefined ? serves : `${serves}; the request was ${this.requested}`;
  }
}

const int = (s: string | undefined): number | undefined => (s === undefined ? undefined : Number(s.replace(/,/g, '')));

const LLAMA_CPP = /exceeds the available context size/i;
const LLAMA_CPP_SIZES = /request \((\d+) tokens\) exceeds the available context size \((\d+) tokens\)/i;
const VLLM = /maximum context length is ([\d,]+) tokens/i;
const VLLM_REQUESTED = /you requested ([\d,]+) tokens(?: \(([\d,]+) in the messages)?/i;
const VLLM_INPUT = /(?:your request has|your prompt contains(?: at least)?|your messages resulted in) ([\d,]+) input tokens/i;
const VLLM_MAX_TOKENS = /too large: ([\d,]+)\./i;
const OLLAMA = /the input length exceeds the context length/i;

/** llama.cpp's `{"error":{…}}` object, from a body or from a string that holds one (Ollama passes it on as text). */
function llamaCppError(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text) as { error?: unknown };
    if (typeof v.error === 'object' && v.error !== null) return v.error as Record<string, unknown>;
    if (typeof v.error === 'string') return llamaCppError(v.error);
  } catch {
    // not JSON
  }
  return undefined;
}

const positive = (v: unknown): number | undefined => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined);

/** The refusal in an error body (the whole body, as the server sent it), or undefined when the body says something else. */
export function parseLengthRefusal(body: string): LengthRefusal | undefined {
  const error = llamaCppError(body);
  const message = typeof error?.['message'] === 'string' ? error['message'] : body;
  const detail = message.replace(/\s+/g, ' ').trim();
  if (error?.['type'] === 'exceed_context_size_error' || LLAMA_CPP.test(message)) {
    const sizes = LLAMA_CPP_SIZES.exec(message);
    const prompt = positive(error?.['n_prompt_tokens']) ?? int(sizes?.[1]);
    return new LengthRefusal(positive(error?.['n_ctx']) ?? int(sizes?.[2]), prompt, prompt, detail);
  }
  const vllm = VLLM.exec(message);
  if (vllm) {
    const requested = VLLM_REQUESTED.exec(message);
    const input = VLLM_INPUT.exec(message);
    const maxTokens = int(VLLM_MAX_TOKENS.exec(message)?.[1]);
    const prompt = int(requested?.[2]) ?? int(input?.[1]);
    const total = int(requested?.[1]) ?? (prompt !== undefined && maxTokens !== undefined ? prompt + maxTokens : prompt);
    return new LengthRefusal(int(vllm[1]), total, prompt, detail);
  }
  if (OLLAMA.test(message)) return new LengthRefusal(undefined, undefined, undefined, detail);
  return undefined;
}
