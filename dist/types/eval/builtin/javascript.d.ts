import type { Behaviour } from './behaviour.js';
export declare const JAVASCRIPT: readonly Behaviour[];
