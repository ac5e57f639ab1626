export declare const fileCount: import("../define.js").CheckDefinition<"file-count", {
    kind: "file-count";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    ext: string | string[];
    min: number;
    max?: number | undefined;
    dir?: string | undefined;
}> & {
    appliesToText: false;
};
