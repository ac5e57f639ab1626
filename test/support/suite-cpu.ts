/**
 * Where the suite's CPU goes, file by file (issue 40). Only when CRITIC_GATE_SUITE_CPU names a
 * file: each test file appends one JSON line to it with the CPU its worker spent on it, its own
 * and that of the processes it started and waited for (git, dist/ bundles, Chromium), from before
 * the file is imported to after its last afterAll. Wall clock says little on a shared machine;
 * CPU seconds compare across runs. `node scripts/suite-times.mjs` reads it beside vitest's JSON
 * report.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, expect } from 'vitest';

const out = process.env['CRITIC_GATE_SUITE_CPU'];

/** CPU of the children this process has waited for, from /proc (cutime + cstime, in ticks of 1/100 s). */
function childrenCpuMs(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

if (out !== undefined && out !== '') {
  const file = relative(process.cwd(), expect.getState().testPath ?? '');
  const startOwn = process.cpuUsage();
  const startChildren = childrenCpuMs();
  const startWall = performance.now();
  afterAll(() => {
    const own = process.cpuUsage(startOwn);
    appendFileSync(
      out,
      `${JSON.stringify({
        file,
        // When it ended: a line older than the report's start belongs to an earlier run.
        at: Date.now(),
        pid: process.pid,
        wallMs: Math.round(performance.now() - startWall),
        ownCpuMs: Math.round((own.user + own.system) / 1000),
        childCpuMs: childrenCpuMs() - startChildren,
        // The worker's size when the file ends: every process a test starts is forked from it,
        // and a fork costs in proportion to it (a git spawned from a 1 GB process: 57 ms of CPU, not 3).
        rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
      })}\n`,
    );
  });
}
