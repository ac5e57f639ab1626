export type LlmSwitch = 'on' | 'off';
export type ReportFormat = 'text' | 'json' | 'markdown';
/** Judge settings given on the command line or in the environment; unset ones fall back to config, then defaults. */
export interface JudgeFlags {
    llm: LlmSwitch;
    /** `--host` (repeatable) and its alias `--ollama-host`, in failover order; else CRITIC_GATE_HOSTS, else OLLAMA_HOST. */
    hosts: string[] | undefined;
    /** The first of `hosts`. */
    ollamaHost: string | undefined;
    backend: 'ollama' | 'openai' | undefined;
    votes: number | undefined;
    cache: LlmSwitch | undefined;
    calibration: LlmSwitch | undefined;
    cacheDir: string | undefined;
    /** From CRITIC_GATE_API_KEY only: a key on the command line would sit in the shell history. */
    apiKey: string | undefined;
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
    /** Where screenshots go; default next to --json, else a temporary folder. */
    artifacts: string | undefined;
    /** The browser for `browser` checks; default CRITIC_GATE_BROWSER, then PATH. */
    browserPath: string | undefined;
    format: ReportFormat;
    judge: JudgeFlags;
    attempt: {
        number: number;
        max: number;
    } | undefined;
}
export interface EvalCommand {
    command: 'eval';
    /** `builtin` or the path of a suite file (JSON). */
    suite: string;
    seeds: number;
    limit: number | undefined;
    filter: string | undefined;
    json: string | undefined;
    html: string | undefined;
    judge: JudgeFlags;
}
export type CliCommand = JudgeCommand | PrCommand | EvalCommand | {
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
export declare const USAGE = "Usage:\n  critic-gate judge [--input FILE] [--llm on|off] [--model NAME] [JUDGE OPTIONS]\n                    [--timeout S] [--num-ctx N] [--attempt N --max-attempts M] [--pretty]\n      Reads one critic input (JSON) from stdin or --input and prints the result JSON.\n  critic-gate pr [--repo DIR] --base REF [--head REF] [--config FILE] [--llm on|off]\n                 [--model NAME] [JUDGE OPTIONS] [--timeout S] [--num-ctx N] [--allow-commands]\n                 [--command-sandbox required|off] [--json FILE] [--format text|json|markdown] [--attempt N --max-attempts M]\n                 [--browser-path FILE] [--artifacts DIR]\n      Gates a local git range (merge-base of BASE and HEAD .. HEAD) with the assertions file.\n  critic-gate eval [--suite builtin|FILE] [--seeds N] [--limit N] [--filter TEXT] [--ollama-host URL]\n                   [--model NAME] [--timeout S] [--num-ctx N] [--json FILE] [--html FILE]\n      Measures a judge model on a labelled benchmark: accuracy, precision, recall, flip rate, latency.\n  critic-gate schema      Prints the JSON Schema of the assertions file.\n  critic-gate --version\n\nJudge options: --backend ollama|openai, --host URL (repeatable, failover order; --ollama-host\n  is an alias), --votes N (1-9), --cache on|off, --cache-dir DIR, --calibration on|off.\n\nEnvironment: CRITIC_GATE_LLM (on|off), OLLAMA_HOST, CRITIC_GATE_MODEL, CRITIC_GATE_BACKEND,\n  CRITIC_GATE_HOSTS (comma-separated), CRITIC_GATE_VOTES, CRITIC_GATE_CACHE, CRITIC_GATE_CACHE_DIR,\n  CRITIC_GATE_CALIBRATION, CRITIC_GATE_API_KEY (the key of an OpenAI-compatible server),\n  CRITIC_GATE_BROWSER (the browser for browser checks).\nExit codes: 0 PASS, 1 RETRY, 2 FAIL, 3 SKIPPED, 4 could not judge.";
type Env = Readonly<Record<string, string | undefined>>;
/** Reads argv (without node and the script) and the environment into one typed command. */
export declare function parseCli(argv: readonly string[], env: Env): CliCommand;
export {};
