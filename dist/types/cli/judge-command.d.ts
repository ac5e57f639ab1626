import { type CommandOutcome, type JudgeFactory } from './outcome.js';
import type { JudgeCommand } from './args.js';
import type { CliIo } from './io.js';
/** `critic-gate judge`: one critic input in, one result out. */
export declare function judgeCommand(cmd: JudgeCommand, io: CliIo, makeJudge: JudgeFactory): Promise<CommandOutcome>;
