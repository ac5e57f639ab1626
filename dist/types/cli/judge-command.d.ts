import { type CommandOutcome, type JudgeFactory } from './outcome.js';
import type { JudgeCommand } from './args.js';
import type { JudgeInputText } from './judge-input.js';
/**
 * `critic-gate judge`: one critic input in, one result out. `input` is the input being read
 * (readJudgeInput, the one place that reads it), started before this module was loaded.
 */
export declare function judgeCommand(cmd: JudgeCommand, makeJudge: JudgeFactory, input: Promise<JudgeInputText>, onSecret?: (secret: string) => void): Promise<CommandOutcome>;
