export interface YamlProblem {
    line: number;
    column: number;
    message: string;
}
/** The first syntax error in any document of a YAML stream, or undefined when every document parses. */
export declare function firstYamlError(text: string): YamlProblem | undefined;
/** One YAML document read as a mapping: its data, and the 1-based line each top-level key is on. */
export type YamlMapping = {
    ok: true;
    data: Record<string, unknown>;
    keyLines: Map<string, number>;
} | {
    ok: false;
    problem: 'syntax';
    line: number;
    message: string;
} | {
    ok: false;
    problem: 'not-a-mapping';
};
export declare function parseYamlMapping(text: string): YamlMapping;
