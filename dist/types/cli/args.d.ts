import { CriticGateError } from '../error-taxonomy.js';
export type LlmSwitch = 'on' | 'off';
export type ReportFormat = 'text' | 'json' | 'markdown' | 'sarif';
export type ProgressSwitch = 'auto' | 'on' | 'off';
export type CacheDirSource = '--cache-dir' | 'CRITIC_GATE_CACHE_DIR' | 'default';
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
    /** Who chose `cacheDir`: a refusal names the option the user gave, and the default is not theirs to fix. */
    cacheDirFrom: CacheDirSource;
    /** From CRITIC_GATE_API_KEY only: a key on the command line would sit in the shell history. */
    apiKey: string | undefined;
    model: string | undefined;
    timeoutSeconds: number | undefined;
    numCtx: number | undefined;
    /** Progress on stderr while judging: `auto` shows it when stderr is a terminal. */
    progress: ProgressSwitch;
}
export interface JudgeCommand {
    command: 'judge';
    input: string | undefined;
    pretty: boolean;
    format: 'json' | 'sarif';
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
    /** Cases judged together in one request; 1 is one assertion per prompt. */
    batch: number;
    limit: number | undefined;
    filter: string | undefined;
    json: string | undefined;
    html: string | undefined;
    judge: JudgeFlags;
}
export interface InitCommand {
    command: 'init';
    repo: string;
    force: boolean;
}
export type CommandName = 'judge' | 'pr' | 'eval' | 'init' | 'schema';
export type CliCommand = JudgeCommand | PrCommand | EvalCommand | InitCommand | {
    command: 'schema';
} | {
    command: 'help';
    topic?: CommandName;
} | {
    command: 'version';
};
/** Bad flags or arguments: exit 4 with the message. */
export declare class UsageError extends CriticGateError {
    name: string;
    readonly category = "usage";
}
export declare const FLAGS: {
    readonly input: {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "read the critic input from FILE instead of stdin";
        readonly commands: readonly ["judge"];
    };
    readonly pretty: {
        readonly type: "boolean";
        readonly help: "indent the result JSON";
        readonly commands: readonly ["judge"];
    };
    readonly repo: {
        readonly type: "string";
        readonly value: "DIR";
        readonly help: "the git repository (default: the current folder)";
        readonly commands: readonly ["pr", "init"];
    };
    readonly base: {
        readonly type: "string";
        readonly value: "REF";
        readonly help: "the branch or commit the change goes into (required)";
        readonly commands: readonly ["pr"];
    };
    readonly head: {
        readonly type: "string";
        readonly value: "REF";
        readonly help: "the change's last commit (default HEAD); judged: merge-base(BASE, HEAD)..HEAD";
        readonly commands: readonly ["pr"];
    };
    readonly config: {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "assertions file (default .github/critic-gate.yml), read at the base commit";
        readonly commands: readonly ["pr"];
    };
    readonly 'allow-commands': {
        readonly type: "boolean";
        readonly help: "let command and gotchas checks run shell commands";
        readonly commands: readonly ["pr"];
    };
    readonly 'command-sandbox': {
        readonly type: "string";
        readonly value: "required|off";
        readonly help: "run commands in bubblewrap (required, the default) or unsandboxed (off)";
        readonly commands: readonly ["pr"];
    };
    readonly 'browser-path': {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "the Chromium/Chrome for browser checks; env CRITIC_GATE_BROWSER, else PATH";
        readonly commands: readonly ["pr"];
    };
    readonly artifacts: {
        readonly type: "string";
        readonly value: "DIR";
        readonly help: "where screenshots go (default: next to --json, else a temporary folder)";
        readonly commands: readonly ["pr"];
    };
    readonly json: {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "also write the result (eval: the report) as JSON to FILE";
        readonly commands: readonly ["pr", "eval"];
    };
    readonly html: {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "write the report as a self-contained HTML page";
        readonly commands: readonly ["eval"];
    };
    readonly suite: {
        readonly type: "string";
        readonly value: "builtin|FILE";
        readonly help: "the labelled cases: the builtin suite (default) or a suite file";
        readonly commands: readonly ["eval"];
    };
    readonly seeds: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "judgements per case with seeds seed, seed+1, … (2 or more measure the flip rate)";
        readonly commands: readonly ["eval"];
    };
    readonly batch: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "judge N cases in one request, N assertions per prompt (default 1: one per prompt)";
        readonly commands: readonly ["eval"];
    };
    readonly limit: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "only the first N cases";
        readonly commands: readonly ["eval"];
    };
    readonly filter: {
        readonly type: "string";
        readonly value: "TEXT";
        readonly help: "only the cases whose id contains TEXT";
        readonly commands: readonly ["eval"];
    };
    readonly format: {
        readonly type: "string";
        readonly value: "FORMAT";
        readonly help: "pr: text (default), json, markdown or sarif; judge: json (default) or sarif";
        readonly commands: readonly CommandName[];
    };
    readonly llm: {
        readonly type: "string";
        readonly value: "on|off";
        readonly help: "off skips the LLM judge (verdict SKIPPED when LLM assertions exist); env CRITIC_GATE_LLM";
        readonly commands: readonly CommandName[];
    };
    readonly host: {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "URL";
        readonly help: "a judge server; repeat for failover, tried in order (default http://127.0.0.1:11434); env CRITIC_GATE_HOSTS";
        readonly commands: readonly CommandName[];
    };
    readonly 'ollama-host': {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "URL";
        readonly help: "alias of --host; env OLLAMA_HOST";
        readonly commands: readonly CommandName[];
    };
    readonly backend: {
        readonly type: "string";
        readonly value: "ollama|openai";
        readonly help: "the judge server's API: Ollama (default) or OpenAI-compatible; env CRITIC_GATE_BACKEND";
        readonly commands: readonly CommandName[];
    };
    readonly model: {
        readonly type: "string";
        readonly value: "NAME";
        readonly help: "the judge model (default: config, else qwen2.5-coder:7b); env CRITIC_GATE_MODEL";
        readonly commands: readonly CommandName[];
    };
    readonly votes: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "independent judgements (1-9), majority per criterion; env CRITIC_GATE_VOTES";
        readonly commands: readonly CommandName[];
    };
    readonly cache: {
        readonly type: "string";
        readonly value: "on|off";
        readonly help: "reuse an unchanged judgement with no model call (default on); env CRITIC_GATE_CACHE";
        readonly commands: readonly CommandName[];
    };
    readonly 'cache-dir': {
        readonly type: "string";
        readonly value: "DIR";
        readonly help: "where judgements and compiled TypeScript are kept (default under XDG_CACHE_HOME); env CRITIC_GATE_CACHE_DIR";
        readonly commands: readonly CommandName[];
    };
    readonly calibration: {
        readonly type: "string";
        readonly value: "on|off";
        readonly help: "known-answer canaries in every request (default on); env CRITIC_GATE_CALIBRATION";
        readonly commands: readonly CommandName[];
    };
    readonly timeout: {
        readonly type: "string";
        readonly value: "S";
        readonly help: "the judge's time limit in seconds (default: config, else 300)";
        readonly commands: readonly CommandName[];
    };
    readonly 'num-ctx': {
        readonly type: "string";
        readonly value: "N";
        readonly help: "the model's context in tokens (default: config, else asked from the server)";
        readonly commands: readonly CommandName[];
    };
    readonly attempt: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "this is attempt N of a retry loop (with --max-attempts); adds route";
        readonly commands: readonly CommandName[];
    };
    readonly 'max-attempts': {
        readonly type: "string";
        readonly value: "M";
        readonly help: "the loop's limit: a RETRY at attempt M escalates";
        readonly commands: readonly CommandName[];
    };
    readonly progress: {
        readonly type: "boolean";
        readonly help: "show judging progress on stderr even when it is not a terminal";
        readonly commands: readonly CommandName[];
    };
    readonly 'no-progress': {
        readonly type: "boolean";
        readonly help: "never show judging progress";
        readonly commands: readonly CommandName[];
    };
    readonly force: {
        readonly type: "boolean";
        readonly help: "overwrite files that already exist";
        readonly commands: readonly ["init"];
    };
    readonly help: {
        readonly type: "boolean";
        readonly short: "h";
        readonly help: "show this help";
        readonly commands: readonly ["judge", "pr", "eval", "init", "schema"];
    };
};
/** `critic-gate <command> --help`: the synopsis and every flag the command takes, described. */
export declare function commandHelp(command: CommandName): string;
export declare const USAGE: string;
type Env = Readonly<Record<string, string | undefined>>;
/** Reads argv (without node and the script) and the environment into one typed command. */
export declare function parseCli(argv: readonly string[], env: Env): CliCommand;
export {};
