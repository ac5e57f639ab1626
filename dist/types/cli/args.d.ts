import type { CommandSpec } from './flags/command.js';
import { type EvalCommand } from './flags/eval.js';
import { type InitCommand } from './flags/init.js';
import { type JudgeCommand } from './flags/judge.js';
import { type PrCommand } from './flags/pr.js';
import { type ReplayCommand } from './flags/replay.js';
import { type SchemaCommand } from './flags/schema.js';
import { type TestCommand } from './flags/test.js';
import { UsageError, type Env } from './flags/shared.js';
export type { EvalCommand, InitCommand, JudgeCommand, PrCommand, ReplayCommand, SchemaCommand, TestCommand };
export type { CacheDirSource, JudgeFlags, LlmSwitch, ProgressSwitch, ReportFormat } from './flags/shared.js';
export { UsageError };
export type CliCommand = JudgeCommand | PrCommand | EvalCommand | InitCommand | SchemaCommand | TestCommand | ReplayCommand | {
    command: 'help';
    topic?: CommandName;
}
/** `critic-gate` with nothing after it: the usage, as an error (exit 4). */
 | {
    command: 'usage';
} | {
    command: 'version';
};
type Built = JudgeCommand | PrCommand | EvalCommand | InitCommand | SchemaCommand | TestCommand | ReplayCommand;
export type CommandName = Built['command'];
/** Every command, in the order help lists them; a command missing here is a compile error. */
export declare const COMMANDS: {
    readonly [N in CommandName]: CommandSpec<Extract<Built, {
        command: N;
    }>>;
};
/** `critic-gate <command> --help`: the synopsis and every flag the command takes, described. */
export declare function commandHelp(command: CommandName): string;
export declare const USAGE: string;
/** Reads argv (without node and the script) and the environment into one typed command. */
export declare function parseCli(argv: readonly string[], env: Env): CliCommand;
