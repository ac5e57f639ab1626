import { type AnySchema, type ValidateFunction } from 'ajv';
/**
 * Compiles a schema with the dialect its `$schema` declares: 2020-12 and 2019-09 when they
 * say so, draft-06 too, draft-07 otherwise (also when it declares nothing).
 */
export declare function compileSchema(schema: AnySchema): ValidateFunction;
