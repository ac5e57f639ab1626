/** The `href`s of `<link rel="stylesheet">` tags. */
export declare function stylesheetLinks(html: string): string[];
/**
 * The repository path a stylesheet link points at, or undefined when it is not a local file
 * (another origin, a data URL, or a path leaving the repository).
 */
export declare function resolveLocalHref(htmlPath: string, href: string): string | undefined;
export declare const cssMinBytes: import("../define.js").CheckDefinition<"css-min-bytes", {
    kind: "css-min-bytes";
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
    appliesToText: false;
};
