import { type Verdict } from '../contract/result.js';
import { CriticGateError } from '../errors/taxonomy.js';
import { type SandboxMode } from '../commands/sandbox.js';
import type { JudgeOverrides } from '../judge/settings.js';
/**
 * The value of allow-commands that permits commands on `pull_request_target`, where the token can
 * write and the checked-out code may come from a fork: nothing shorter says the user knows that.
 */
export declare const ALLOW_ON_TARGET = "true-i-understand-pull-request-target";
/** The judge settings the Action's inputs may give; the rest come from the config, then defaults. */
export declare const ACTION_JUDGE_SETTINGS: readonly ["backend", "hosts", "model", "timeoutSeconds", "votes", "cache", "cacheDir", "calibration", "apiKey"];
/** The Action's inputs (spec §5), read once and validated here; every message names the input. */
export interface ActionInputs extends Pick<JudgeOverrides, (typeof ACTION_JUDGE_SETTINGS)[number]> {
    config: string;
    githubToken: string;
    ollamaHost: string;
    /** `hosts` (comma or newline separated), else `ollama-host` when set; undefined leaves it to the config. */
    hosts?: string[] | undefined;
    /** Masked by the runner before anything else is read. */
    apiKey?: string | undefined;
    llm: 'on' | 'off';
    failOn: ReadonlySet<Verdict>;
    /**
     * `on-findings` (default): a review only when there is something to say (reviewWorthy); `always`:
     * every run (`on`, `true`, `yes` say the same); `off`: none (`false`, `no`).
     */
    review: ReviewMode;
    allowCommands: boolean;
    /** Only `allow-commands: true-i-understand-pull-request-target` sets this (see event.ts). */
    allowCommandsOnTarget: boolean;
    /** Undefined: the config's command_sandbox decides, else `required`. */
    commandSandbox: SandboxMode | undefined;
    /** Who wrote critic-gate's earlier reviews; undefined: the token's own identity. */
    reviewAuthor: string | undefined;
    /** The `browser-path` input: the Chromium or Chrome `browser` checks drive; default CRITIC_GATE_BROWSER, then PATH. */
    browserPath: string | undefined;
    /** The gate's workflow file (or id), whose run an override re-runs; default `critic-gate.yml`. */
    gateWorkflow: string;
}
export declare class InputError extends CriticGateError {
    name: string;
    readonly category = "input";
}
/** Reads one input as the runner passes it: `INPUT_<NAME>` with spaces as underscores, upper-cased. */
export type InputReader = (name: string) => string;
export declare const envInputReader: (env: Readonly<Record<string, string | undefined>>) => InputReader;
export type ReviewMode = 'on-findings' | 'always' | 'off';
export declare function readInputs(input: InputReader): ActionInputs;
