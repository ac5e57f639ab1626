export interface YamlProblem {
    line: number;
    column: number;
    message: string;
}
/** The first syntax error in any document of a YAML stream, or undefined when every document parses. */
export declare function firstYamlError(text: string): YamlProblem | undefined;
