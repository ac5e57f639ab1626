import type { Location } from './location.js';
/** A file a check wrote for people to look at (a screenshot of the page it opened). */
export interface Artifact {
    path: string;
    kind: 'screenshot';
}
/**
 * The one shape every deterministic check produces. Gate entries and deterministic
 * criteria are both built from it, so a check never has to know where it is used.
 */
export interface CheckOutcome {
    passed: boolean;
    /** What was observed, with `path:line` where there is one. */
    evidence: string;
    /** How to make it pass; present whenever `passed` is false. */
    fix?: string;
    /** The first place the evidence points at, when it points at one. */
    location?: Location;
    /** Set when the check was not run at all (e.g. commands not allowed); such a check never passes. */
    notRun?: boolean;
    /**
     * Set when the check itself is wrong (a schema that does not compile or is missing, a check that
     * crashed): the input or config is at fault, not the work, so the run could not judge (exit 4).
     */
    misconfigured?: boolean;
    /** Files written while checking, listed in the gate entry and uploaded by the Action. */
    artifacts?: Artifact[];
    /** `warning`: the check passed but found something a person should look at (shown in the review). */
    severity?: 'warning';
}
export declare const pass: (evidence: string, location?: Location) => CheckOutcome;
export declare const fail: (evidence: string, fix: string, location?: Location) => CheckOutcome;
/** The check cannot judge anything as configured; see CheckOutcome.misconfigured. */
export declare const misconfigured: (evidence: string, fix: string) => CheckOutcome;
