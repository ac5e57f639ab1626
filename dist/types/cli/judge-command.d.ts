import { type CommandOutcome, type JudgeFactory } from './outcome.js';
import type { JudgeCommand } from './args.js';
import type { CliIo } from './io.js';
/**
 * `critic-gate judge`: one critic input in, one result out. `input` is the input being read
 * (readJudgeInput), started before this module was loaded; by default it is read here.
 */
export declare function judgeCommand(cmd: JudgeCommand, io: CliIo, makeJudge: JudgeFactory, input?: Promise<string>): Promise<CommandOutcome>;
