export declare const jsonSchema: import("../define.js").CheckDefinition<"json-schema", {
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
