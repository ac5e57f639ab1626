/** `jsonc: [globs]`: more files to read as JSON with comments, beside those known by their tool's convention. */
export declare const jsonValid: import("../define.js").CheckDefinition<"json-valid", {
    kind: "json-valid";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    jsonc?: string[] | undefined;
}> & {
    appliesToText: true;
};
