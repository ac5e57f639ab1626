import type { CriticResult } from '../contract/result.js';
import { type ExitCode } from '../errors/exit-codes.js';
import type { JudgeDeps } from '../judge/create-judge.js';
import { type JudgeOverrides, type JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import type { JudgeFlags } from './args.js';
/** Makes the judge a command runs with; injected so commands run in-process in tests. */
export type JudgeFactory = (settings: JudgeSettings, deps?: JudgeDeps) => Judge;
/** The judge switches of the command line and environment as the top settings layer. */
export declare const flagOverrides: (flags: JudgeFlags) => JudgeOverrides;
/** What a command hands back to main: the result to print and how the process exits. */
export interface CommandOutcome {
    result: CriticResult;
    exitCode: ExitCode;
    /** One line for stderr when the run could not judge (main prefixes it with `critic-gate: `). */
    message?: string;
}
export declare function outcomeOf(result: CriticResult): CommandOutcome;
