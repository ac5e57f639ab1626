import type { CriticResult, GateEntry } from '../contract/result.js';
/** One thing a person should look at: a failing place of a gate entry, an unmet or a not-judged criterion. */
export interface Problem {
    /** `error`: it blocks (failed gate entry, unmet criterion); `warning`: it was not judged, or it is advisory. */
    level: 'error' | 'warning';
    /** Spec §15: an unmet criterion that may not block in this run; a finding all the same, at warning level. */
    advisory?: true;
    /** Stable per configured entry: `gate/<id>` or `criterion/<id>`. */
    ruleId: string;
    /** What the rule is about, in a few words (the assertion, or the kind of check). */
    rule: string;
    title: string;
    message: string;
    /** A file of the repository, a 1-based line and column, when the finding points at one. */
    location?: {
        path: string;
        line: number;
        column?: number | undefined;
    } | undefined;
}
/** A gate entry is named by its id, and by its kind too when the id does not already say it. */
export declare const gateName: (g: GateEntry) => string;
/** Failed gate entries (every failing place), then unmet criteria, then criteria that were not judged. */
export declare function problemsOf(r: CriticResult): Problem[];
