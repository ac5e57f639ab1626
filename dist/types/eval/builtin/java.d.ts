import type { Behaviour } from './behaviour.js';
export declare const JAVA: readonly Behaviour[];
