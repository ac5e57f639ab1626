export declare const syntax: import("../define.js").CheckDefinition<"syntax", {
    kind: "syntax";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    language?: string | undefined;
    parser?: "exact" | "any" | undefined;
    python?: string | undefined;
}> & {
    appliesToText: true;
};
