import type { CriticResult } from '../contract/result.js';
import type { Judge } from '../judge/types.js';
import { type EvalReport, type Judgement } from './metrics.js';
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
    onProgress?: ((p: EvalProgress) => void) | undefined;
    /** Aborting stops after the case in progress; the report then covers the cases done. */
    signal?: AbortSignal | undefined;
    /** Milliseconds since an arbitrary origin; injected so tests do not depend on the clock. */
    now?: (() => number) | undefined;
}
/** The judge's decision on the case's assertion, read from the result exactly as `pr` reports it. */
export declare function judgementOf(result: CriticResult, latencyMs: number): Judgement;
/** One case through the judge path of `pr`: its change, a config with its one assertion, the same engine. */
export declare function judgeCase(c: EvalCase, judge: Judge): Promise<CriticResult>;
/** Runs a suite case by case, each with every seed, and sums it up. Stops early, with a partial report, when aborted. */
export declare function runEval(suite: EvalSuite, options: EvalRunOptions): Promise<EvalReport>;
