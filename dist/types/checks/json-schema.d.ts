import type { ErrorObject } from 'ajv';
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
    allow_empty?: boolean | undefined;
} & {
    schema: string | boolean | Record<string, unknown>;
}> & {
    appliesToText: true;
};
