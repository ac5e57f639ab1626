export declare const noSecrets: import("../define.js").CheckDefinition<"no-secrets", {
    kind: "no-secrets";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    allow?: string[] | undefined;
}> & {
    appliesToText: true;
};
