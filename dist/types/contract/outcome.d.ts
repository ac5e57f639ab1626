import type { Finding, Location } from './location.js';
import type { Criterion, GateEntry } from './result.js';
/** A file a check wrote for people to look at (a screenshot of the page it opened). */
export interface Artifact {
    path: string;
    kind: 'screenshot';
}
/**
 * How a check came out; exactly one holds, so no reader has to combine flags.
 * - `pass`: the work meets it.
 * - `fail`: the work does not meet it; the worker is told how to fix it.
 * - `not-run`: the check was not allowed to run (commands off); it never passes.
 * - `misconfigured`: the check itself is wrong (a schema or rules file missing at the base or
 *   unreadable, a check that crashed): the input or config is at fault, not the work, so the run
 *   could not judge (exit 4).
 */
export type CheckStatus = 'pass' | 'fail' | 'not-run' | 'misconfigured';
interface Observed {
    /** What was observed, with `path:line` where there is one. */
    evidence: string;
    /** The first place the evidence points at, when it points at one. */
    location?: Location;
    /** Files written while checking, listed in the gate entry and uploaded by the Action. */
    artifacts?: Artifact[];
    /** Every failing place, when the check looked at many (see failEach); `location` is the first. */
    findings?: Finding[];
    /** How many failing places were left out of `findings`. */
    findingsOmitted?: number;
}
export interface PassedOutcome extends Observed {
    status: 'pass';
    /** `warning`: the check passed but found something a person should look at (shown in the review). */
    severity?: 'warning';
    /** With a warning: what to do about it. */
    fix?: string;
}
export interface UnpassedOutcome extends Observed {
    status: Exclude<CheckStatus, 'pass'>;
    /** How to make it pass: the worker's fix for `fail`, the gate owner's for the others. */
    fix: string;
    /** Only a passed check warns. */
    severity?: never;
    /**
     * `misconfigured` only: the runner, not the config, lacks what the check needs (a toolchain
     * older than the project declares). The run could not judge either way; this says who fixes it.
     */
    onRunner?: true;
    /**
     * `misconfigured` only: the file the problem is in, when it is a file the check reads of its own
     * (a JSON Schema, a gotchas rules file). Absent: the run's assertions file, where the check is written.
     */
    file?: string;
}
/**
 * The one shape every deterministic check produces. Gate entries and deterministic
 * criteria are both built from it, so a check never has to know where it is used.
 */
export type CheckOutcome = PassedOutcome | UnpassedOutcome;
export declare const pass: (evidence: string, location?: Location) => CheckOutcome;
/** Passed, with a finding a person should look at; `fix` says what to do about it. */
export declare const warn: (evidence: string, fix: string, location?: Location) => CheckOutcome;
export declare const fail: (evidence: string, fix: string, location?: Location) => CheckOutcome;
/** At most this many findings are listed per check (the first by path); the rest are counted. */
export declare const MAX_FINDINGS = 50;
/**
 * Failed at every one of `findings` (spec §13: a check reports every failing file it selected, not
 * only the first). They are ordered by path, then line and column; the first MAX_FINDINGS are kept
 * and the rest counted. The evidence lists them one a line (`path:line:col: message`), and the
 * location is the first one's, so a reader that shows one place shows the first.
 */
export declare function failEach(findings: readonly Finding[], fix: string): CheckOutcome;
/**
 * Passed, with a warning at every one of `findings`, listed as failEach lists them and followed by
 * `passed` (what did pass). For a verdict that must not block on its own: an approximate parser's
 * syntax errors (spec §7).
 */
export declare function warnEach(findings: readonly Finding[], fix: string, passed: string): CheckOutcome;
/** The check was not allowed to run; see CheckStatus. */
export declare const notRun: (evidence: string, fix: string) => CheckOutcome;
/**
 * The check cannot judge anything as configured; see CheckStatus. `file`: the file the problem is
 * in when the check read it (its schema, its rules file), so the error can name the file to fix;
 * without it the run's assertions file is named.
 */
export declare const misconfigured: (evidence: string, fix: string, file?: string) => CheckOutcome;
/** The check cannot judge on this runner (its toolchain is older than the project declares): fixed on the runner. */
export declare const misconfiguredOnRunner: (evidence: string, fix: string) => CheckOutcome;
export declare const isPass: (o: CheckOutcome) => o is PassedOutcome;
export declare const isMisconfigured: (o: CheckOutcome) => boolean;
/** The gate entry of one check. A misconfigured check is a failed entry; the run reports it as a config error. */
export declare function toGateEntry(id: string, kind: string, o: CheckOutcome): GateEntry;
/** What one outcome decides of a deterministic criterion. A check that did not run is not met: it fails closed. */
export declare function toCriterionFields(o: CheckOutcome): Pick<Criterion, 'met' | 'status' | 'evidence' | 'fix' | 'location'>;
export {};
