export declare const requiredSections: import("../define.js").CheckDefinition<"required-sections", {
    kind: "required-sections";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    sections: string[];
}> & {
    appliesToText: true;
};
