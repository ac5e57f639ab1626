import type { CommandSpec } from './command.js';
import { type Attempt, type JudgeFlags, type ReportFormat } from './shared.js';
export interface JudgeCommand {
    command: 'judge';
    input: string | undefined;
    pretty: boolean;
    format: ReportFormat;
    judge: JudgeFlags;
    attempt: Attempt;
}
export declare const judgeSpec: CommandSpec<JudgeCommand>;
