import type { BackendFactory } from './backends/backend.js';
import { type JudgementCache } from './cache.js';
import type { JudgeSettings } from './settings.js';
import { type Judge, type JudgeAssertion, type JudgeItem, type MaterialFile, type SeenLines } from './types.js';
/**
 * The judge, whatever the backend: hosts with failover, the shared prompt and fitting,
 * one repair round, the cache, votes and calibration. The adapters only speak their protocol.
 */
export interface JudgeDeps {
    /** Replaces the undici-based fetch (its deadline still applies). */
    fetch?: typeof fetch | undefined;
    /** Milliseconds since some fixed point; injected for reproducible stats. */
    now?: (() => number) | undefined;
    /** Where judgements are reused from and kept (the review marker); the settings' cacheDir is added. */
    cache?: JudgementCache | undefined;
    /** Replaces the backend's adapter (tests). */
    backend?: BackendFactory | undefined;
}
export declare function createJudge(settings: JudgeSettings, deps?: JudgeDeps): Judge;
/** One part's answer about one assertion, and what that part showed. */
interface PartAnswer {
    item: JudgeItem;
    seen: SeenLines;
}
/**
 * One answer from the parts an assertion's material was shown in. A part that calls it unmet
 * citing a line it showed found a violation, which no other part can undo; else a part that
 * calls it met with evidence that holds is the answer (what it needs may be in one part only);
 * else the first that says unmet explains why.
 */
export declare function combineParts(a: JudgeAssertion, parts: readonly PartAnswer[], material: ReadonlyMap<string, MaterialFile>): JudgeItem;
export {};
