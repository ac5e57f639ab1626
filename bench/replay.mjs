// Real history as a measurement of false FAILs (issue 26): `critic-gate init` at an older commit of
// a repository, then `pr --llm off` on each of the next N ranges of its main line.
//   node bench/replay.mjs --repo DIR [--ranges 200] [--start REV] [--end REV] [--json FILE]
// Prints the verdict counts and, for each FAIL, the checks that failed, so each can be classified
// as true or false. Nothing here passes or fails: the exit code is 1 only when it could not run.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { replay } from './lib/replay.mjs';

const { values } = parseArgs({
  options: {
    repo: { type: 'string' },
    ranges: { type: 'string', default: '200' },
    start: { type: 'string' },
    end: { type: 'string' },
    json: { type: 'string' },
  },
});
if (!values.repo) {
  console.error('replay: --repo DIR is required (a git repository whose history to replay)');
  process.exit(1);
}
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const started = performance.now();
const report = await replay({
  repo: values.repo,
  cli,
  ranges: Number(values.ranges),
  start: values.start,
  end: values.end,
  log: (line) => console.log(line),
});
const total = report.runs.length;
const { PASS, RETRY, FAIL, SKIPPED, ERROR } = report.counts;
console.log(
  `\n${values.repo}: ${total} ranges from ${report.start.slice(0, 10)}: PASS ${PASS} · RETRY ${RETRY} · FAIL ${FAIL} · SKIPPED ${SKIPPED} · ERROR ${ERROR}` +
    ` (${((performance.now() - started) / 1000).toFixed(0)} s)`,
);
if (values.json) await writeFile(values.json, `${JSON.stringify(report, null, 2)}\n`);
