/** Where a request to Ollama was when it failed: asking about the model, sending the chat, reading its answer. */
export type Stage = 'show' | 'chat' | 'stream';
import { errorMessage } from '../errors/message.js';
import { normaliseSpace } from '../subject/text.js';
import { clip } from '../text/clip.js';

export interface FailureContext {
  host: string;
  model: string;
  timeoutSeconds: number;
  /** The judge's deadline has passed: whatever the error looks like, that is the cause. */
  timedOut: boolean;
}

/** The ollama client's words when a stream closes without its `done` line (ollama-js 0.6.4). */
const STREAM_NOT_DONE = 'Did not receive done or success response in stream.';

const MAX_CAUSE = 300;

/** A cause quoted in a judge error: one line, and not a page of it. */
export const oneLine = (s: string): string => clip(normaliseSpace(s), MAX_CAUSE);

interface ResponseErrorLike {
  error: string;
  status_code: number;
}

function isResponseError(e: unknown): e is Error & ResponseErrorLike {
  return e instanceof Error && e.name === 'ResponseError' && typeof (e as Partial<ResponseErrorLike>).status_code === 'number';
}

/** Every `code` along an error's causes (undici wraps socket errors, Node wraps per-address attempts in an AggregateError). */
export function errorCodes(e: unknown, depth = 0): string[] {
  if (depth > 6 || typeof e !== 'object' || e === null) return [];
  const { code, cause, errors } = e as { code?: unknown; cause?: unknown; errors?: unknown };
  return [
    ...(typeof code === 'string' ? [code] : []),
    ...errorCodes(cause, depth + 1),
    ...(Array.isArray(errors) ? errors.flatMap((x) => errorCodes(x, depth + 1)) : []),
  ];
}

export function networkCause(codes: readonly string[]): string | undefined {
  const has = (...c: string[]) => codes.some((code) => c.includes(code));
  if (has('ECONNREFUSED')) return 'connection refused';
  if (has('ENOTFOUND', 'EAI_AGAIN')) return 'host not found';
  if (has('ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT')) return 'connection timed out';
  if (has('ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED')) return 'connection closed';
  if (has('UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT')) return 'the HTTP client gave up waiting';
  return undefined;
}

/** One line saying why the judge could not answer; never a stack. */
export function describeFailure(e: unknown, stage: Stage, ctx: FailureContext): string {
  const at = `Ollama at ${ctx.host}`;
  if (ctx.timedOut) return `the judge timed out after ${ctx.timeoutSeconds} s (${at}, model ${ctx.model})`;

  if (isResponseError(e)) {
    const text = oneLine(e.error || e.message);
    if (e.status_code === 404 && /not found/i.test(text) && /model/i.test(text)) {
      return `model "${ctx.model}" is not available on ${at} (${text}); run: ollama pull ${ctx.model}`;
    }
    return `${at} answered ${e.status_code}: ${text}`;
  }

  const message = oneLine(errorMessage(e));
  const network = networkCause(errorCodes(e));
  if (stage === 'stream') {
    if (network) return `the connection to ${at} broke in the middle of the answer (${network})`;
    if (message === STREAM_NOT_DONE) return `${at} ended the answer stream before it was done`;
    // The client throws a stream's `{"error": …}` line as a plain Error carrying Ollama's text.
    return `${at} reported an error in the middle of the answer: ${message}`;
  }
  if (network) return `cannot reach ${at}: ${network}`;
  // undici says only "fetch failed"; the reason (a refused port, a bad URL) sits in the cause.
  const cause = e instanceof Error && e.cause instanceof Error ? oneLine(e.cause.message) : '';
  return `cannot reach ${at}: ${message}${cause && cause !== message ? ` (${cause})` : ''}`;
}
