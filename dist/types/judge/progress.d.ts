import type { JudgeSettings } from './settings.js';
import type { Judge } from './types.js';
export interface ProgressOutput {
    write(text: string): void;
    /** A terminal: one line redrawn in place every second. Otherwise a line every `everyMs`. */
    live: boolean;
    color: boolean;
    everyMs?: number;
}
/**
 * A judge that says what it is doing while it works — host, model, time so far, tokens so far —
 * so a slow model is not 20 s of silence. Only the progress output changes; the answer does not.
 */
export declare function withProgress(make: (settings: JudgeSettings) => Judge, settings: JudgeSettings, out: ProgressOutput, now?: () => number): Judge;
