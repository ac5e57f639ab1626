export declare const frontmatter: import("../define.js").CheckDefinition<"frontmatter", {
    kind: "frontmatter";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    required_keys?: string[] | undefined;
    schema?: string | boolean | Record<string, unknown> | undefined;
}> & {
    appliesToText: true;
};
