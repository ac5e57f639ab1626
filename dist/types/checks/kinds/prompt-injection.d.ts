export declare const promptInjection: import("../define.js").CheckDefinition<"prompt-injection", {
    kind: "prompt-injection";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    tripwires?: "fail" | "warn" | undefined;
}> & {
    appliesToText: true;
};
