import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import draft06MetaSchema from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

const dialectOf = (schema: AnySchema): string => {
  const declared = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  return typeof declared === 'string' ? declared.replace(/^http:/, 'https:').replace(/#$/, '') : '';
};

/**
 * Compiles a schema with the dialect its `$schema` declares: 2020-12 and 2019-09 when they
 * say so, draft-06 too, draft-07 otherwise (also when it declares nothing).
 */
export function compileSchema(schema: AnySchema): ValidateFunction {
  const dialect = dialectOf(schema);
  const options = { allErrors: true, strict: false };
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
