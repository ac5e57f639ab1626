import type { CriticResult, ErrorCause, Stats } from '../contract/result.js';
/** The stats of a run that asked no model: nothing counted yet. */
export declare const emptyStats: (model: string | null) => Stats;
/**
 * The result when nothing could be judged: bad input, bad config, a crash. Always FAIL, never a
 * pass (spec rule 4). `cause`: who can fix it, as describeError (errors/taxonomy.ts) sorted it.
 */
export declare function errorResult(error: string, model?: string | null, cause?: ErrorCause): CriticResult;
