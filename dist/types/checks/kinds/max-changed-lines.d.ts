export declare const maxChangedLines: import("../define.js").CheckDefinition<"max-changed-lines", {
    kind: "max-changed-lines";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    max: number;
}> & {
    appliesToText: false;
};
