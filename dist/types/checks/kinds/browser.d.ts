export declare const REQUIREMENTS: readonly ["no-console-errors", "no-page-errors", "no-failed-requests", "canvas-drawn", "changes-on-input"];
export type Requirement = (typeof REQUIREMENTS)[number];
export declare const DEFAULT_REQUIRE: readonly Requirement[];
export declare const browser: import("../define.js").CheckDefinition<"browser", {
    kind: "browser";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    exclude?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
    allow_empty?: boolean | undefined;
} & {
    page: string;
    steps?: ({
        click: string;
    } | {
        press: string;
    } | {
        type: string;
        into: string;
    } | {
        wait: number;
    } | {
        'wait-for': string;
    })[] | undefined;
    require?: ("no-console-errors" | "no-page-errors" | "no-failed-requests" | "canvas-drawn" | "changes-on-input")[] | undefined;
    viewport?: {
        width: number;
        height: number;
    } | undefined;
    timeout_seconds?: number | undefined;
}> & {
    appliesToText: false;
};
