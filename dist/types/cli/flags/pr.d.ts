import type { CommandSpec } from './command.js';
import { type Attempt, type JudgeFlags, type ReportFormat } from './shared.js';
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
    attempt: Attempt;
}
export declare const prSpec: CommandSpec<PrCommand>;
