import { CriticGateError } from '../../errors/taxonomy.js';
import type { JudgeOverrides } from '../../judge/settings.js';
export type LlmSwitch = 'on' | 'off';
export type { ReportFormat } from '../../report/formats.js';
export type ProgressSwitch = 'auto' | 'on' | 'off';
export type CacheDirSource = '--cache-dir' | 'CRITIC_GATE_CACHE_DIR' | 'default';
export type Env = Readonly<Record<string, string | undefined>>;
export type Values = Record<string, string | boolean | string[] | undefined>;
/** Bad flags or arguments: exit 4 with the message. */
export declare class UsageError extends CriticGateError {
    name: string;
    readonly category = "usage";
}
export interface Flag {
    type: 'string' | 'boolean';
    short?: string;
    /** May be given more than once (values kept in order). */
    multiple?: boolean;
    /** The value's placeholder in help, e.g. `URL`; none for a switch. */
    value?: string;
    help: string;
}
export type FlagTable = Readonly<Record<string, Flag>>;
/** The judge settings the command line and the environment may give; the rest come from the config, then defaults. */
export declare const CLI_JUDGE_SETTINGS: readonly ["backend", "hosts", "model", "timeoutSeconds", "numCtx", "votes", "cache", "calibration", "cacheDir", "apiKey"];
/** Judge settings given on the command line or in the environment; unset ones fall back to config, then defaults. */
export interface JudgeFlags extends Pick<JudgeOverrides, (typeof CLI_JUDGE_SETTINGS)[number]> {
    llm: LlmSwitch;
    /** The first of `hosts` (`--host`, its alias `--ollama-host`, else CRITIC_GATE_HOSTS, else OLLAMA_HOST). */
    ollamaHost: string | undefined;
    /** Who chose `cacheDir`: a refusal names the option the user gave, and the default is not theirs to fix. */
    cacheDirFrom: CacheDirSource;
    /** Progress on stderr while judging: `auto` shows it when stderr is a terminal. */
    progress: ProgressSwitch;
    /** `--requests FILE`: every request sent to the judge, one JSON line each, for `critic-gate replay`. */
    requestsFile?: string | undefined;
}
export declare const HELP_FLAG: {
    readonly help: {
        readonly type: "boolean";
        readonly short: "h";
        readonly help: "show this help";
    };
};
/** Flags that choose and drive the judge: `judge`, `pr` and `eval` (which measures that same judge). */
export declare const JUDGE_SETUP_FLAGS: {
    readonly host: {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "URL";
        readonly help: "a judge server; repeat for failover, tried in order (default http://127.0.0.1:11434); env CRITIC_GATE_HOSTS";
    };
    readonly 'ollama-host': {
        readonly type: "string";
        readonly multiple: true;
        readonly value: "URL";
        readonly help: "alias of --host; env OLLAMA_HOST";
    };
    readonly backend: {
        readonly type: "string";
        readonly value: string;
        readonly help: "the judge server's API (default ollama); env CRITIC_GATE_BACKEND";
    };
    readonly model: {
        readonly type: "string";
        readonly value: "NAME";
        readonly help: "the judge model (default: config, else qwen2.5-coder:7b); env CRITIC_GATE_MODEL";
    };
    readonly votes: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "independent judgements (1-9), majority per criterion; env CRITIC_GATE_VOTES";
    };
    readonly calibration: {
        readonly type: "string";
        readonly value: "on|off";
        readonly help: "known-answer canaries in every request (default on); env CRITIC_GATE_CALIBRATION";
    };
    readonly timeout: {
        readonly type: "string";
        readonly value: "S";
        readonly help: "the judge's time limit in seconds (default: config, else 300)";
    };
    readonly 'num-ctx': {
        readonly type: "string";
        readonly value: "N";
        readonly help: "the model's context in tokens (default: config, else asked from the server)";
    };
};
/** Flags of the commands that judge one piece of work and answer with a verdict: `judge` and `pr`. */
export declare const VERDICT_FLAGS: {
    readonly llm: {
        readonly type: "string";
        readonly value: "on|off";
        readonly help: "off skips the LLM judge (verdict SKIPPED when LLM assertions exist); env CRITIC_GATE_LLM";
    };
    readonly cache: {
        readonly type: "string";
        readonly value: "on|off";
        readonly help: "reuse an unchanged judgement with no model call, files the checks found clean before, and what git said of unchanged file pairs (default on); env CRITIC_GATE_CACHE";
    };
    readonly 'cache-dir': {
        readonly type: "string";
        readonly value: "DIR";
        readonly help: "where judgements, compiled code and known-clean files are kept (default under XDG_CACHE_HOME); env CRITIC_GATE_CACHE_DIR";
    };
    readonly attempt: {
        readonly type: "string";
        readonly value: "N";
        readonly help: "this is attempt N of a retry loop (with --max-attempts); adds route";
    };
    readonly 'max-attempts': {
        readonly type: "string";
        readonly value: "M";
        readonly help: "the loop's limit: a RETRY at attempt M escalates";
    };
    readonly requests: {
        readonly type: "string";
        readonly value: "FILE";
        readonly help: "write every request sent to the judge to FILE (JSON lines) for critic-gate replay; it holds the material judged";
    };
    readonly progress: {
        readonly type: "boolean";
        readonly help: "show judging progress on stderr even when it is not a terminal";
    };
    readonly 'no-progress': {
        readonly type: "boolean";
        readonly help: "never show judging progress";
    };
};
export declare const str: (values: Values, k: string) => string | undefined;
export declare function positiveInt(flag: string, value: string | undefined): number | undefined;
export declare function positiveNumber(flag: string, value: string | undefined): number | undefined;
export declare function hostsOf(values: Values, env: Env): string[] | undefined;
/** The judge settings of any command: a flag the command does not take is simply absent from `values`. */
export declare function judgeFlags(values: Values, env: Env): JudgeFlags;
export type Attempt = {
    number: number;
    max: number;
} | undefined;
export declare function attemptOf(values: Values): Attempt;
export declare function formatOf<F extends string>(value: string | undefined, allowed: readonly F[], fallback: F): F;
