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
export declare class LengthRefusal extends Error {
    /** The context the server serves, in tokens, when it said. */
    readonly served: number | undefined;
    /** The request's size as the server counted it (prompt, and the answer's room where it adds it), when it said. */
    readonly requested: number | undefined;
    /** The prompt alone as the server counted it, when it said. */
    readonly promptTokens: number | undefined;
    /** The server's own words. */
    readonly detail: string;
    name: string;
    constructor(
    /** The context the server serves, in tokens, when it said. */
    served: number | undefined, 
    /** The request's size as the server counted it (prompt, and the answer's room where it adds it), when it said. */
    requested: number | undefined, 
    /** The prompt alone as the server counted it, when it said. */
    promptTokens: number | undefined, 
    /** The server's own words. */
    detail: string);
    /** One line for the user: what the server serves and what was asked, as far as it said. */
    describe(): string;
}
/** The refusal in an error body (the whole body, as the server sent it), or undefined when the body says something else. */
export declare function parseLengthRefusal(body: string): LengthRefusal | undefined;
