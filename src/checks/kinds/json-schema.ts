import * as z from '../../contract/zod.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Finding } from '../../contract/location.js';
import { failEach, pass, misconfigured } from '../../contract/outcome.js';
import { defineCheck } from '../define.js';
import { placesOf } from '../places.js';
import { jsoncField } from '../jsonc-field.js';
import { additionalProperty, describeViolation, loadSchema } from '../json-schemas.js';
import { jsoncMatcher, parseJsonFile } from '../../syntax/jsonc.js';
import { jsonPointerOffset, lineAndColumn } from '../../syntax/json.js';
import { errorMessage } from '../../errors/message.js';
import { lineText } from '../../subject/text.js';
import { firstLineOf } from '../first-line.js';

/** Where a violation points: the offending property itself for an unexpected one, else the value. */
function violationPlace(text: string, e: ErrorObject): { line: number; column: number } | undefined {
  const extra = additionalProperty(e);
  const pointer = extra === undefined ? e.instancePath : `${e.instancePath}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const offset = jsonPointerOffset(text, pointer) ?? jsonPointerOffset(text, e.instancePath);
  return offset === undefined ? undefined : lineAndColumn(text, offset);
}

export const jsonSchema = defineCheck({
  kind: 'json-schema',
  shape: () => ({
    schema: z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.unknown()), z.boolean()]),
    jsonc: jsoncField(),
  }),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    'Every selected file is JSON (JSONC where its tool reads JSONC, as for json-valid) that validates against `schema` ' +
    '(a path, read from the base commit, where the config comes from; or an inline schema).',
  examples: {
    failing: [
      {
        title: 'a manifest without its version',
        check: { kind: 'json-schema', file: 'manifest.json', schema: { type: 'object', required: ['name', 'version'] } },
        files: { 'manifest.json': '{\n  "name": "tally"\n}\n' },
        says: "manifest.json:1:1: schema violation: (root): must have required property 'version'",
      },
    ],
    passing: [
      {
        title: 'the schema read from the base commit, where the config comes from',
        check: { kind: 'json-schema', file: 'manifest.json', schema: 'schemas/manifest.schema.json' },
        base: { 'schemas/manifest.schema.json': '{\n  "type": "object",\n  "required": ["name", "version"]\n}\n' },
        files: {
          'manifest.json': '{\n  "name": "tally",\n  "version": "1.0.0"\n}\n',
        },
        says: 'manifest.json: valid against the schema',
      },
    ],
  },
  async run(spec, ctx) {
    const schema = await loadSchema(spec.schema, ctx);
    // A schema given by path is a file of its own, fixed there; an inline one is the assertions file's.
    const schemaFile = typeof spec.schema === 'string' ? spec.schema : undefined;
    if (typeof schema === 'string')
      return misconfigured(
        schema,
        'Commit the schema to the base branch first, or fix the path the json-schema check points at',
        schemaFile,
      );
    // Loaded on first use: ajv is large, and most runs validate no schema.
    const { schemaCompiler } = await import('../../subject/json-schema-compile.js');
    const compileSchema = schemaCompiler(ctx.codeCacheDir);
    let validate: ValidateFunction;
    try {
      validate = compileSchema(schema);
    } catch (e) {
      return misconfigured(`the JSON Schema does not compile: ${errorMessage(e)}`, 'Fix the JSON Schema', schemaFile);
    }
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    const isJsonc = jsoncMatcher(spec.jsonc);
    const findings: Finding[] = [];
    for (const f of files) {
      const parsed = parseJsonFile(f.text, isJsonc(f.path));
      if (!parsed.ok) {
        const { line, column, message } = parsed;
        findings.push({ path: f.path, line, column, message: `invalid ${parsed.dialect}: ${message}`, quote: lineText(f.text, line) });
        continue;
      }
      if (validate(parsed.value)) continue;
      // Each violation where it sits (Ajv reports in schema order; failEach sorts them by line).
      for (const e of validate.errors ?? []) {
        const place = violationPlace(f.text, e) ?? { line: 1, column: 1 };
        findings.push({
          path: f.path,
          ...place,
          message: `schema violation: ${describeViolation(e)}`,
          quote: lineText(f.text, place.line),
        });
      }
    }
    if (findings.length > 0) return failEach(findings, spec.message ?? `Make ${placesOf(findings)} satisfy the schema (or parse)`);
    return pass(
      files.length === 1 ? `${files[0]!.path}: valid against the schema` : `${files.length} file(s): valid against the schema`,
      firstLineOf(files),
    );
  },
});
