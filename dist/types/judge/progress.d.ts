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
/** A notice of the judge (it changed course) as the line written on stderr or in the log. */
export declare const noticeLine: (notice: string) => string;
/**
 * A judge whose notices are written even when its progress is not shown: a server that refused a
 * request for its length, and the refit that follows, are said once (issue 43).
 */
export declare function withNotices(make: (settings: JudgeSettings) => Judge, settings: JudgeSettings, write: (text: string) => void): Judge;
