import { sha256 } from '../text/sha256.js';
import type { Receipt, ReceiptCall } from '../contract/result.js';
import type { JudgeItem } from './types.js';

/**
 * The receipt of one judgement (spec §15), collected as the judge works: every request body and
 * answer by SHA-256, the model's digest, and each criterion's votes. The request bodies
 * themselves leave only through `onSent` (the `--requests` file `critic-gate replay` reads),
 * never in the result: they hold the whole material, which is untrusted and may be large.
 */

export { sha256 };

/** One request as it was sent, a line of the requests file: enough to send it again and read its answer. */
export interface SentRequest {
  /** Which judgement of which batch (a vote of a part) the request belongs to; a repair or a refit shares it. */
  turn: number;
  /** The server's path the body went to, e.g. `/api/chat`. */
  path: string;
  /** The request body, byte for byte (no header, so no key). */
  body: string;
  /** The ids the answer must give (canaries included), to parse it. */
  ids: string[];
  /** The criteria among `ids`: the ones the tally counts. */
  criteria: string[];
  request_sha256: string;
  answer_sha256: string;
}

export interface Sent {
  path: string;
  body: string;
}

/** The model's digest as its identity says it: Ollama's `name@digest`; an OpenAI-compatible identity (JSON) names none. */
export function digestOf(identity: string | undefined): string | null {
  if (identity === undefined || identity.startsWith('{')) return null;
  const at = identity.lastIndexOf('@');
  return at >= 0 ? identity.slice(at + 1) : null;
}

export class ReceiptLog {
  private readonly calls: ReceiptCall[] = [];
  private readonly tally = new Map<string, { met: number; unmet: number }>();
  private turns = 0;
  private current = 0;
  identity: string | undefined;

  constructor(private readonly onSent?: ((request: SentRequest) => void) | undefined) {}

  /** A new judgement of a batch begins (a vote of a part); its requests share a turn. */
  beginTurn(): void {
    this.current = ++this.turns;
  }

  sent(sent: Sent | undefined, answer: string, ids: readonly string[], criteria: readonly string[]): void {
    const answer_sha256 = sha256(answer);
    if (sent === undefined) {
      // A backend that cannot say what it sent (a test's in-process adapter): the answer is still accounted for.
      this.calls.push({ answer_sha256 });
      return;
    }
    const request_sha256 = sha256(sent.body);
    this.calls.push({ request_sha256, answer_sha256 });
    this.onSent?.({ turn: this.current, ...sent, ids: [...ids], criteria: [...criteria], request_sha256, answer_sha256 });
  }

  cached(answer: string): void {
    this.calls.push({ answer_sha256: sha256(answer), cached: true });
  }

  /** One judgement's answers for the criteria it was asked about. */
  count(criteria: readonly string[], items: readonly JudgeItem[]): void {
    for (const id of criteria) {
      const item = items.find((i) => i.id === id);
      const t = this.tally.get(id) ?? { met: 0, unmet: 0 };
      if (item?.met) t.met++;
      else t.unmet++;
      this.tally.set(id, t);
    }
  }

  receipt(o: { model: string; backend: string; temperature: number; seed: number; numCtx: number | undefined }): Receipt {
    const cacheOnly = this.calls.length > 0 && this.calls.every((c) => c.cached);
    return {
      model: o.model,
      digest: digestOf(this.identity),
      backend: o.backend,
      temperature: o.temperature,
      seed: o.seed,
      ...(o.numCtx !== undefined ? { num_ctx: o.numCtx } : {}),
      calls: [...this.calls],
      tally: Object.fromEntries(this.tally),
      ...(cacheOnly ? { no_model_call: 'cache-hit' as const } : {}),
    };
  }
}
