export declare const maxChurn: import("../define.js").CheckDefinition<"max-churn", {
    kind: "max-churn";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    max_commits?: number | undefined;
    max_undone_lines?: number | undefined;
}> & {
    appliesToText: false;
};
