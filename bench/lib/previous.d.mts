/** One figure as bench/previous.json keeps it. */
export interface RecordedFigure {
  value: string;
  number?: number;
  target?: string;
  met?: boolean;
  /** The date (YYYY-MM-DD) and Node version it was measured with. */
  at: string;
  node: string;
  quick?: boolean;
}

export interface Previous {
  recorded?: { at: string; node: string; machine?: string; quick?: boolean; only?: string };
  figures: Record<string, RecordedFigure>;
}

/** A row of the bench table, or a `{ heading }` row that starts a section. */
export interface BenchRow {
  heading?: string;
  key?: string;
  figure?: string;
  value?: string;
  number?: number | undefined;
  target?: string;
  met?: boolean;
  info?: boolean;
  unmeasured?: boolean;
  previous?: RecordedFigure;
}

export declare const PREVIOUS_FILE: URL;
export declare function keyOf(heading: string, row: BenchRow): string;
export declare function readPrevious(file?: URL | string): Previous;
export declare function withPrevious(rows: BenchRow[], previous: Previous): BenchRow[];
export declare function change(now: number | undefined, before: number | undefined): string;
export declare function recorded(
  rows: BenchRow[],
  previous: Previous,
  meta: { at: string; node: string; machine?: string; quick?: boolean; only?: string },
): Previous;
export declare function writePrevious(record: Previous, file?: URL | string): Promise<void>;
