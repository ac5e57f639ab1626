export type LlmSwitch = 'on' | 'off';
export type ReportFormat = 'text' | 'json' | 'markdown';
/** Judge settings given on the command line or in the environment; unset ones fall back to config, then defaults. */
export interface JudgeFlags {
    llm: LlmSwitch;
    ollamaHost: string | undefined;
    model: string | undefined;
    timeoutSeconds: number | undefined;
    numCtx: number | undefined;
}
export interface JudgeCommand {
    command: 'judge';
    input: string | undefined;
    pretty: boolean;
    judge: JudgeFlags;
    attempt: {
        number: number;
        max: number;
    } | undefined;
}
export interface PrCommand {
    command: 'pr';
    repo: string;
    base: string;
    head: string;
    config: string | undefined;
    allowCommands: boolean;
    /** --command-sandbox; undefined: the config's command_sandbox, else `required`. */
    commandSandbox: 'required' | 'off' | undefined;
    json: string | undefined;
    format: ReportFormat;
    judge: JudgeFlags;
    attempt: {
        number: number;
        max: number;
    } | undefined;
}
export type CliCommand = JudgeCommand | PrCommand | {
    command: 'schema';
} | {
    command: 'help';
    topic?: string;
} | {
    command: 'version';
};
/** Bad flags or arguments: exit 4 with the message. */
export declare class UsageError extends Error {
    name: string;
}
export declare const USAGE = "Usage:\n  critic-gate judge [--input FILE] [--llm on|off] [--ollama-host URL] [--model NAME]\n                    [--timeout S] [--num-ctx N] [--attempt N --max-attempts M] [--pretty]\n      Reads one critic input (JSON) from stdin or --input and prints the result JSON.\n  critic-gate pr [--repo DIR] --base REF [--head REF] [--config FILE] [--llm on|off]\n                 [--ollama-host URL] [--model NAME] [--timeout S] [--num-ctx N] [--allow-commands]\n                 [--command-sandbox required|off] [--json FILE] [--format text|json|markdown] [--attempt N --max-attempts M]\n      Gates a local git range (merge-base of BASE and HEAD .. HEAD) with the assertions file.\n  critic-gate schema      Prints the JSON Schema of the assertions file.\n  critic-gate --version\n\nEnvironment: CRITIC_GATE_LLM (on|off), OLLAMA_HOST, CRITIC_GATE_MODEL.\nExit codes: 0 PASS, 1 RETRY, 2 FAIL, 3 SKIPPED, 4 could not judge.";
type Env = Readonly<Record<string, string | undefined>>;
/** Reads argv (without node and the script) and the environment into one typed command. */
export declare function parseCli(argv: readonly string[], env: Env): CliCommand;
export {};
