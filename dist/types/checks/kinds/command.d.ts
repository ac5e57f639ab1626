export declare const command: import("../define.js").CheckDefinition<"command", {
    kind: "command";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    run: string;
    timeout_seconds?: number | undefined;
}> & {
    appliesToText: false;
};
