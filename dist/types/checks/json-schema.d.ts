import type { AnySchema, ErrorObject } from 'ajv';
import { type CheckContext } from './define.js';
/** `/items/0/name: must be string` — each violation with its JSON pointer (`(root)` for the whole document). */
export declare const describeViolation: (e: ErrorObject) => string;
/** A schema given inline, or read by path at the base commit (never the head). An error as a string: the check is then misconfigured. */
export declare function loadSchema(ref: string | Record<string, unknown> | boolean, ctx: CheckContext): Promise<AnySchema | string>;
export declare const jsonSchema: import("./define.js").CheckDefinition<"json-schema", {
    kind: "json-schema";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    schema: string | boolean | Record<string, unknown>;
    jsonc?: string[] | undefined;
}> & {
    appliesToText: true;
};
