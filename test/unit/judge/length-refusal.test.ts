import { describe, expect, it } from 'vitest';
import { parseLengthRefusal } from '../../../src/judge/backends/length-refusal.js';

/** Issue 43: each server's refusal of a request for its length, as its source writes the body. */
describe('parseLengthRefusal', () => {
  const llamaCpp = (message: string) =>
    JSON.stringify({ error: { code: 400, message, type: 'exceed_context_size_error', n_prompt_tokens: 28012, n_ctx: 8192 } });

  it.each([
    ['llama.cpp', llamaCpp('the request exceeds the available context size, try increasing it'), 8192, 28012, 28012],
    [
      'llama.cpp, newer wording',
      llamaCpp('request (28012 tokens) exceeds the available context size (8192 tokens), try increasing it'),
      8192,
      28012,
      28012,
    ],
    [
      'llama.cpp, sizes only in the message',
      JSON.stringify({
        error: { code: 400, message: 'request (9000 tokens) exceeds the available context size (4096 tokens), try increasing it' },
      }),
      4096,
      9000,
      9000,
    ],
    [
      'vLLM',
      JSON.stringify({
        object: 'error',
        message:
          "This model's maximum context length is 8192 tokens. However, you requested 29036 tokens (28012 in the messages, 1024 in the completion). Please reduce the length of the messages or completion.",
        type: 'BadRequestError',
        param: null,
        code: 400,
      }),
      8192,
      29036,
      28012,
    ],
    [
      'vLLM, input tokens',
      JSON.stringify({
        error: {
          message:
            "This model's maximum context length is 8192 tokens. However, your request has 9100 input tokens. Please reduce the length of the input messages.",
          type: 'BadRequestError',
          code: 400,
        },
      }),
      8192,
      9100,
      9100,
    ],
    [
      'vLLM, max_tokens too large',
      JSON.stringify({
        error: {
          message:
            "'max_tokens' or 'max_completion_tokens' is too large: 2000. This model's maximum context length is 4096 tokens and your request has 2104 input tokens (2000 > 4096 - 2104).",
          code: 400,
        },
      }),
      4096,
      4104,
      2104,
    ],
    [
      "Ollama, passing llama.cpp's body on as text",
      JSON.stringify({ error: llamaCpp('request (2622 tokens) exceeds the available context size (512 tokens), try increasing it') }),
      8192,
      28012,
      28012,
    ],
    ['Ollama', JSON.stringify({ error: 'the input length exceeds the context length' }), undefined, undefined, undefined],
    ['Ollama, the error text alone', 'the input length exceeds the context length', undefined, undefined, undefined],
  ])('%s', (_server, body, served, requested, promptTokens) => {
    const refusal = parseLengthRefusal(body);
    expect(refusal).toMatchObject({ served, requested, promptTokens });
    expect(refusal!.describe()).toBe(
      served === undefined
        ? 'the server refused the request for its length'
        : `the server serves ${served} tokens of context; the request was ${requested}`,
    );
  });

  it.each([
    JSON.stringify({
      error: {
        code: 400,
        message: 'Multimodal data provided, but model does not support multimodal requests.',
        type: 'invalid_request_error',
      },
    }),
    JSON.stringify({ object: 'error', message: 'response_format is not supported by this model', type: 'BadRequestError', code: 400 }),
    JSON.stringify({ error: 'illegal base64 data at input byte 0' }),
    'Bad Request',
  ])('is not read into another 400: %s', (body) => {
    expect(parseLengthRefusal(body)).toBeUndefined();
  });
});
