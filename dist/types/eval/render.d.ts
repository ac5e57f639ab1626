import type { EvalReport } from './metrics.js';
/** The report for a terminal: the figures a model choice rests on, then where it went wrong. */
export declare function renderEvalText(r: EvalReport): string;
/** A self-contained page: the confusion matrix, the latency distribution, the breakdowns and every case. */
export declare function renderEvalHtml(r: EvalReport): string;
