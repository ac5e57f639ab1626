import type { BenchRow } from './previous.mjs';

export declare const ms: (x: number) => string;
export declare function table(rows: BenchRow[]): string;
