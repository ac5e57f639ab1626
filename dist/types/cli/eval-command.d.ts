import { type ExitCode } from '../errors/exit-codes.js';
import type { EvalReport } from '../eval/metrics.js';
import { type EvalCommand } from './args.js';
import type { CliIo } from './io.js';
import { type JudgeFactory } from './outcome.js';
import type { Redactor } from '../report/redact.js';
export interface EvalOutcome {
    report: EvalReport;
    exitCode: ExitCode;
    message?: string;
}
/**
 * `critic-gate eval`: a labelled suite through the judge path of `pr`. Ctrl-C stops after the case
 * in progress and still writes the report of what was judged.
 */
export declare function evalCommand(cmd: EvalCommand, io: CliIo, makeJudge: JudgeFactory, interrupt: AbortSignal, redactor: Pick<Redactor, 'deep'>): Promise<EvalOutcome>;
