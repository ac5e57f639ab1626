import type { PrCommand } from './args.js';
import type { CliIo } from './io.js';
import { type CommandOutcome, type JudgeFactory } from './outcome.js';
/** `critic-gate pr`: the PR gate on a local git range, merge-base semantics as a pull request has. */
export declare function prCommand(cmd: PrCommand, io: CliIo, makeJudge: JudgeFactory, cwd: string): Promise<CommandOutcome>;
