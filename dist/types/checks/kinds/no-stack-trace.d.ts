export declare const noStackTrace: import("../define.js").CheckDefinition<"no-stack-trace", {
    kind: "no-stack-trace";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    max_share?: number | undefined;
}> & {
    appliesToText: true;
};
