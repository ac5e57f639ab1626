import { type BrowserRuntime } from './browser/runtime.js';
import type { CheckContext, CommandRunner, NamedText } from './checks/define.js';
import { type CheckSpec } from './checks/registry.js';
import type { CriticResult, Stats } from './contract/result.js';
import { type Judge, type MaterialFile } from './judge/types.js';
import type { FileReader, Subject } from './subject/types.js';
export interface GateStep {
    id: string;
    spec: CheckSpec;
}
export interface PlannedAssertion {
    id: string;
    text: string;
    critical: boolean;
    weight: number;
    /** Present: decided by this check. Absent: decided by the LLM judge. */
    check?: CheckSpec | undefined;
    /** Globs selecting what the judge is shown for this assertion; all material when absent. */
    files?: string | readonly string[] | undefined;
    /** A page of the tree the judge is shown rendered in a browser, as material `page:<page>`. */
    page?: string | undefined;
}
/** Everything the critic needs to know about one judgement, as data. */
export interface CriticPlan {
    subject: Subject;
    task: string;
    /** Checks deciding `schema_valid`: the output matches its declared type. */
    schemaGate: readonly GateStep[];
    gate: readonly GateStep[];
    assertions: readonly PlannedAssertion[];
    threshold: number;
    /** What the judge may be shown, most relevant first. */
    material(ctx: CheckContext): Promise<MaterialFile[]>;
    /** Untrusted texts that came with the change (PR title and body, commit messages), for the tripwires. */
    texts?: readonly NamedText[] | undefined;
}
export interface CriticDeps {
    /** Absent when the LLM is switched off. */
    judge?: Judge | undefined;
    commands?: CommandRunner | undefined;
    commandsRefused?: string | undefined;
    /** The base commit's files, for files that decide what commands run. */
    trusted?: FileReader | undefined;
    attempt?: {
        number: number;
        max: number;
    } | undefined;
    /** The browser for `browser` checks and `page` material; one found on PATH when absent, closed at the end. */
    browser?: BrowserRuntime | undefined;
}
/** Stats of a run that made no model call. */
export declare const emptyStats: (model: string | null) => Stats;
/** Runs one judgement: gate, deterministic assertions, the judge when allowed, then the fixed verdict rules. */
export declare function runCritic(plan: CriticPlan, deps: CriticDeps): Promise<CriticResult>;
