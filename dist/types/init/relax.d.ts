/**
 * What the repository's own history says about the gate init is about to write (issue 38): the
 * last merged changes of the branch, replayed with the candidate config's deterministic checks,
 * come in here as outcomes, and the gate goes out relaxed wherever it would have blocked one of
 * them, with the evidence in a comment beside it. Pure: the replay itself is the front end's.
 *
 * A merged change is taken as honest: the team merged it. So a rule that blocked one is a rule the
 * team does not follow (left out, saying how often), and a size limit that blocked one is set above
 * the largest. Only whole-file validity stays: a change that merged a real syntax error is named in
 * the header as one the config still blocks, not a reason to stop checking syntax.
 */
import type { ProposedCheck } from './config-template.js';
/** One merged change as the candidate config judged it. */
export interface ReplayedRange {
    /** The merged commit (its first parent is the base). */
    sha: string;
    /** The first line of its message. */
    title: string;
    /**
     * By index into the proposed gate: the one-line reason a check failed this change. A negative
     * index is a check the run adds itself (the tripwires): never relaxed.
     */
    blocked: ReadonlyMap<number, string>;
    /** By index of a size check that blocked it: the lines that check counted. */
    sizes: ReadonlyMap<number, number>;
    /** Set when the change could not be replayed at all (the reason). */
    error?: string | undefined;
}
export interface ReplayedHistory {
    /** The branch replayed (`main`), or `HEAD` when none is checked out. */
    branch: string;
    /** The ranges, newest first. */
    ranges: readonly ReplayedRange[];
    /** Wall-clock time of the replay. */
    seconds: number;
}
/** The gate after the history had its say, and what the config's header says was proven. */
export interface RelaxedGate {
    gate: ProposedCheck[];
    header: string[];
    /** The changes the written config still blocks, with why. */
    stillBlocked: Array<{
        sha: string;
        reason: string;
    }>;
}
/**
 * A limit above `largest` with room to spare (a tenth more), rounded up to two significant digits:
 * 12,268 → 14,000; 2,100 → 2,400.
 */
export declare function limitAbove(largest: number): number;
/** Relaxes `gate` by what its replay on `history` found (indexes of `blocked` are the gate's); says what was proven. */
export declare function relaxForHistory(gate: readonly ProposedCheck[], history: ReplayedHistory): RelaxedGate;
