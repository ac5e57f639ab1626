import * as z from '../contract/zod.js';
import { toJSONSchema } from '../contract/zod-json-schema.js';
import { describeIssues } from '../contract/issues.js';
import type { JudgeItem } from './types.js';

/** A bound the grammar can work with; no judged file has ten million lines. */
const MAX_LINE = 10_000_000;

const LocationAnswerSchema = z.object({
  path: z.string().check(z.minLength(1)),
  line: z.int().check(z.gte(1), z.lte(MAX_LINE)),
  quote: z.string(),
});

function criterionSchema(ids: readonly [string, ...string[]]) {
  const known = ids.map((id) => JSON.stringify(id)).join(', ');
  // Evidence before the decision: the grammar makes the model write what it observed, and where,
  // before it may write `met`, so the decision follows the evidence instead of being justified after it.
  return z.object({
    id: z.enum(ids, { error: (issue) => `unknown assertion id ${JSON.stringify(issue.input)}; the ids are ${known}` }),
    evidence: z.string(),
    location: z.optional(LocationAnswerSchema),
    met: z.boolean(),
    fix: z.optional(z.string()),
  });
}

/**
 * The judge's answer as the model must write it, for one request's assertion ids.
 * Keys the schema does not name (a model's own `score` or `verdict`) are stripped, not errors:
 * the verdict never comes from the model (spec rule 5). That each id is answered exactly once
 * is checked by parseJudgeAnswer, which can say which id is missing.
 */
export function judgeResponseSchema(ids: readonly [string, ...string[]]) {
  return z.object({ criteria: z.array(criterionSchema(ids)) });
}

/**
 * The JSON Schema sent as Ollama's `format`. Built per request so that the grammar Ollama derives
 * from it only admits the ids asked for, and as many items as there are ids.
 * `$schema` is dropped because the grammar builder has no use for it.
 */
export function judgeResponseJsonSchema(ids: readonly [string, ...string[]]): Record<string, unknown> {
  const exact = z.object({ criteria: z.array(criterionSchema(ids)).check(z.length(ids.length)) });
  const { $schema: _unused, ...schema } = toJSONSchema(exact);
  return schema;
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
