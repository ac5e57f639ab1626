import type { JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import type { JudgeDeps } from '../judge/run.js';
import { type ArtifactUploader } from './artifacts.js';
import { type Runner } from './runner.js';
type Env = Readonly<Record<string, string | undefined>>;
export interface ActionDeps {
    env: Env;
    runner: Runner;
    makeJudge: (settings: JudgeSettings, deps?: JudgeDeps) => Judge;
    /** Uploads screenshots as a workflow artifact; @actions/artifact by default. */
    artifacts?: ArtifactUploader | undefined;
}
/**
 * The Action from inputs to pass or fail. Every path ends with a result file, outputs, a job
 * summary and a decision: a failure to judge fails the step, never a silent green.
 */
export declare function runAction(given: ActionDeps): Promise<void>;
export {};
