import * as z from '../contract/zod.js';
import { describeIssues } from '../contract/issues.js';
import type { JudgeItem } from './types.js';

/** A bound the grammar can work with; no judged file has ten million lines. */
export const MAX_LINE = 10_000_000;

/**
 * Issue 43: how long each free-text field of an answer may be, in characters. Under a grammar a
 * model can stay inside one string until the token cap (random weights of a real shape did, on
 * llama.cpp's server), and the answer is cut and never parses; real small models ramble the same
 * way. Bounded in the schema the server's grammar is built from: a quote is a line of material, a
 * fix or what was observed a few sentences, a path a path.
 */
export const ANSWER_BOUNDS = { evidence: 400, fix: 400, path: 300, quote: 400 } as const;

const text = (bound: number | undefined) => (bound === undefined ? z.string() : z.string().check(z.maxLength(bound)));

function criterionSchema(ids: readonly [string, ...string[]], bounded: boolean) {
  const known = ids.map((id) => JSON.stringify(id)).join(', ');
  const b = (field: keyof typeof ANSWER_BOUNDS): number | undefined => (bounded ? ANSWER_BOUNDS[field] : undefined);
  // Evidence before the decision: the grammar makes the model write what it observed, and where,
  // before it may write `met`, so the decision follows the evidence instead of being justified after it.
  return z.object({
    id: z.enum(ids, { error: (issue) => `unknown assertion id ${JSON.stringify(issue.input)}; the ids are ${known}` }),
    evidence: text(b('evidence')),
    location: z.optional(
      z.object({
        path: text(b('path')).check(z.minLength(1)),
        line: z.int().check(z.gte(1), z.lte(MAX_LINE)),
        quote: text(b('quote')),
      }),
    ),
    met: z.boolean(),
    fix: z.optional(text(b('fix'))),
  });
}

/**
 * The judge's answer as the model must write it, for one request's assertion ids.
 * Keys the schema does not name (a model's own `score` or `verdict`) are stripped, not errors:
 * the verdict never comes from the model (spec rule 5). That each id is answered exactly once
 * is checked by parseJudgeAnswer, which can say which id is missing.
 */
export function judgeResponseSchema(ids: readonly [string, ...string[]]) {
  // Parsed without the bounds: a server without a grammar may answer longer, which is still an answer.
  return z.object({ criteria: z.array(criterionSchema(ids, false)) });
}

/**
 * The answer as the grammar must hold it: the ids asked for, as many items as ids, every free-text
 * field bounded (ANSWER_BOUNDS). judgeResponseJsonSchema is this schema as JSON Schema.
 */
export function exactAnswerSchema(ids: readonly [string, ...string[]]) {
  return z.object({ criteria: z.array(criterionSchema(ids, true)).check(z.length(ids.length)) });
}

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
export function judgeResponseJsonSchema(ids: readonly [string, ...string[]]): Record<string, unknown> {
  const text = (maxLength: number) => ({ type: 'string', maxLength });
  return {
    type: 'object',
    properties: {
      criteria: {
        minItems: ids.length,
        maxItems: ids.length,
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', enum: [...ids] },
            evidence: text(ANSWER_BOUNDS.evidence),
            location: {
              type: 'object',
              properties: {
                path: { type: 'string', minLength: 1, maxLength: ANSWER_BOUNDS.path },
                line: { type: 'integer', minimum: 1, maximum: MAX_LINE },
                quote: text(ANSWER_BOUNDS.quote),
              },
              required: ['path', 'line', 'quote'],
              additionalProperties: false,
            },
            met: { type: 'boolean' },
            fix: text(ANSWER_BOUNDS.fix),
          },
          required: ['id', 'evidence', 'met'],
          additionalProperties: false,
        },
      },
    },
    required: ['criteria'],
    additionalProperties: false,
  };
}

export type ParsedAnswer = { ok: true; items: JudgeItem[] } | { ok: false; error: string };

const THINK_BLOCK = /<think>[\s\S]*?<\/think>/g;
const CLOSE_THINK = '</think>';
const FENCE = /```[A-Za-z0-9_-]*[ \t]*\r?\n([\s\S]*?)\r?\n?[ \t]*```/;

/**
 * The JSON text inside a model's answer: `<think>…</think>` blocks and a ```json fence removed.
 * A template that opens the think block inside the prompt leaves only the closing tag in the answer,
 * so everything up to the last `</think>` is thinking too.
 */
export function unwrapAnswer(raw: string): string {
  let text = raw.replace(THINK_BLOCK, '');
  const close = text.lastIndexOf(CLOSE_THINK);
  if (close >= 0) text = text.slice(close + CLOSE_THINK.length);
  // Thinking that never closed (the answer was cut off mid-thought) is not an answer.
  text = text.replace(/<think>[\s\S]*$/, '').trim();
  if (!text.startsWith('{')) {
    const fenced = FENCE.exec(text);
    if (fenced) text = fenced[1]!.trim();
  }
  return text;
}

/** An optional field sent as `null` means "absent"; tolerated so a harmless habit does not cost a repair call. */
function dropNullOptionals(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { criteria?: unknown }).criteria)) return value;
  const criteria = (value as { criteria: unknown[] }).criteria.map((item) => {
    if (typeof item !== 'object' || item === null) return item;
    return Object.fromEntries(Object.entries(item).filter(([key, v]) => !(v === null && (key === 'location' || key === 'fix'))));
  });
  return { ...value, criteria };
}

/**
 * Parses and validates a model's answer: one item per requested id, each id once.
 * The error text is what the repair request quotes back to the model.
 */
export function parseJudgeAnswer(raw: string, ids: readonly string[]): ParsedAnswer {
  const [first, ...rest] = ids;
  if (first === undefined) return { ok: true, items: [] };
  const text = unwrapAnswer(raw);
  if (text === '') return { ok: false, error: 'the answer contained no JSON object' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `the answer is not valid JSON (${(e as Error).message})` };
  }
  const parsed = judgeResponseSchema([first, ...rest]).safeParse(dropNullOptionals(value));
  if (!parsed.success) return { ok: false, error: describeIssues(parsed.error).join('; ') };

  const byId = new Map<string, JudgeItem>();
  const problems: string[] = [];
  parsed.data.criteria.forEach((item, i) => {
    if (byId.has(item.id)) problems.push(`criteria[${i}].id: assertion id ${JSON.stringify(item.id)} is answered twice`);
    byId.set(item.id, item);
  });
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) problems.push(`criteria: no item for assertion id ${missing.map((id) => JSON.stringify(id)).join(', ')}`);
  if (problems.length > 0) return { ok: false, error: problems.join('; ') };
  return { ok: true, items: ids.map((id) => byId.get(id)!) };
}
