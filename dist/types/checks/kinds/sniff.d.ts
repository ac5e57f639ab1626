export declare const sniff: import("../define.js").CheckDefinition<"sniff", {
    kind: "sniff";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    sniff: "json-valid" | "nonempty" | "html-complete" | "html-game";
}> & {
    appliesToText: true;
};
