// `npm run bench`: measures and prints the performance figures the issues ask for. Nothing here
// passes or fails on timing; the exit code is 1 only when a measurement could not be made.
//   node bench/run.mjs [--quick] [--dist DIR] [--only SECTION] [--record]
//     --quick  fewer repetitions, for trying the bench out
//     --record write this run's figures to bench/previous.json (those of sections not run are kept)
//     --dist   the bundles to measure (default: dist/ of this repository)
//     --only   one section: cold-start, throughput, action, merge-queue, pr, init, equal-length, heuristics, judge, browser, syntax, install, regex, token-fit, tripwires or eval;
//              or real-engine (issue 43, only when asked for: builds llama.cpp's server once, about 10 minutes)
// Every figure is printed beside the previous one recorded on purpose (bench/previous.json), so a
// regression shows in the table. Uses the built bundles under dist/ (run `npm run build` first), generates everything else in one
// temp folder and removes it at the end.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { actionRun } from './action-run.mjs';
import { mergeQueue } from './merge-queue.mjs';
import { coldStart } from './cold-start.mjs';
import { gateThroughput } from './gate-throughput.mjs';
import { prRange } from './pr-range.mjs';
import { initHistory } from './init-history.mjs';
import { equalLengthTexts } from './equal-length-texts.mjs';
import { heuristics } from './heuristics.mjs';
import { judgeScale } from './judge-scale.mjs';
import { browserSite } from './browser-site.mjs';
import { syntaxConformance } from './syntax-conformance.mjs';

import { installSize } from './install-size.mjs';
import { regexFigures } from './regex.mjs';
import { tokenFit } from './token-fit.mjs';
import { tripwires } from './tripwires.mjs';
import { evalModes } from './eval-modes.mjs';
import { realEngine } from './real-engine.mjs';
import { loadDoubles } from './lib/doubles.mjs';
import { ms, table } from './lib/format.mjs';
import { hasGnuTime } from './lib/measure.mjs';
import { PREVIOUS_FILE, readPrevious, recorded, withPrevious, writePrevious } from './lib/previous.mjs';

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    dist: { type: 'string' },
    only: { type: 'string' },
    record: { type: 'boolean', default: false },
  },
});
const SECTIONS = [
  'cold-start',
  'throughput',
  'action',
  'merge-queue',
  'pr',
  'init',
  'equal-length',
  'heuristics',
  'judge',
  'browser',
  'syntax',
  'install',
  'regex',
  'token-fit',
  'tripwires',
  'eval',
  'real-engine',
];
if (flags.only !== undefined && !SECTIONS.includes(flags.only)) {
  console.error(`bench: --only ${flags.only}: no such section (${SECTIONS.join(', ')})`);
  process.exit(1);
}
const DIST = resolve(flags.dist ?? fileURLToPath(new URL('../dist/', import.meta.url)));
const bundle = (name) => join(DIST, name);

const missing = ['cli.js', 'lib.js', 'index.js'].filter((f) => !existsSync(bundle(f)));
if (missing.length > 0) {
  console.error(`bench: ${missing.map((f) => join(DIST, f)).join(', ')} missing; run \`npm run build\` first`);
  process.exit(1);
}

const tmp = await mkdtemp(join(tmpdir(), 'critic-gate-bench-'));
const cleanup = () => rm(tmp, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

const log = (s) => process.stderr.write(`bench: ${s}\n`);
const rows = [];
const notes = [];
let crashed = 0;

/** One section: its rows go into the table; a crash is reported in place and the rest still runs. */
async function section(key, title, fn) {
  if (flags.only !== undefined && flags.only !== key) return undefined;
  log(`${title}…`);
  const started = performance.now();
  try {
    const out = await fn();
    rows.push({ heading: title }, ...out.rows);
    notes.push(`${title}:`, ...out.notes.map((n) => `  - ${n}`));
    log(`${title}: done in ${ms(performance.now() - started)}`);
    return out;
  } catch (e) {
    crashed++;
    rows.push({ heading: title }, { figure: 'not measured', value: 'crashed (see below)', info: true, unmeasured: true });
    notes.push(`${title}: CRASHED: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    log(`${title}: crashed: ${e instanceof Error ? e.message : String(e)}`);
    return undefined;
  }
}

try {
  const started = performance.now();
  const dist = await stat(bundle('index.js'));
  const cold = await section('cold-start', 'Issue 2 — CLI cold start', () =>
    coldStart({ cli: bundle('cli.js'), runs: flags.quick ? 5 : 20 }),
  );
  await section('throughput', 'Issue 2 — gate throughput (library, in-process)', () =>
    gateThroughput({ lib: bundle('lib.js'), warmRuns: flags.quick ? 3 : 10 }),
  );
  await section('action', 'Issue 4 — Action overhead', async () => {
    const dir = join(tmp, 'action');
    await mkdir(dir);
    const doubles = await loadDoubles(tmp);
    // Node's own start, for "own work": from the cold-start section, else a rough constant.
    return actionRun({ index: bundle('index.js'), dir, doubles, nodeMedian: cold?.nodeMedian ?? 0, runs: flags.quick ? 1 : 3 });
  });
  await section('merge-queue', 'Issue 25 — merge-queue entry: verdict reused vs judged', async () => {
    const dir = join(tmp, 'merge-queue');
    await mkdir(dir);
    return mergeQueue({ index: bundle('index.js'), dir, doubles: await loadDoubles(dir), runs: flags.quick ? 1 : 3 });
  });
  const pr = await section('pr', 'Issue 3 — PR gate on a 3,000-file change', async () => {
    const dir = join(tmp, 'pr');
    await mkdir(dir);
    return prRange({ cli: bundle('cli.js'), dir, runs: flags.quick ? 1 : 3 });
  });
  await section('init', 'Issue 38 — init proves its config on the last 50 merged changes', async () => {
    const dir = join(tmp, 'init');
    await mkdir(dir);
    return initHistory({ cli: bundle('cli.js'), dir, runs: flags.quick ? 1 : 3 });
  });
  await section('equal-length', 'Issue 8 — many large files of one length', async () => {
    const dir = join(tmp, 'equal-length');
    await mkdir(dir);
    return equalLengthTexts({ cli: bundle('cli.js'), dir, runs: flags.quick ? 1 : 3 });
  });
  await section('browser', 'Issue 11 — browser check on a 3-page site', async () => {
    const dir = join(tmp, 'browser', 'repo');
    await mkdir(dir, { recursive: true });
    return browserSite({ cli: bundle('cli.js'), dir, runs: flags.quick ? 1 : 3 });
  });

  await section('heuristics', 'Issue 14 — fast heuristics: false alarms and cost', () =>
    heuristics({ lib: bundle('lib.js'), runs: flags.quick ? 5 : 20 }),
  );
  await section('judge', 'Issue 10 — per-assertion material and the judgement cache', async () => {
    const dir = join(tmp, 'judge');
    await mkdir(dir);
    return judgeScale({ lib: bundle('lib.js'), dir, doubles: await loadDoubles(join(tmp, 'judge')) });
  });

  await section('syntax', "Issues 8 and 14 — syntax verdicts against each language's reference; language detection", () =>
    syntaxConformance(),
  );

  await section('install', 'Issue 12 — install size', async () => {
    const dir = join(tmp, 'install');
    await mkdir(dir);
    return installSize({ dir });
  });

  await section('regex', 'Issue 7 — bounded patterns (library, in-process)', () =>
    regexFigures({ lib: bundle('lib.js'), runs: flags.quick ? 1 : 3 }),
  );
  await section('token-fit', 'Issue 15 — prompt fits num_ctx under real tokenizers', () => tokenFit());
  await section('tripwires', 'Issue 10 — tripwires: detection and false alarms', () => tripwires({ tmp }));
  await section('eval', 'Issue 16 — eval: one assertion per prompt vs batched, against the doubles', () =>
    evalModes({ cli: bundle('cli.js'), quick: flags.quick }),
  );

  // Never in the default run: the first one builds llama.cpp's server (about 10 minutes on two cores).
  if (flags.only === 'real-engine') {
    await section('real-engine', 'Issue 43 — the judge against a real engine (llama.cpp’s server, random weights)', () =>
      realEngine({ cli: bundle('cli.js'), tmp, log }),
    );
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `critic-gate bench — node ${process.version}, ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${process.platform}, load ${loadavg()[0].toFixed(1)}`,
  );
  console.log(
    `bundles: ${DIST} built ${dist.mtime.toISOString()}; peak memory via ${hasGnuTime() ? '/usr/bin/time -v' : 'nothing (GNU time missing)'}${flags.quick ? '; --quick: fewer repetitions' : ''}`,
  );
  const previous = readPrevious();
  const before = previous.recorded
    ? `previous: recorded ${previous.recorded.at} on node ${previous.recorded.node}${previous.recorded.machine ? `, ${previous.recorded.machine}` : ''}${previous.recorded.load !== undefined ? `, load ${previous.recorded.load}` : ''} (per figure in bench/previous.json)`
    : 'previous: none recorded yet (npm run bench -- --record)';
  console.log(`${before}`);
  console.log('Targets are informational: "MISSED" is a finding, not a failure of the bench.\n');
  console.log(table(withPrevious(rows, previous)));
  console.log(`\nNotes\n${notes.join('\n')}`);
  // Issue 8's speed targets in a few plain lines, to quote.
  const plain = [];
  if (pr?.figures) {
    plain.push(
      `pr on 3,000 files / +300,000 lines ÷ git diff --numstat, re-run: ${pr.figures.ratio.toFixed(1)}× (issue 28's target ≤ 4×), ${pr.figures.coldRatio.toFixed(1)}× with an empty cache directory; every file distinct: ${pr.figures.distinctRatio.toFixed(1)}×; ${pr.figures.peak > 0 ? `peak ${(pr.figures.peak / 1e6).toFixed(0)} MB, every file distinct ${(pr.figures.distinctPeak / 1e6).toFixed(0)} MB` : 'peak not measured (no /usr/bin/time -v)'} (target < 250 MB)`,
    );
  }
  if (pr?.figures) {
    const f = pr.figures;
    plain.push(
      `issue 41, ÷ git diff --numstat on this machine: unchanged re-run ${f.ratio.toFixed(1)}× (target ≤ 1.5×), every file distinct ${f.distinctRatio.toFixed(1)}×; plus one changed file ${f.grownRatio.toFixed(1)}× (target ≤ 2×), distinct ${f.distinctGrownRatio.toFixed(1)}×; first run on the bytes ${f.firstRatio.toFixed(1)}× (target ≤ 4×), every file distinct ${f.distinctFirstRatio.toFixed(1)}× (target ≤ 6×)`,
    );
  }
  if (cold?.figures) {
    const f = cold.figures;
    plain.push(`judge --llm off, text input, over node -e "": ${ms(f.textOwn)} (target ≤ 80 ms)`);
    plain.push(
      f.shim && f.directOwn !== undefined
        ? `judge --llm off, small Python input, over node -e "": ${ms(f.directOwn)} with the interpreter named directly (target ≤ 110 ms); ${ms(f.own)} through PATH's shim (the user's cost)`
        : `judge --llm off, small Python input, over node -e "": ${ms(f.own)} (target ≤ 110 ms)${f.directOwn === undefined ? '' : `; interpreter named directly: ${ms(f.directOwn)}`}`,
    );
    plain.push(`--version over node -e "": ${ms(f.versionOwn)}`);
  }
  if (plain.length > 0) console.log(`\nIssue 28 and 41 speed targets\n${plain.map((l) => `  ${l}`).join('\n')}`);
  if (flags.record) {
    const meta = {
      at: new Date().toISOString().slice(0, 10),
      node: process.version,
      machine: `${cpus().length} × ${cpu}`,
      // How busy the machine was: figures measured beside other work are slower than they would be.
      load: Number(loadavg()[0].toFixed(1)),
      ...(flags.quick ? { quick: true } : {}),
      ...(flags.only !== undefined ? { only: flags.only } : {}),
    };
    await writePrevious(recorded(rows, previous, meta));
    console.log(`\nrecorded: ${fileURLToPath(PREVIOUS_FILE)}`);
  }
  console.log(`\nbench took ${ms(performance.now() - started)}`);
} finally {
  await cleanup();
}
process.exitCode = crashed > 0 ? 1 : 0;
