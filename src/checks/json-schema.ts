import { z } from 'zod';
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import { fail, pass, misconfigured } from '../contract/outcome.js';
import { at, defineCheck, type CheckContext } from './define.js';
import { jsonPointerOffset, lineAndColumn, parseJson } from '../subject/json.js';
import { errorMessage } from '../error-message.js';
import { lineText } from '../subject/text.js';

const additionalProperty = (e: ErrorObject): string | undefined =>
  e.keyword === 'additionalProperties' ? String((e.params as { additionalProperty?: unknown }).additionalProperty) : undefined;

/** `/items/0/name: must be string` — each violation with its JSON pointer (`(root)` for the whole document). */
export const describeViolation = (e: ErrorObject): string => {
  const extra = additionalProperty(e);
  return `${e.instancePath || '(root)'}: ${e.message ?? e.keyword}${extra === undefined ? '' : ` (${extra})`}`;
};

/** The line a violation points at: the offending property itself for an unexpected one, else the value. */
function violationLine(text: string, e: ErrorObject): number | undefined {
  const extra = additionalProperty(e);
  const pointer = extra === undefined ? e.instancePath : `${e.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const offset = jsonPointerOffset(text, pointer) ?? jsonPointerOffset(text, e.instancePath);
  return offset === undefined ? undefined : lineAndColumn(text, offset).line;
}

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

export const jsonSchema = defineCheck({
  kind: 'json-schema',
  shape: () => ({ schema: z.union([z.string().min(1), z.record(z.string(), z.unknown()), z.boolean()]) }),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    'Every selected file is JSON that validates against `schema` (a path, read from the base commit, where the config comes from; or an inline schema).',
  async run(spec, ctx) {
    const schema = await loadSchema(spec.schema, ctx);
    if (typeof schema === 'string')
      return misconfigured(schema, 'Commit the schema to the base branch first, or fix the path the json-schema check points at');
    // Loaded on first use: ajv is large, and most runs validate no schema.
    const { compileSchema } = await import('../subject/json-schema-compile.js');
    let validate: ValidateFunction;
    try {
      validate = compileSchema(schema);
    } catch (e) {
      return misconfigured(`the JSON Schema does not compile: ${errorMessage(e)}`, 'Fix the JSON Schema');
    }
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    for (const f of files) {
      const parsed = parseJson(f.text);
      if (!parsed.ok) {
        return fail(
          `${at(f.path, parsed.line)}:${parsed.column}: invalid JSON: ${parsed.message}`,
          spec.message ?? `Fix the JSON syntax in ${at(f.path, parsed.line)}`,
          { path: f.path, line: parsed.line, quote: lineText(f.text, parsed.line) },
        );
      }
      if (!validate(parsed.value)) {
        // In document order (Ajv reports in schema order), so the location is the first in the file.
        const found = (validate.errors ?? [])
          .map((e) => ({ e, line: violationLine(f.text, e) }))
          .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
        const violations = found.map(({ e, line }) => `${describeViolation(e)}${line === undefined ? '' : ` (line ${line})`}`);
        const first = found[0]?.line ?? 1;
        return fail(
          `${f.path}: ${violations.length} schema violation(s): ${violations.slice(0, 10).join('; ')}${violations.length > 10 ? '; …' : ''}`,
          spec.message ?? `Make ${f.path} satisfy its schema: ${violations.slice(0, 3).join('; ')}`,
          { path: f.path, line: first, quote: lineText(f.text, first) },
        );
      }
    }
    return pass(files.length === 1 ? `${files[0]!.path}: valid against the schema` : `${files.length} file(s): valid against the schema`);
  },
});
