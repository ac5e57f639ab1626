import type { CriticResult } from '../contract/result.js';
import { type ExitCode } from '../exit-codes.js';
import type { Judge } from '../judge/types.js';
import { type JudgeSettings } from '../judge/settings.js';
import type { JudgeCommand } from './args.js';
import type { CliIo } from './io.js';
export type JudgeFactory = (settings: JudgeSettings) => Judge;
export interface CommandOutcome {
    result: CriticResult;
    exitCode: ExitCode;
    /** One line for stderr when the run could not judge (main prefixes it with `critic-gate: `). */
    message?: string;
}
/** `critic-gate judge`: one critic input in, one result out. */
export declare function judgeCommand(cmd: JudgeCommand, io: CliIo, makeJudge: JudgeFactory): Promise<CommandOutcome>;
