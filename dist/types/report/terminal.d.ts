import type { CriticResult } from '../contract/result.js';
export interface TerminalOptions {
    color: boolean;
    /** Read by someone running the CLI on their own machine: setup advice names its flags, not the Action's inputs. */
    local?: boolean;
}
/** Text from the change or the model, made harmless for a terminal. */
export declare const scrubControls: (text: string) => string;
/** One part of the report: the headline (no title), Gate, Criteria, Coverage, statistics. Each fix is said once, beside its entry. */
export interface ReportSection {
    title: string | undefined;
    lines: string[];
}
/** The report in parts, so the Action's log can fold each into a group. */
export declare function terminalSections(result: CriticResult, options: TerminalOptions): ReportSection[];
/** The report for a person at a terminal (`critic-gate pr`). Plain text without colour when piped. */
export declare function renderTerminal(result: CriticResult, options: TerminalOptions): string;
