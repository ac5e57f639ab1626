import type { CriticResult } from './result.js';
/**
 * The result as published (JSON on stdout, the result file): the spec's fields only, without the
 * internal `_critic_error`. Apart from result.ts so that a front end writing JSON loads no schema
 * (result.ts builds zod's) at start-up.
 */
export declare function publishedResult(result: CriticResult): CriticResult;
