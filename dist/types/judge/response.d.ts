import * as z from '../contract/zod.js';
import type { JudgeItem } from './types.js';
/** A bound the grammar can work with; no judged file has ten million lines. */
export declare const MAX_LINE = 10000000;
/**
 * Issue 43: how long each free-text field of an answer may be, in characters. Under a grammar a
 * model can stay inside one string until the token cap (random weights of a real shape did, on
 * llama.cpp's server), and the answer is cut and never parses; real small models ramble the same
 * way. Bounded in the schema the server's grammar is built from: a quote is a line of material, a
 * fix or what was observed a few sentences, a path a path.
 */
export declare const ANSWER_BOUNDS: {
    readonly evidence: 400;
    readonly fix: 400;
    readonly path: 300;
    readonly quote: 400;
};
/**
 * The judge's answer as the model must write it, for one request's assertion ids.
 * Keys the schema does not name (a model's own `score` or `verdict`) are stripped, not errors:
 * the verdict never comes from the model (spec rule 5). That each id is answered exactly once
 * is checked by parseJudgeAnswer, which can say which id is missing.
 */
export declare function judgeResponseSchema(ids: readonly [string, ...string[]]): z.ZodMiniObject<{
    criteria: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniEnum<{
            [x: string]: string;
        }>;
        evidence: z.ZodMiniString<string>;
        location: z.ZodMiniOptional<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            line: z.ZodMiniInt;
            quote: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        met: z.ZodMiniBoolean<boolean>;
        fix: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * The answer as the grammar must hold it: the ids asked for, as many items as ids, every free-text
 * field bounded (ANSWER_BOUNDS). judgeResponseJsonSchema is this schema as JSON Schema.
 */
export declare function exactAnswerSchema(ids: readonly [string, ...string[]]): z.ZodMiniObject<{
    criteria: z.ZodMiniArray<z.ZodMiniObject<{
        id: z.ZodMiniEnum<{
            [x: string]: string;
        }>;
        evidence: z.ZodMiniString<string>;
        location: z.ZodMiniOptional<z.ZodMiniObject<{
            path: z.ZodMiniString<string>;
            line: z.ZodMiniInt;
            quote: z.ZodMiniString<string>;
        }, z.core.$strip>>;
        met: z.ZodMiniBoolean<boolean>;
        fix: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
/**
 * The JSON Schema sent as Ollama's `format`. Built per request so that the grammar Ollama derives
 * from it only admits the ids asked for, and as many items as there are ids; every free-text
 * field is bounded (ANSWER_BOUNDS), so a grammar-bound answer always ends.
 *
 * Written out rather than generated from exactAnswerSchema at run time: zod's JSON Schema generator
 * is a chunk of its own (31 KB) that every judged run would load and compile for a schema whose
 * shape never changes, only its ids and item count. A test holds this, key order included (the
 * grammar keeps it), to zod's `toJSONSchema(exactAnswerSchema(ids))` without its `$schema`.
 */
export declare function judgeResponseJsonSchema(ids: readonly [string, ...string[]]): Record<string, unknown>;
export type ParsedAnswer = {
    ok: true;
    items: JudgeItem[];
} | {
    ok: false;
    error: string;
};
/**
 * The JSON text inside a model's answer: `<think>…</think>` blocks and a ```json fence removed.
 * A template that opens the think block inside the prompt leaves only the closing tag in the answer,
 * so everything up to the last `</think>` is thinking too.
 */
export declare function unwrapAnswer(raw: string): string;
/**
 * Parses and validates a model's answer: one item per requested id, each id once.
 * The error text is what the repair request quotes back to the model.
 */
export declare function parseJudgeAnswer(raw: string, ids: readonly string[]): ParsedAnswer;
