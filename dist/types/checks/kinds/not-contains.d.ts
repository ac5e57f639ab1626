export declare const notContains: import("../define.js").CheckDefinition<"not-contains", {
    kind: "not-contains";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    pattern: string;
    flags?: string | undefined;
}> & {
    appliesToText: true;
};
