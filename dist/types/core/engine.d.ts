import type { BrowserRuntime } from '../checks/browser-runtime.js';
import type { WarmLane, WarmSlot } from '../checks/warm-slot.js';
import type { CommandRunner, CommandsRefusal } from '../checks/define.js';
import type { KnownClean } from '../checks/known-clean.js';
import type { Criterion, CriticResult, Receipt, Stats } from '../contract/result.js';
import { type CriticPlan } from './plan.js';
import { type Judge } from '../judge/types.js';
import { FoundSecrets } from '../checks/found-secrets.js';
import type { FileReader } from '../subject/types.js';
import type { TreeView } from '../subject/change-view.js';
export interface CriticDeps {
    /** Absent when the LLM is switched off. */
    judge?: Judge | undefined;
    commands?: CommandRunner | undefined;
    commandsRefused?: CommandsRefusal | undefined;
    /** The base commit's files, for files that decide what commands run. */
    trusted?: FileReader | undefined;
    /** `trusted`'s tree as the front end resolved it; resolved on first read when absent. */
    trustedView?: TreeView | undefined;
    attempt?: {
        number: number;
        max: number;
    } | undefined;
    /** The browser for `browser` checks and `page` material, made and closed by the front end; absent: no page can be opened. */
    browser?: BrowserRuntime | undefined;
    /** The run's cache directory, where compiled code is kept (CheckContext.codeCacheDir); none: kept nowhere. */
    codeCacheDir?: string | undefined;
    /** The syntax worker the front end started ahead of the checks (CheckContext.syntaxWarm). */
    syntaxWarm?: WarmSlot<WarmLane> | undefined;
    /** Where `no-secrets` registers the credentials it finds (the front end's redactor listens); a run of its own when absent. */
    secrets?: FoundSecrets | undefined;
    /** The known-clean cache the front end opened (CheckContext.knownClean); absent: every file is judged afresh. */
    knownClean?: KnownClean | undefined;
}
/** Stats of a run that made no model call. */
export declare const emptyStats: (model: string | null) => Stats;
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
