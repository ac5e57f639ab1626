import type { AnySchema, ErrorObject } from 'ajv';
import { at, type CheckContext } from './define.js';
import { parseJson } from '../syntax/json.js';

export const additionalProperty = (e: ErrorObject): string | undefined =>
  e.keyword === 'additionalProperties' ? String((e.params as { additionalProperty?: unknown }).additionalProperty) : undefined;

/** `/items/0/name: must be string` — each violation with its JSON pointer (`(root)` for the whole document). */
export const describeViolation = (e: ErrorObject): string => {
  const extra = additionalProperty(e);
  return `${e.instancePath || '(root)'}: ${e.message ?? e.keyword}${extra === undefined ? '' : ` (${extra})`}`;
};

/** A schema given inline, or read by path at the base commit (never the head). An error as a string: the check is then misconfigured. */
export async function loadSchema(ref: string | Record<string, unknown> | boolean, ctx: CheckContext): Promise<AnySchema | string> {
  if (typeof ref !== 'string') return ref as AnySchema;
  // Read where the config came from, never from the change: a change that adds or loosens the
  // schema it is checked against would check itself (spec §7).
  const file = await ctx.readTrusted(ref);
  if (!file)
    return `schema ${ref} not found at the base commit: files the config names are read where the config came from, never from the change under review`;
  if (file.unreadable) return `schema ${ref}: ${file.unreadable.reason}`;
  const parsed = parseJson(file.text);
  if (!parsed.ok) return `schema ${at(ref, parsed.line)}: invalid JSON: ${parsed.message}`;
  return parsed.value as AnySchema;
}
