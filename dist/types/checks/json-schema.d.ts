import { type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
/**
 * Compiles a schema with the dialect its `$schema` declares: 2020-12 and 2019-09 when they
 * say so, draft-06 too, draft-07 otherwise (also when it declares nothing).
 */
export declare function compileSchema(schema: AnySchema): ValidateFunction;
/** `/items/0/name: must be string` — each violation with its JSON pointer (`(root)` for the whole document). */
export declare const describeViolation: (e: ErrorObject) => string;
export declare const jsonSchema: import("./define.js").CheckDefinition<"json-schema", {
    kind: "json-schema";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
} & {
    schema: string | boolean | Record<string, unknown>;
}> & {
    appliesToText: true;
};
