/**
 * The Node.js the CLI needs. Checked before anything else loads, so an older runtime gets one line
 * saying what to install instead of a stack trace from whichever module first needs a newer API.
 * This file imports nothing: it must load on any Node.
 */
export declare const MINIMUM_NODE: {
    readonly major: 22;
    readonly minor: 12;
};
/** Why `version` (as `process.versions.node` gives it) cannot run critic-gate, or undefined when it can. */
export declare function runtimeProblem(version: string): string | undefined;
