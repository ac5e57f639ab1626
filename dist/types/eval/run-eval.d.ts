import type { CriticResult } from '../contract/result.js';
import type { Judge } from '../judge/types.js';
import { type EvalReport, type CaseJudgement } from './metrics.js';
import type { EvalCase, EvalSuite } from './suite.js';
export interface EvalProgress {
    done: number;
    total: number;
    current: string;
    elapsedMs: number;
    /** Estimated time left, from the mean time per case so far; undefined before the first case. */
    etaMs: number | undefined;
}
export interface EvalRunOptions {
    /** The judge for one seed (repeat index 0, 1, …): the same settings, the seed moved on. */
    judgeFor(repeat: number): Judge;
    /** Judgements per case, each with its own seed; two or more measure the flip rate. */
    seeds: number;
    /** Cases judged together in one request (default 1: one assertion per request). */
    batch?: number | undefined;
    onProgress?: ((p: EvalProgress) => void) | undefined;
    /** Aborting stops after the case in progress; the report then covers the cases done. */
    signal?: AbortSignal | undefined;
    /** Milliseconds since an arbitrary origin; injected so tests do not depend on the clock. */
    now?: (() => number) | undefined;
}
/**
 * The judge's decision on each case of a group, read from the result exactly as `pr` reports it.
 * A shared call's tokens and calls are split between its cases, so the report's sums stay exact;
 * each case waited the whole call, so each gets its latency.
 */
export declare function judgementsOf(result: CriticResult, size: number, latencyMs: number): CaseJudgement[];
/**
 * Cases through the judge path of `pr`, in one request: their changes as one change, a config with
 * one assertion per case, the same engine. One case is exactly a one-assertion `pr`.
 */
export declare function judgeGroup(group: readonly EvalCase[], judge: Judge): Promise<CriticResult>;
/** Runs a suite, `batch` cases per request and each with every seed, and sums it up. Stops early, with a partial report, when aborted. */
export declare function runEval(suite: EvalSuite, options: EvalRunOptions): Promise<EvalReport>;
