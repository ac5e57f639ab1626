export declare const totalMinBytes: import("../define.js").CheckDefinition<"total-min-bytes", {
    kind: "total-min-bytes";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    bytes: number;
}> & {
    appliesToText: true;
};
