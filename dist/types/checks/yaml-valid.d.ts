export interface YamlProblem {
    line: number;
    column: number;
    message: string;
}
/** The first syntax error in any document of a YAML stream, or undefined when every document parses. */
export declare function firstYamlError(text: string): YamlProblem | undefined;
export declare const yamlValid: import("./define.js").CheckDefinition<"yaml-valid", {
    kind: "yaml-valid";
} & {
    id?: string | undefined;
    file?: string | undefined;
    files?: string | string[] | undefined;
    scope?: "added" | "tree" | "changed" | undefined;
    message?: string | undefined;
} & object> & {
    appliesToText: true;
};
