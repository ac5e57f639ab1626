export declare const yamlValid: import("../define.js").CheckDefinition<"yaml-valid", {
    kind: "yaml-valid";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & object> & {
    appliesToText: true;
};
