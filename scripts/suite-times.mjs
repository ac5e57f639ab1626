// Where the suite's time goes (issue 40): the slowest test files of a run, by CPU and by wall clock.
//
//   rm -f .tmp/suite-cpu.jsonl
//   CRITIC_GATE_SUITE_CPU=.tmp/suite-cpu.jsonl npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-report.json
//   node scripts/suite-times.mjs [--report .tmp/vitest-report.json] [--cpu .tmp/suite-cpu.jsonl] [--top 25]
//
// The report is vitest's JSON report (CI writes one to .tmp/vitest-report.json); it gives each
// file's wall clock from its first test's start to its last test's end (imports and beforeAll not
// included). The CPU lines are written by test/support/suite-cpu.ts when CRITIC_GATE_SUITE_CPU is
// set: each file's CPU from before its import to after its last afterAll, its worker's own and
// that of the processes it started and waited for, and its worker's size when it ended. On a
// machine others share, wall clock moves with their load and CPU seconds much less: compare CPU
// between runs at a like load, and sort by it. Not counted: processes no one waits for, such as
// the renderers of a Chromium that is killed (a page that loops forever spins one for its whole
// time limit, unseen here).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * One row per test file of `report`, joined with its CPU line (the last written since the run
 * started) where there is one; slowest first, by CPU when any file has CPU, else by wall clock.
 * `root` makes the report's absolute paths relative, as the CPU lines are.
 */
export function suiteTimes(report, cpuLines, root) {
  const cpuOf = new Map();
  for (const line of cpuLines) if (line.at === undefined || line.at >= report.startTime) cpuOf.set(line.file, line);
  const rows = report.testResults.map((result) => {
    const file = relative(root, result.name).split('\\').join('/');
    const cpu = cpuOf.get(file);
    return {
      file,
      tests: result.assertionResults.length,
      testsWallMs: Math.max(0, result.endTime - result.startTime),
      fileWallMs: cpu?.wallMs,
      ownCpuMs: cpu?.ownCpuMs,
      childCpuMs: cpu?.childCpuMs,
      cpuMs: cpu === undefined ? undefined : cpu.ownCpuMs + cpu.childCpuMs,
      rssMb: cpu?.rssMb,
    };
  });
  const byCpu = rows.some((r) => r.cpuMs !== undefined);
  const key = (r) => (byCpu ? (r.cpuMs ?? -1) : r.testsWallMs);
  rows.sort((a, b) => key(b) - key(a) || a.file.localeCompare(b.file));
  const ends = report.testResults.map((r) => r.endTime);
  return {
    rows,
    byCpu,
    files: rows.length,
    tests: report.numTotalTests,
    wallMs: ends.length === 0 ? 0 : Math.max(...ends) - report.startTime,
    cpuMs: byCpu ? rows.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0) : undefined,
  };
}

const seconds = (ms) => (ms === undefined ? '—' : (ms / 1000).toFixed(1));

/** The table printed: the top `top` rows, then the totals. */
export function formatSuiteTimes(times, top) {
  const header = ['file', 'tests', 'cpu s', 'own s', 'children s', 'wall s', 'tests wall s', 'worker MB'];
  const body = times.rows
    .slice(0, top)
    .map((r) => [
      r.file,
      String(r.tests),
      seconds(r.cpuMs),
      seconds(r.ownCpuMs),
      seconds(r.childCpuMs),
      seconds(r.fileWallMs),
      seconds(r.testsWallMs),
      r.rssMb === undefined ? '—' : String(r.rssMb),
    ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((c) => c[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const total =
    `${times.files} files, ${times.tests} tests; run ${seconds(times.wallMs)} s wall` +
    (times.cpuMs === undefined
      ? ' (no CPU lines: run with CRITIC_GATE_SUITE_CPU set to see CPU; sorted by wall clock)'
      : `, ${seconds(times.cpuMs)} CPU s in the files (sorted by CPU)`);
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line), '', total].join('\n');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      report: { type: 'string', default: '.tmp/vitest-report.json' },
      cpu: { type: 'string', default: '.tmp/suite-cpu.jsonl' },
      top: { type: 'string', default: '25' },
    },
  });
  if (!existsSync(values.report)) {
    console.error(`suite-times: ${values.report} missing; run vitest with --reporter=json --outputFile.json=${values.report} first`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(values.report, 'utf8'));
  const cpuLines = existsSync(values.cpu)
    ? readFileSync(values.cpu, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l))
    : [];
  console.log(formatSuiteTimes(suiteTimes(report, cpuLines, process.cwd()), Number(values.top)));
}
