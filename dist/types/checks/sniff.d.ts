export declare const sniff: import("./define.js").CheckDefinition<"sniff", {
    kind: "sniff";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
} & {
    sniff: "json-valid" | "html-complete" | "html-game" | "nonempty";
}> & {
    appliesToText: true;
};
