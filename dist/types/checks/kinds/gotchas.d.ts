export declare const gotchas: import("../define.js").CheckDefinition<"gotchas", {
    kind: "gotchas";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    file: string;
    files?: undefined;
    timeout_seconds?: number | undefined;
}> & {
    appliesToText: false;
};
