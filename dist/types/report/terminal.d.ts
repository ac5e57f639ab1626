import type { CriticResult } from '../contract/result.js';
export interface TerminalOptions {
    color: boolean;
}
/** Text from the change or the model, made harmless for a terminal. */
export declare const scrubControls: (text: string) => string;
/** The report for a person at a terminal (`critic-gate pr`). Plain text without colour when piped. */
export declare function renderTerminal(result: CriticResult, options: TerminalOptions): string;
