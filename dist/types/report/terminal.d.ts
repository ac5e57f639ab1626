import type { CriticResult } from '../contract/result.js';
export interface TerminalOptions {
    color: boolean;
}
/** The report for a person at a terminal (`critic-gate pr`). Plain text without colour when piped. */
export declare function renderTerminal(r: CriticResult, options: TerminalOptions): string;
