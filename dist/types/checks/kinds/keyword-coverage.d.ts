export declare const keywordCoverage: import("../define.js").CheckDefinition<"keyword-coverage", {
    kind: "keyword-coverage";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    min_share?: number | undefined;
    terms?: string[] | undefined;
}> & {
    appliesToText: true;
};
