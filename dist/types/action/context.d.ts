/**
 * What every trigger's handler is given: the run's inputs (read once), the runner behind the
 * redactor, and the pull-request host. Handlers return an Outcome; run-action.ts ends every run
 * from it.
 */
import type { CriticResult } from '../contract/result.js';
import type { PullHost } from '../host/pull-host.js';
import type { JudgeDeps } from '../judge/create-judge.js';
import type { JudgeSettings } from '../judge/settings.js';
import type { Judge } from '../judge/types.js';
import type { Redactor } from '../report/redact.js';
import type { ArtifactUploader } from './artifacts.js';
import type { ActionInputs } from './inputs.js';
import type { JudgedPull } from './judged-pull.js';
import type { Runner } from './runner.js';
export type Env = Readonly<Record<string, string | undefined>>;
/** The real world, as index.ts wires it in (and a test its doubles). */
export interface ActionDeps {
    env: Env;
    runner: Runner;
    makeJudge: (settings: JudgeSettings, deps?: JudgeDeps) => Judge;
    /** Uploads screenshots as a workflow artifact; @actions/artifact by default. */
    artifacts?: ArtifactUploader | undefined;
}
/** One run, as a handler sees it: `runner` masks and redacts what `redactor` knows. */
export interface ActionContext extends ActionDeps {
    inputs: ActionInputs;
    host: PullHost;
    redactor: Redactor;
}
/** What a run produced, for the outputs and the step's pass or fail. */
export interface Outcome {
    result: CriticResult;
    reviewUrl: string;
    /** Notes shown in the report and the log (escalation, API fallback, posting problems). */
    notes: string[];
}
export declare const serverUrlOf: (env: Env) => string;
/** The workflow run's page, for the review's footer; undefined outside a runner. */
export declare const runUrlOf: (env: Env, pull: JudgedPull) => string | undefined;
