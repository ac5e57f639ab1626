/** What a required check said on one range of the replayed history. */
export interface ReplayedRange {
  base: string;
  head: string;
  subject: string;
  verdict: 'PASS' | 'RETRY' | 'FAIL' | 'SKIPPED' | 'ERROR';
  exit: number;
  failed: Array<{ id: string; kind: string; evidence: string }>;
  unmet: Array<{ id: string; evidence: string }>;
  error?: string;
}

export interface ReplayReport {
  start: string;
  end: string;
  /** The config init wrote at `start`, which gated every range. */
  config: string;
  counts: Record<ReplayedRange['verdict'], number>;
  runs: ReplayedRange[];
}

/** `init` at `start` (default: `ranges` first-parent steps before `end`), then `pr --llm off` on each later range. */
export declare function replay(o: {
  repo: string;
  cli: string;
  ranges: number;
  start?: string | undefined;
  end?: string | undefined;
  node?: string | undefined;
  log?: (line: string) => void;
}): Promise<ReplayReport>;
