/** What one parser said about one text: `parser` names it with its version (`python 3.11`, `typescript 5.9`, `tree-sitter`). */
export type ExactReport = {
    ok: true;
    parser: string;
} | {
    ok: false;
    parser: string;
    line: number;
    column: number;
    message: string;
};
/** The environment a parser process runs in: enough to find the program, nothing of the caller's secrets. */
export declare function minimalEnv(): Record<string, string>;
