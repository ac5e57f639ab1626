import type { CriticResult } from '../contract/result.js';
import type { Runner } from './runner.js';
/**
 * The report where people look first: the step log, folded into groups, and annotations that the
 * Files tab shows at their lines. Neither needs a token that can write, so a pull request from a
 * fork gets them too.
 */
export declare function logReport(runner: Runner, result: CriticResult, options?: {
    failsStep?: boolean;
}): void;
/** The result as SARIF next to the result file, for github/codeql-action/upload-sarif. */
export declare function writeSarifFile(path: string, result: CriticResult): Promise<string>;
