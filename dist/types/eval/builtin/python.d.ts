import type { Behaviour } from './behaviour.js';
export declare const PYTHON: readonly Behaviour[];
