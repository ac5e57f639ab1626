import type { Criterion, CriticResult, Receipt } from '../contract/result.js';
import { type CriticPlan } from './plan.js';
import { type Judge } from '../judge/types.js';
import type { RunResources } from './resources.js';
/** One run of the engine: the judge (absent when the LLM is switched off), the attempt, and the run's resources. */
export interface CriticDeps extends RunResources {
    judge?: Judge | undefined;
    attempt?: {
        number: number;
        max: number;
    } | undefined;
}
/**
 * Who fixes the checks that cannot judge (spec, bad input: "a clear message naming the file"): the
 * runner only when every problem is the runner's, since a mistake in the config beside a runner
 * problem must not be sent to the runner; otherwise the config, in the files its problems are in,
 * in the order they were found. A file is named only when every config problem's is known
 * (`assertionsFile` is absent for checks that came in a critic input rather than a file), and a
 * line only when they are all at one line of the assertions file.
 */
export declare function configErrorCause(problems: readonly {
    onRunner: boolean;
    file?: string | undefined;
    line?: number | undefined;
}[], assertionsFile: string | undefined): {
    category: 'config' | 'toolchain';
    file?: string;
    line?: number;
};
/** Runs one judgement: gate, deterministic assertions, the judge when allowed, then the fixed verdict rules. */
export declare function runCritic(plan: CriticPlan, deps: CriticDeps): Promise<CriticResult>;
/**
 * Whether the judge is asked, decided once for the whole run: with which judge, or the first
 * reason that holds for not asking it. A run whose verdict is already settled (failed gate,
 * misconfigured check, failed critical check, attempts used up) does not wait minutes for a model.
 */
export type JudgeCall = {
    kind: 'ask';
    judge: Judge;
} | {
    kind: 'nothing-to-ask';
} | {
    kind: 'gate-failed';
} | {
    kind: 'misconfigured';
} | {
    kind: 'critical-failed';
    id: string;
} | {
    kind: 'past-limit';
    attempt: {
        number: number;
        max: number;
    };
} | {
    kind: 'judge-off';
};
export type NotJudged = Exclude<JudgeCall, {
    kind: 'ask';
}>;
export declare function judgeCall(s: {
    /** How many assertions only the judge can decide. */
    assertions: number;
    gatePassed: boolean;
    misconfigured: boolean;
    criticalFailed: Pick<Criterion, 'id'> | undefined;
    attempt: {
        number: number;
        max: number;
    } | undefined;
    judge: Judge | undefined;
}): JudgeCall;
/** Why the judge was not asked, as an unjudged criterion's evidence says it. */
export declare function notJudgedReason(call: NotJudged): string;
/** The receipt of a verdict no model was asked for, saying why. */
export declare const unaskedReceipt: (model: string | null, why: NonNullable<Receipt["no_model_call"]>) => Receipt;
