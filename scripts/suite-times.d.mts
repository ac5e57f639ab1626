/** A file's line of test/support/suite-cpu.ts (CRITIC_GATE_SUITE_CPU). */
export interface CpuLine {
  file: string;
  at?: number;
  pid?: number;
  wallMs: number;
  ownCpuMs: number;
  childCpuMs: number;
  rssMb?: number;
}

/** What scripts/suite-times.mjs reads of vitest's JSON report. */
export interface VitestJsonReport {
  startTime: number;
  numTotalTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number; assertionResults: unknown[] }>;
}

export interface SuiteTimeRow {
  file: string;
  tests: number;
  testsWallMs: number;
  fileWallMs: number | undefined;
  ownCpuMs: number | undefined;
  childCpuMs: number | undefined;
  cpuMs: number | undefined;
  rssMb: number | undefined;
}

export interface SuiteTimes {
  rows: SuiteTimeRow[];
  byCpu: boolean;
  files: number;
  tests: number;
  wallMs: number;
  cpuMs: number | undefined;
}

export function suiteTimes(report: VitestJsonReport, cpuLines: readonly CpuLine[], root: string): SuiteTimes;
export function formatSuiteTimes(times: SuiteTimes, top: number): string;
