import type { EvalCase, EvalSuite } from '../suite.js';
import { type Behaviour } from './behaviour.js';
export declare const BEHAVIOURS: readonly Behaviour[];
/**
 * Four cases per behaviour, two met and two unmet, so the suite stays balanced: the plain pair,
 * the behaviour inside a large change (met), and one hard unmet case, taken in turns.
 */
export declare function casesOf(b: Behaviour, index: number): EvalCase[];
/** The builtin benchmark: every behaviour in five languages, made by construction (spec §12). */
export declare function builtinSuite(): EvalSuite;
