import type { BackendFactory } from './backend.js';
import { type JudgementCache } from './cache.js';
import type { JudgeSettings } from './settings.js';
import { type Judge } from './types.js';
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
