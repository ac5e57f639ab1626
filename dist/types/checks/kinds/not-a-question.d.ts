export declare const notAQuestion: import("../define.js").CheckDefinition<"not-a-question", {
    kind: "not-a-question";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    max_chars?: number | undefined;
    min_questions?: number | undefined;
}> & {
    appliesToText: true;
};
