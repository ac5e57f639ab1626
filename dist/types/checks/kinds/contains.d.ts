export declare const contains: import("../define.js").CheckDefinition<"contains", {
    kind: "contains";
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
