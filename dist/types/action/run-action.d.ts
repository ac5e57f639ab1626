import { type JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import type { JudgeDeps } from '../judge/create-judge.js';
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
 * The pull request (or merge-queue entry) being judged: whose head, against which base, and the
 * texts the judge is shown. Built from the trigger, so every path judges through one function.
 */
export interface JudgedPull {
    owner: string;
    repo: string;
    number: number;
    title: string;
    body: string;
    headSha: string;
    baseSha: string;
    changedFiles: number | undefined;
    /** The event that brought it: on pull_request_target its page runs only with the opt-in. */
    eventName: 'pull_request' | 'pull_request_target' | 'merge_group';
}
/**
 * The Action from inputs to pass or fail. Every path ends with a result file, outputs, a job
 * summary and a decision: a failure to judge fails the step, never a silent green.
 */
export declare function runAction(given: ActionDeps): Promise<void>;
export {};
