import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import draft06MetaSchema from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import addFormatsModule from 'ajv-formats';
import { re2, type Re2 } from './re2.js';

/**
 * ajv's regExp option: compiles a schema pattern (ajv passes flag `u`) with re2js. A pattern RE2
 * cannot run (look-arounds, back-references) throws, so the schema does not compile: a config error.
 */
const re2Engine = (RE2JS: Re2) =>
  Object.assign(
    (pattern: string): { test(s: string): boolean } => {
      const re = RE2JS.compile(pattern);
      return { test: (s: string) => re.test(s) };
    },
    { code: 'require("re2js").RE2JS.compile' },
  );

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

const dialectOf = (schema: AnySchema): string => {
  const declared = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  return typeof declared === 'string' ? declared.replace(/^http:/, 'https:').replace(/#$/, '') : '';
};

/**
 * A compiler of schemas whose `pattern`s run on RE2, loaded here (its compiled code kept in
 * `codeCacheDir`, the run's cache directory) before any schema: a library that does not load is
 * our failure, which the checks' "the JSON Schema does not compile" must not report as the schema's.
 */
export function schemaCompiler(codeCacheDir: string | undefined): (schema: AnySchema) => ValidateFunction {
  const regExp = re2Engine(re2(codeCacheDir));
  return (schema) => compileSchema(schema, regExp);
}

/**
 * Compiles a schema with the dialect its `$schema` declares: 2020-12 and 2019-09 when they
 * say so, draft-06 too, draft-07 otherwise (also when it declares nothing).
 */
function compileSchema(schema: AnySchema, regExp: ReturnType<typeof re2Engine>): ValidateFunction {
  const dialect = dialectOf(schema);
  // Schema `pattern`s run on RE2 (linear time): a schema's `^(a+)+$` must not hang a run (spec §7).
  const options = { allErrors: true, strict: false, code: { regExp } };
  const ajv =
    dialect === 'https://json-schema.org/draft/2020-12/schema'
      ? new Ajv2020(options)
      : dialect === 'https://json-schema.org/draft/2019-09/schema'
        ? new Ajv2019(options)
        : new Ajv(options);
  if (dialect === 'https://json-schema.org/draft-06/schema') ajv.addMetaSchema(draft06MetaSchema);
  addFormats(ajv as Ajv);
  return ajv.compile(schema);
}
