/**
 * scripts/suite-times.mjs: where the suite's time goes, from vitest's JSON report and the CPU lines
 * test/support/suite-cpu.ts writes. Slowest first by CPU when there is CPU (wall clock moves with
 * the machine's other load), by the tests' wall clock when there is none.
 */
import { describe, expect, it } from 'vitest';
import { formatSuiteTimes, suiteTimes, type CpuLine, type VitestJsonReport } from '../../../scripts/suite-times.mjs';

const ROOT = '/repo';
const result = (name: string, startTime: number, endTime: number, tests: number): VitestJsonReport['testResults'][number] => ({
  name: `${ROOT}/${name}`,
  startTime,
  endTime,
  assertionResults: Array.from({ length: tests }, () => ({})),
});
const REPORT: VitestJsonReport = {
  startTime: 1_000,
  numTotalTests: 6,
  testResults: [
    result('test/unit/a.test.ts', 1_100, 1_600, 3),
    // Long on the wall (it waits on a process) but cheap on CPU.
    result('test/e2e/waits.test.ts', 1_200, 41_200, 1),
    result('test/e2e/spins.test.ts', 1_300, 11_300, 2),
  ],
};
const CPU: CpuLine[] = [
  { file: 'test/unit/a.test.ts', at: 1_700, wallMs: 900, ownCpuMs: 800, childCpuMs: 0 },
  { file: 'test/e2e/waits.test.ts', at: 41_300, wallMs: 40_500, ownCpuMs: 300, childCpuMs: 200 },
  { file: 'test/e2e/spins.test.ts', at: 11_400, wallMs: 10_300, ownCpuMs: 1_000, childCpuMs: 9_000, rssMb: 840 },
  // A line of an earlier run, left in the file: not this run's.
  { file: 'test/unit/a.test.ts', at: 500, wallMs: 99_000, ownCpuMs: 99_000, childCpuMs: 0 },
];

describe('suite-times', () => {
  it('sorts by CPU, own and children together, and joins each file with its line of this run', () => {
    const times = suiteTimes(REPORT, CPU, ROOT);
    expect(times.byCpu).toBe(true);
    expect(times.rows.map((r) => [r.file, r.cpuMs])).toEqual([
      ['test/e2e/spins.test.ts', 10_000],
      ['test/unit/a.test.ts', 800],
      ['test/e2e/waits.test.ts', 500],
    ]);
    expect(times.rows[0]).toMatchObject({
      tests: 2,
      testsWallMs: 10_000,
      fileWallMs: 10_300,
      ownCpuMs: 1_000,
      childCpuMs: 9_000,
      rssMb: 840,
    });
    expect(times).toMatchObject({ files: 3, tests: 6, wallMs: 40_200, cpuMs: 11_300 });
  });

  it('without CPU lines, sorts by the wall clock of the tests and says CPU is missing', () => {
    const times = suiteTimes(REPORT, [], ROOT);
    expect(times.byCpu).toBe(false);
    expect(times.rows.map((r) => r.file)).toEqual(['test/e2e/waits.test.ts', 'test/e2e/spins.test.ts', 'test/unit/a.test.ts']);
    expect(times.cpuMs).toBeUndefined();
    expect(formatSuiteTimes(times, 10)).toMatch(/no CPU lines: run with CRITIC_GATE_SUITE_CPU set/);
  });

  it('prints the top rows in seconds, then the totals', () => {
    const lines = formatSuiteTimes(suiteTimes(REPORT, CPU, ROOT), 2).split('\n');
    expect(lines[0]).toMatch(/^file\s+tests\s+cpu s\s+own s\s+children s\s+wall s\s+tests wall s\s+worker MB$/);
    expect(lines[2]).toMatch(/^test\/e2e\/spins\.test\.ts\s+2\s+10\.0\s+1\.0\s+9\.0\s+10\.3\s+10\.0\s+840$/);
    expect(lines[3]).toMatch(/^test\/unit\/a\.test\.ts\s+3\s+0\.8.*—$/);
    expect(lines).not.toContainEqual(expect.stringMatching(/waits/));
    expect(lines.at(-1)).toBe('3 files, 6 tests; run 40.2 s wall, 11.3 CPU s in the files (sorted by CPU)');
  });
});
