export declare const noPlaceholders: import("../define.js").CheckDefinition<"no-placeholders", {
    kind: "no-placeholders";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & object> & {
    appliesToText: true;
};
