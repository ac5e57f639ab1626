import type { Criterion, CriticResult, GateEntry } from '../contract/result.js';
/** Small shared readings of a result, so every renderer says the same thing the same way. */
export type Mark = 'pass' | 'warning' | 'fail' | 'not-judged' | 'not-run';
export declare const gateMark: (g: GateEntry) => Mark;
export declare const criterionMark: (c: Criterion) => Mark;
export declare function headline(r: CriticResult): string;
/** A vote that was not unanimous: `"split 2/3"`; undefined when all agreed or there was one vote. */
export declare function splitOf(c: Criterion): string | undefined;
export declare function statsLine(r: CriticResult): string;
/** `path:line` of a criterion's or check's evidence, when it has a location. */
export declare const whereOf: (x: {
    location?: {
        path: string;
        line: number;
    } | undefined;
}) => string | undefined;
/** What to show as a criterion's explanation: evidence when met, fix when not, reason when not judged. */
export declare function explanationOf(c: Criterion): string;
export declare function coverageNotes(r: CriticResult): string[];
