import type { ExactReport } from './types.js';
/** The first syntax error of a stylesheet, as postcss reports it, or ok. */
export declare function parseCss(text: string): ExactReport;
