/** One figure as bench/previous.json keeps it. */
export interface RecordedFigure {
  value: string;
  number?: number;
  target?: string;
  met?: boolean;
  /** The date (YYYY-MM-DD) and Node version it was measured with. */
  at: string;
  node: string;
  /** The machine's 1-minute load average when it was recorded. */
  load?: number;
  quick?: boolean;
}

/** When and with what a run measured. */
export interface RecordMeta {
  at: string;
  node: string;
  machine?: string;
  load?: number;
  quick?: boolean;
  only?: string;
}

export interface Previous {
  recorded?: RecordMeta;
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
export declare function recorded(rows: BenchRow[], previous: Previous, meta: RecordMeta): Previous;
export declare function writePrevious(record: Previous, file?: URL | string): Promise<void>;
