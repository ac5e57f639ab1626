import type { Behaviour } from './behaviour.js';
export declare const TYPESCRIPT: readonly Behaviour[];
