import { type Verdict } from '../contract/result.js';
/** The Action's inputs (spec §5), read once and validated here; every message names the input. */
export interface ActionInputs {
    config: string;
    githubToken: string;
    ollamaHost: string;
    model: string | undefined;
    llm: 'on' | 'off';
    failOn: ReadonlySet<Verdict>;
    review: boolean;
    allowCommands: boolean;
    timeoutSeconds: number | undefined;
}
export declare class InputError extends Error {
    name: string;
}
/** Reads one input as the runner passes it: `INPUT_<NAME>` with spaces as underscores, upper-cased. */
export type InputReader = (name: string) => string;
export declare const envInputReader: (env: Readonly<Record<string, string | undefined>>) => InputReader;
export declare function readInputs(input: InputReader): ActionInputs;
