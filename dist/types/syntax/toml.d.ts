export interface TomlProblem {
    line: number;
    column: number;
    message: string;
}
/** The first syntax error of a TOML document, or undefined when it parses. */
export declare function firstTomlError(text: string): TomlProblem | undefined;
