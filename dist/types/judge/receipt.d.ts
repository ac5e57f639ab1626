import { sha256 } from '../text/sha256.js';
import type { Receipt } from '../contract/result.js';
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
export declare function digestOf(identity: string | undefined): string | null;
export declare class ReceiptLog {
    private readonly onSent?;
    private readonly calls;
    private readonly tally;
    private turns;
    private current;
    identity: string | undefined;
    constructor(onSent?: ((request: SentRequest) => void) | undefined);
    /** A new judgement of a batch begins (a vote of a part); its requests share a turn. */
    beginTurn(): void;
    sent(sent: Sent | undefined, answer: string, ids: readonly string[], criteria: readonly string[]): void;
    cached(answer: string): void;
    /** One judgement's answers for the criteria it was asked about. */
    count(criteria: readonly string[], items: readonly JudgeItem[]): void;
    receipt(o: {
        model: string;
        backend: string;
        temperature: number;
        seed: number;
        numCtx: number | undefined;
    }): Receipt;
}
