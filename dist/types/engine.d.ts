import type { BrowserRuntime } from './checks/browser-runtime.js';
import type { CommandRunner, CommandsRefusal } from './checks/define.js';
import type { Criterion, CriticResult, Stats } from './contract/result.js';
import type { CriticPlan } from './plan.js';
import { type Judge } from './judge/types.js';
import type { FileReader } from './subject/types.js';
export interface CriticDeps {
    /** Absent when the LLM is switched off. */
    judge?: Judge | undefined;
    commands?: CommandRunner | undefined;
    commandsRefused?: CommandsRefusal | undefined;
    /** The base commit's files, for files that decide what commands run. */
    trusted?: FileReader | undefined;
    attempt?: {
        number: number;
        max: number;
    } | undefined;
    /** The browser for `browser` checks and `page` material, made and closed by the front end; absent: no page can be opened. */
    browser?: BrowserRuntime | undefined;
}
/** Stats of a run that made no model call. */
export declare const emptyStats: (model: string | null) => Stats;
/** Runs one judgement: gate, deterministic assertions, the judge when allowed, then the fixed verdict rules. */
export declare function runCritic(plan: CriticPlan, deps: CriticDeps): Promise<CriticResult>;
/**
 * Why the judge is not asked, or undefined when it is. A run whose verdict is already settled
 * (failed gate, misconfigured check, failed critical check, attempts used up) does not wait
 * minutes for a model. The first reason that holds is the one reported.
 */
export declare function whyNotJudged(s: {
    gatePassed: boolean;
    misconfigured: boolean;
    criticalFailed: Pick<Criterion, 'id'> | undefined;
    pastLimit: {
        number: number;
        max: number;
    } | undefined;
    judge: Judge | undefined;
}): string | undefined;
