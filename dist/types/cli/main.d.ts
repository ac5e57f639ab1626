import { type ExitCode } from '../errors/exit-codes.js';
import { type CliIo } from './io.js';
import type { JudgeFactory } from './outcome.js';
export interface CliDeps {
    io: CliIo;
    makeJudge: JudgeFactory;
    /** Where relative paths given on the command line start. */
    cwd: string;
}
type Env = Readonly<Record<string, string | undefined>>;
/** Runs one CLI invocation. Every error ends here: a message on stderr, a result on stdout where possible, exit 4. */
export declare function main(argv: readonly string[], env: Env, given: CliDeps): Promise<ExitCode>;
export {};
