import { type AnySchema, type ValidateFunction } from 'ajv';
/**
 * A compiler of schemas whose `pattern`s run on RE2, loaded here (its compiled code kept in
 * `codeCacheDir`, the run's cache directory) before any schema: a library that does not load is
 * our failure, which the checks' "the JSON Schema does not compile" must not report as the schema's.
 */
export declare function schemaCompiler(codeCacheDir: string | undefined): (schema: AnySchema) => ValidateFunction;
