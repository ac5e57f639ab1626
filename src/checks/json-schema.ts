import { z } from 'zod';
import { Ajv, type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { fail, pass } from '../contract/outcome.js';
import { at, defineCheck, type CheckContext } from './define.js';
import { parseJson } from '../subject/json.js';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const DRAFT_2020 = 'https://json-schema.org/draft/2020-12/schema';

/** Compiles a schema with the dialect it declares: 2020-12 when it says so, draft-07 otherwise. */
export function compileSchema(schema: AnySchema): ValidateFunction {
  const declared = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  const is2020 = typeof declared === 'string' && declared.replace(/#$/, '') === DRAFT_2020;
  const ajv = is2020 ? new Ajv2020({ allErrors: true, strict: false }) : new Ajv({ allErrors: true, strict: false });
  addFormats(ajv as Ajv);
  return ajv.compile(schema);
}

/** `/items/0/name: must be string` — each violation with its JSON pointer. */
export const describeViolation = (e: ErrorObject): string => {
  const extra = e.keyword === 'additionalProperties' ? ` (${String((e.params as { additionalProperty?: unknown }).additionalProperty)})` : '';
  return `${e.instancePath || '/'}: ${e.message ?? e.keyword}${extra}`;
};

async function loadSchema(ref: string | Record<string, unknown> | boolean, ctx: CheckContext): Promise<AnySchema | string> {
  if (typeof ref !== 'string') return ref as AnySchema;
  const file = await ctx.read(ref);
  if (!file) return `schema ${ref} not found at the head`;
  const parsed = parseJson(file.text);
  if (!parsed.ok) return `schema ${at(ref, parsed.line)}: invalid JSON: ${parsed.message}`;
  return parsed.value as AnySchema;
}

export const jsonSchema = defineCheck({
  kind: 'json-schema',
  shape: { schema: z.union([z.string().min(1), z.record(z.string(), z.unknown()), z.boolean()]) },
  defaultScope: 'changed',
  appliesToText: true,
  description: 'Every selected file is JSON that validates against `schema` (a path at the head, or an inline schema).',
  async run(spec, ctx) {
    const schema = await loadSchema(spec.schema, ctx);
    if (typeof schema === 'string') return fail(schema, `Fix the schema the json-schema check points at`);
    let validate: ValidateFunction;
    try {
      validate = compileSchema(schema);
    } catch (e) {
      return fail(`the JSON Schema does not compile: ${e instanceof Error ? e.message : String(e)}`, 'Fix the JSON Schema');
    }
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    for (const f of files) {
      const parsed = parseJson(f.text);
      if (!parsed.ok) {
        return fail(`${at(f.path, parsed.line)}:${parsed.column}: invalid JSON: ${parsed.message}`, spec.message ?? `Fix the JSON syntax in ${at(f.path, parsed.line)}`);
      }
      if (!validate(parsed.value)) {
        const violations = (validate.errors ?? []).map(describeViolation);
        return fail(
          `${f.path}: ${violations.length} schema violation(s): ${violations.slice(0, 10).join('; ')}${violations.length > 10 ? '; …' : ''}`,
          spec.message ?? `Make ${f.path} satisfy its schema: ${violations.slice(0, 3).join('; ')}`,
        );
      }
    }
    return pass(files.length === 1 ? `${files[0]!.path}: valid against the schema` : `${files.length} file(s): valid against the schema`);
  },
});
