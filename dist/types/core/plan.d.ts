import type { CheckContext, NamedText } from '../checks/define.js';
import type { CheckSpec } from '../checks/registry.js';
import type { Judge, JudgeStats, MaterialFile } from '../judge/types.js';
import type { ExampleReadings } from './earned.js';
import type { Subject } from '../subject/types.js';
import type { ChangeView } from '../subject/change-view.js';
/** What sets a rendered page's material path (`page:index.html`) apart from the files' paths. */
export declare const PAGE_PREFIX = "page:";
/** The material path of a rendered page: evidence quoting it names this path. */
export declare const pagePath: (page: string) => string;
export interface GateStep {
    id: string;
    spec: CheckSpec;
    /** The line of the assertions file this check is written at, when it came from one: where a check that cannot judge is fixed. */
    line?: number | undefined;
}
export interface PlannedAssertion {
    id: string;
    text: string;
    critical: boolean;
    weight: number;
    /** Present: decided by this check. Absent: decided by the LLM judge. */
    check?: CheckSpec | undefined;
    /** The line of the assertions file the check is written at (see GateStep.line). */
    checkLine?: number | undefined;
    /** Globs selecting what the judge is shown for this assertion; all material when absent. */
    files?: string | readonly string[] | undefined;
    /** A page of the tree the judge is shown rendered in a browser, as material `page:<page>`. */
    page?: string | undefined;
    /** Spec §15: the files the judge must read as expected for this assertion to block. */
    examples?: readonly {
        file: string;
        expect: 'met' | 'unmet';
    }[] | undefined;
}
/** What judging the examples of a run found, and what it cost (merged into the run's stats). */
export interface ExamplesJudged {
    readings: ExampleReadings;
    stats: readonly Partial<JudgeStats>[];
    /**
     * Why the judge could not judge an example, when it could not (the first such cause). A failure
     * to judge is not a disagreement: the run fails closed on it, as on any judge error.
     */
    error?: string | undefined;
    /** Who fixes `error`: the judge's host, or its model (JudgeError's category). */
    errorCategory?: 'judge' | 'model' | undefined;
}
/** PR mode (spec §13): what of a change the config reaches. */
export interface ChangeScope {
    /** The LLM assertions with something to be judged on; any other is not applicable, and the model is not asked about it. */
    applicable: ReadonlySet<string>;
    /**
     * The LLM assertions whose every selected file is unseen (binary by content, undecodable, a
     * submodule, too large), with those files: not met without asking the model (spec §14).
     */
    unseen?: ReadonlyMap<string, readonly UnshownFile[]>;
    /** Whether any check or assertion selects a file of the change at all. */
    covered: boolean;
}
/**
 * What one assertion is judged on: its rendered page (`page:<page>`), and the files its globs
 * select; all files when it names neither. A rendered page is shown only to assertions naming it.
 */
export declare function materialPaths(a: Pick<PlannedAssertion, 'files' | 'page'>, material: readonly MaterialFile[]): string[];
/** A changed file the judge cannot be shown (binary, too large to read as text), and why. */
export interface UnshownFile {
    path: string;
    reason: string;
}
/** Everything the critic needs to know about one judgement, as data. */
export interface CriticPlan {
    subject: Subject;
    /** The subject's change as resolved once by the planner; absent: the checks' context resolves it on first use. */
    view?: ChangeView | undefined;
    task: string;
    /** Checks deciding `schema_valid`: the output matches its declared type. */
    schemaGate: readonly GateStep[];
    gate: readonly GateStep[];
    assertions: readonly PlannedAssertion[];
    threshold: number;
    /** What the judge may be shown, most relevant first. */
    material(ctx: CheckContext): Promise<MaterialFile[]>;
    /**
     * PR mode (spec §13): which LLM assertions apply to this change, and whether anything in the
     * config reaches it. Absent (one worker output): every assertion applies.
     */
    scope?(ctx: CheckContext): Promise<ChangeScope>;
    /** PR mode: changed files no material can show; those an assertion's globs select count as unseen for it. */
    unshown?(ctx: CheckContext): Promise<UnshownFile[]>;
    /** Untrusted texts that came with the change (PR title and body, commit messages), for the tripwires. */
    texts?: readonly NamedText[] | undefined;
    /**
     * Spec §15, PR mode: judges the examples of the LLM assertions `ids` (those the judge is asked
     * about) with the run's judge. Never throws: an example the judge could not judge is its `error`.
     */
    examples?(judge: Judge, ids: ReadonlySet<string>): Promise<ExamplesJudged>;
    /** Spec §15, `blocking.require_examples`: an LLM assertion without examples is advisory. */
    requireExamples?: boolean | undefined;
    /**
     * The assertions file the checks are written in, as the run names it: a check that cannot judge
     * as configured is fixed there, unless the problem is in a file of its own. Absent: the checks
     * came another way (a critic input), and no file is named.
     */
    configFile?: string | undefined;
}
