import type { Criterion, CriticResult, ErrorCause, GateEntry } from '../contract/result.js';
/** Small shared readings of a result, so every renderer says the same thing the same way. */
export type Mark = 'pass' | 'warning' | 'fail' | 'not-judged' | 'not-run';
export declare const gateMark: (g: GateEntry) => Mark;
/** An advisory criterion (spec §15) that is not met is a warning: it is shown, and blocks nothing. */
export declare const criterionMark: (c: Criterion) => Mark;
/** Spec §15: per example the judge misread, what it expected and what the judge said of it. */
export declare const advisoryDetails: (c: Criterion) => string[];
export declare function headline(r: CriticResult): string;
/** A vote that was not unanimous: `"split 2/3"`; undefined when all agreed or there was one vote. */
export declare function splitOf(c: Criterion): string | undefined;
/** The run statistics in words; a model is named only when it was asked (or its answers were reused). */
export declare function statsLine(r: CriticResult): string;
/** A result that could not be judged (spec §13): for a reader an error, never a verdict. */
export declare const isError: (r: CriticResult) => boolean;
/** How every human rendering heads an errored result. */
export declare const errorHeading: (r: CriticResult) => string;
/**
 * Where the person who reads an error can fix it, from its typed cause (the result's internal
 * `_critic_error`, set where the error was caught), as the rest of a sentence that begins "Fix it":
 * the assertions file (at its line), the runner's toolchain or judge, GitHub's token or API, the
 * workflow's triggers, or the command line and the Action's inputs. `local`: said to someone
 * running the CLI on their own machine (the flags, not the Action's inputs; no runner).
 */
export declare function whereToFix(cause: ErrorCause | undefined, local?: boolean): string;
/** Evidence text without the `path:line` (or `path:line:col`) in front that its location shows anyway. */
export declare function withoutPlace(text: string, loc: {
    path: string;
    line: number;
    column?: number | undefined;
} | undefined): string;
/** What the judge observed for an unmet criterion, without the `path:line` its location shows anyway. */
export declare function observedOf(c: Criterion): string | undefined;
/** One failing place of a gate entry or criterion. */
export interface Place {
    path: string;
    line?: number | undefined;
    column?: number | undefined;
    /** The tool's own message for this place (a gate entry's findings). */
    message?: string | undefined;
    quote?: string | undefined;
}
/** `path:line:col`, as far as known. */
export declare const placeLabel: (p: Place) => string;
/** The places a failed gate entry points at: every finding when it has them, else its one location. */
export declare function gatePlaces(g: GateEntry): Place[];
/** `… and N more` for the failing places a gate entry did not list. */
export declare const omittedNote: (g: GateEntry) => string | undefined;
/** `path:line` of a criterion's or check's evidence, when it has a location. */
export declare const whereOf: (x: {
    location?: {
        path: string;
        line: number;
    } | undefined;
}) => string | undefined;
/** What to show as a criterion's explanation: evidence when met, fix when not, reason when not judged (see observedOf for an unmet one's evidence). */
export declare function explanationOf(c: Criterion): string;
export declare function coverageNotes(r: CriticResult): string[];
/**
 * A fix as said beside what a reader was just shown. A check's fix carries its error for a worker
 * that reads the fixes alone (`Fix the python syntax at a.py:1: invalid syntax`); beside the
 * evidence that already says it, the repeat is dropped (`Fix the python syntax at a.py:1`).
 */
export declare function fixBeside(fix: string, shown: string): string;
/** What a rendering shows of a gate entry before its fix: its evidence and every place's message. */
export declare const shownOf: (g: GateEntry) => string;
