import type { CriticResult } from '../contract/result.js';
import type { Env } from './context.js';
/** Screenshots go next to the result file, one folder per run attempt. */
export declare const artifactsDirOf: (env: Env) => string;
/** Where this run's files go: the runner's temp folder, named by run and attempt so re-runs do not collide. */
export declare function runFile(env: Env, extension: string): Promise<string>;
export declare function writeResultFile(env: Env, result: CriticResult): Promise<string>;
/** Beside the result file, named as `critic-gate replay` looks for it: `critic-gate-result-…json` → `…requests.jsonl`. */
export declare function writeRequestsFile(env: Env, lines: readonly string[]): Promise<void>;
