import type { ExampleReading } from '../contract/result.js';
import { type ExampleAgreement } from '../core/earned.js';
import { type ExitCode } from '../errors/exit-codes.js';
import type { TestCommand } from './args.js';
import type { CliIo } from './io.js';
import { type JudgeFactory } from './outcome.js';
/**
 * `critic-gate test` (spec §15): every example of every LLM assertion, judged alone with the judge
 * `pr` would use (the config's `judge` section under the flags), the way `pr` judges them, so a
 * rule's author sees before it blocks anyone whether the model reads its examples as expected.
 * The config and the examples are read from the working tree: this is for the rule being written.
 */
/** The `--format json` report. */
export interface TestReport {
    config: string;
    model: string;
    votes: number;
    /** Whether the judge read every example as expected (false too when one could not be judged). */
    agrees: boolean;
    assertions: (ExampleAgreement & {
        examples: ExampleReading[];
    })[];
    /** Why examples could not be judged (the judge unreachable, its calibration failed). */
    errors: string[];
    /** Set when no assertion has examples: nothing was judged. */
    notice?: string;
}
export interface TestOutcome {
    output: string;
    exitCode: ExitCode;
    message?: string;
}
export declare const NO_EXAMPLES_NOTICE = "no assertion has examples: nothing to test (add `examples: [{file, expect: met|unmet}]` to an LLM assertion)";
export declare function testCommand(cmd: TestCommand, io: CliIo, makeJudge: JudgeFactory, cwd: string): Promise<TestOutcome>;
