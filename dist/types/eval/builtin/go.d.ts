import type { Behaviour } from './behaviour.js';
export declare const GO: readonly Behaviour[];
