// Issue 3: `critic-gate pr --llm off` on a 3,000-file, 300,000-added-line change, side by side
// with `git diff --numstat` on the same range, plus the CLI's peak memory.
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, mib, ms } from './lib/format.mjs';
import { changeRepo } from './lib/generate.mjs';
import { cleanEnv, expectExit, hasGnuTime, median, realPython, run } from './lib/measure.mjs';

const FILES = 3000;
const LINES_PER_FILE = 100;
const MODIFIED = 300;

const CONFIG = `version: 1
gate:
  - {kind: syntax, files: "**/*.{ts,py}"}
  - {kind: no-placeholders, files: "**"}
  - {kind: max-changed-lines, max: 1000000}
`;

/**
 * The same range with a gate of counts only: start-up, diff and report, with no check reading a file.
 * The tripwires (on by default) still read every changed file.
 */
/** The file the "plus one changed file" runs edit (a Python file of the first folder). */
const ONE_MORE_FILE = 'py/m0/f2.py';

const DIFF_ONLY_CONFIG = 'version: 1\ngate:\n  - {kind: max-changed-lines, max: 1000000}\n';

/** The floor of a run: start-up, git's listing of the change (the diff summaries warm), the report; no file read at all. */
const FLOOR_CONFIG = 'version: 1\ntripwires: off\ngate:\n  - {kind: max-changed-lines, max: 1000000}\n';

/**
 * CPython's compile() of the given paths at `feature`, in one interpreter: its CPU time in ms,
 * without the interpreter's start. The syntax check cannot do less for distinct Python texts.
 */
const COMPILE_CPU = String.raw`
import subprocess, sys, time
paths = [p for p in sys.stdin.read().split('\n') if p]
out = subprocess.run(['git', 'cat-file', '--batch'], input=''.join('feature:%s\n' % p for p in paths).encode(), capture_output=True, check=True).stdout
texts, i = [], 0
while i < len(out):
    nl = out.index(b'\n', i)
    size = int(out[i:nl].split()[2])
    texts.append(out[nl + 1:nl + 1 + size])
    i = nl + 2 + size
started = time.process_time()
for text in texts:
    compile(text, 'x.py', 'exec', dont_inherit=True)
print(round((time.process_time() - started) * 1000))
`;

export async function prRange({ cli, dir, runs = 3 }) {
  const diffOnly = join(dir, 'diff-only.yml');
  await writeFile(diffOnly, DIFF_ONLY_CONFIG);
  const floor = join(dir, 'floor.yml');
  await writeFile(floor, FLOOR_CONFIG);
  const shared = await measureRange({ cli, dir, repoDir: join(dir, 'repo'), diffOnly, floor, runs, distinct: false });
  // The same shape with every file's text its own: no blob is read, scanned or parsed for another path.
  const distinct = await measureRange({ cli, dir, repoDir: join(dir, 'repo-distinct'), diffOnly, floor, runs, distinct: true });
  return {
    figures: {
      ratio: shared.ratio,
      grownRatio: shared.grownRatio,
      firstRatio: shared.firstRatio,
      distinctGrownRatio: distinct.grownRatio,
      distinctFirstRatio: distinct.firstRatio,
      coldRatio: shared.coldRatio,
      distinctRatio: distinct.ratio,
      peak: shared.peak,
      distinctPeak: distinct.peak,
    },
    rows: [
      ...shared.rows,
      { key: 'pr.distinct', figure: 'every file a text of its own (no shared blobs)', value: '', info: true },
      ...distinct.rows.map((r) => ({ ...r, figure: `  ${r.figure}` })),
    ],
    notes: [...shared.notes, `distinct variant: ${distinct.notes[0]}`, ...distinct.notes.slice(4).map((n) => `distinct variant: ${n}`)],
  };
}

async function measureRange({ cli, dir, repoDir, diffOnly, floor, runs, distinct }) {
  await mkdir(repoDir);
  const started = performance.now();
  const {
    baseSha,
    headSha,
    git: repoGit,
  } = await changeRepo(repoDir, {
    files: FILES,
    modified: MODIFIED,
    linesPerFile: LINES_PER_FILE,
    config: CONFIG,
    distinct,
  });
  const generatedMs = performance.now() - started;
  // Names the figures in bench/previous.json: the two variants measure the same things.
  const variant = distinct ? 'distinct' : 'shared';
  // The bench's own cache directory: warm after the unmeasured run, as on a persistent runner.
  // `cold` runs each get an empty one, as the first run on a fresh runner does.
  const interpreter = realPython();
  const env = cleanEnv({ CRITIC_GATE_CACHE_DIR: join(dir, 'cache'), ...(interpreter ? { CRITIC_GATE_PYTHON: interpreter } : {}) });
  let colds = 0;
  const coldEnv = () => ({ ...env, CRITIC_GATE_CACHE_DIR: join(dir, `cache-cold-${distinct ? 'd' : 's'}-${colds++}`) });
  const gitDiff = () => run('git', ['diff', '--numstat', 'main...feature'], { cwd: repoDir, env, peakMemory: true });
  const prArgs = [cli, 'pr', '--repo', repoDir, '--base', 'main', '--head', 'feature', '--llm', 'off', '--format', 'json'];
  const ours = () => run(process.execPath, prArgs, { env, peakMemory: true });
  const oursDiffOnly = () => run(process.execPath, [...prArgs, '--config', diffOnly], { env });
  const oursFloor = () => run(process.execPath, [...prArgs, '--config', floor], { env, peakMemory: true });
  const oursCold = () => run(process.execPath, prArgs, { env: coldEnv() });
  // Issue 41: the first run on these bytes where compiled code is kept: nothing known clean to reuse.
  const oursFirst = () => run(process.execPath, [...prArgs, '--cache', 'off'], { env, peakMemory: true });
  // Issue 41: the same range plus one more commit changing one file, on the warm cache: what an
  // agent's stop hook meets on a growing branch. Each time another edit, so the file is always new.
  let edits = 0;
  const oneMoreFile = async () => {
    await appendFile(join(repoDir, ONE_MORE_FILE), `edit_${edits} = ${edits}\n`);
    await repoGit.commitAll(`edit ${edits++}`);
  };
  // Issue 28: the same run where oxc-parser's binding cannot load, so the TypeScript compiler's parser decides.
  const oursTsc = () => run(process.execPath, prArgs, { env: { ...env, CRITIC_GATE_OXC: 'off' }, peakMemory: true });

  // One unmeasured run of each: the object files are in the page cache for both alike.
  const numstat = expectExit(await gitDiff(), [0], 'git diff --numstat')
    .stdout.trim()
    .split('\n');
  const added = numstat.reduce((n, l) => n + Number(l.split('\t')[0]), 0);
  const pythonPaths = numstat.map((l) => l.split('\t')[2]).filter((p) => p.endsWith('.py'));
  const compiled = await run(interpreter ?? 'python3', ['-c', COMPILE_CPU], { cwd: repoDir, env, input: pythonPaths.join('\n') });
  const compileMs = compiled.code === 0 ? Number(compiled.stdout.trim()) : undefined;
  const first = expectExit(await ours(), [0], 'critic-gate pr');
  const result = JSON.parse(first.stdout);
  if (result.subject?.files?.length !== FILES)
    throw new Error(`critic-gate pr saw ${result.subject?.files?.length} files, expected ${FILES}`);

  const git = [];
  const cg = [];
  const light = [];
  const floors = [];
  const cold = [];
  const tsc = [];
  const firsts = [];
  const grown = [];
  const grownGit = [];
  expectExit(await oursTsc(), [0], 'critic-gate pr (TypeScript parser)');
  for (let i = 0; i < runs; i++) {
    git.push(expectExit(await gitDiff(), [0], 'git diff --numstat'));
    cg.push(expectExit(await ours(), [0], 'critic-gate pr'));
    light.push(expectExit(await oursDiffOnly(), [0], 'critic-gate pr (max-changed-lines only)'));
    floors.push(expectExit(await oursFloor(), [0], 'critic-gate pr (max-changed-lines only, tripwires off)'));
    cold.push(expectExit(await oursCold(), [0], 'critic-gate pr (empty cache directory)'));
    tsc.push(expectExit(await oursTsc(), [0], 'critic-gate pr (TypeScript parser)'));
    firsts.push(expectExit(await oursFirst(), [0], 'critic-gate pr --cache off'));
  }
  // Last: each moves the feature branch on by one commit.
  for (let i = 0; i < runs; i++) {
    await oneMoreFile();
    grownGit.push(expectExit(await gitDiff(), [0], 'git diff --numstat'));
    grown.push(expectExit(await ours(), [0], 'critic-gate pr (one more changed file)'));
  }
  const firstMs = median(firsts.map((r) => r.ms));
  const grownRatio = median(grown.map((r) => r.ms)) / median(grownGit.map((r) => r.ms));
  const firstTarget = distinct ? 6 : 4;
  // CPU ÷ cores beside the wall time: on a busy machine the wall time says more about the neighbours.
  const cpuNote = (runs) => {
    const c = runs.map((r) => r.cpuMs).filter((x) => x !== undefined);
    return c.length === 0 ? '' : `; CPU ${ms(median(c))} ÷ ${availableParallelism()} = ${ms(median(c) / availableParallelism())}`;
  };
  const tscMs = median(tsc.map((r) => r.ms));
  const tscPeak = Math.max(...tsc.map((r) => r.maxRssKb ?? 0)) * 1024;
  const coldMs = median(cold.map((r) => r.ms));
  const gitMs = median(git.map((r) => r.ms));
  const cgMs = median(cg.map((r) => r.ms));
  const ratio = cgMs / gitMs;
  const cpus = cg.map((r) => r.cpuMs).filter((c) => c !== undefined);
  const cpuMs = cpus.length > 0 ? median(cpus) : undefined;
  const cores = availableParallelism();
  const peak = Math.max(...[first, ...cg, ...firsts].map((r) => r.maxRssKb ?? 0)) * 1024;
  const gitPeak = Math.max(...git.map((r) => r.maxRssKb ?? 0)) * 1024;
  const memory = hasGnuTime()
    ? {
        key: `pr.${variant}.peak`,
        figure: 'critic-gate pr peak memory (max RSS)',
        value: mib(peak),
        number: peak,
        target: '< 250 MB (issue 28)',
        met: peak < 250e6,
      }
    : { key: `pr.${variant}.peak`, figure: 'critic-gate pr peak memory', value: 'not measured (no /usr/bin/time -v)', unmeasured: true };
  return {
    ratio,
    coldRatio: coldMs / gitMs,
    firstRatio: firstMs / gitMs,
    firstTarget,
    grownRatio,
    peak,
    rows: [
      {
        key: `pr.${variant}.git`,
        number: gitMs,
        figure: `git diff --numstat main...feature (${count(numstat.length)} files, +${count(added)})`,
        value: `median ${ms(gitMs)}${hasGnuTime() ? `, peak ${mib(gitPeak)}` : ''}`,
        info: true,
      },
      {
        key: `pr.${variant}.ours`,
        number: cgMs,
        figure: `critic-gate pr --llm off, unchanged re-run (${result.verdict}, ${result.gate.length} gate checks; known-clean cache and diff summaries warm)`,
        value: `median ${ms(cgMs)}`,
        info: true,
      },
      {
        key: `pr.${variant}.cold`,
        number: coldMs,
        figure: 'critic-gate pr, empty cache directory (a fresh runner: nothing kept compiled)',
        value: `median ${ms(coldMs)} (${(coldMs / gitMs).toFixed(1)}×)`,
        info: true,
      },
      {
        key: `pr.${variant}.oxc-off`,
        number: tscMs,
        figure: "critic-gate pr, TypeScript's parser instead of oxc (CRITIC_GATE_OXC=off)",
        value: `median ${ms(tscMs)} (${(tscMs / gitMs).toFixed(1)}×)${hasGnuTime() ? `, peak ${mib(tscPeak)}` : ''}`,
        info: true,
      },
      {
        key: `pr.${variant}.cpu`,
        number: cpuMs,
        figure: `critic-gate pr CPU time, every process of the run (÷ ${cores} cores: the least wall time any schedule could reach)`,
        value:
          cpuMs === undefined
            ? 'not measured (no /usr/bin/time -v)'
            : `median ${ms(cpuMs)} (÷ ${cores} = ${ms(cpuMs / cores)}, ${(cpuMs / cores / gitMs).toFixed(1)}×)`,
        info: true,
      },
      {
        key: `pr.${variant}.python-compile`,
        number: compileMs,
        figure: `CPython compile() of the ${count(pythonPaths.length)} changed .py files, one interpreter, CPU without its start`,
        value:
          compileMs === undefined
            ? `not measured (python3: ${(compiled.stderr || '').trim().split('\n').pop()})`
            : `${ms(compileMs)} (${(compileMs / gitMs).toFixed(1)}×; ÷ ${cores} cores ${(compileMs / cores / gitMs).toFixed(1)}×)`,
        info: true,
      },
      {
        key: `pr.${variant}.diff-only`,
        number: median(light.map((r) => r.ms)),
        figure: 'critic-gate pr, gate max-changed-lines only (no check reads a file; the tripwires do)',
        value: `median ${ms(median(light.map((r) => r.ms)))}`,
        info: true,
      },
      {
        key: `pr.${variant}.floor`,
        number: median(floors.map((r) => r.ms)) / gitMs,
        figure: 'the floor: the same re-run reading no file (max-changed-lines only, tripwires off) ÷ git diff --numstat',
        value: `${(median(floors.map((r) => r.ms)) / gitMs).toFixed(1)}× (median ${ms(median(floors.map((r) => r.ms)))}${cpuNote(floors)})`,
        info: true,
      },
      {
        key: `pr.${variant}.ratio`,
        figure: 'unchanged re-run: critic-gate pr ÷ git diff --numstat',
        value: `${ratio.toFixed(1)}×`,
        number: ratio,
        target: '≤ 1.5× (issue 41)',
        met: ratio <= 1.5,
      },
      {
        key: `pr.${variant}.one-more`,
        number: grownRatio,
        figure: 'the same range plus one changed file (a new commit), cache warm ÷ git diff --numstat',
        value: `${grownRatio.toFixed(1)}× (median ${ms(median(grown.map((r) => r.ms)))}${cpuNote(grown)})`,
        target: '≤ 2× (issue 41)',
        met: grownRatio <= 2,
      },
      {
        key: `pr.${variant}.first`,
        number: firstMs / gitMs,
        figure: 'first run on these bytes (--cache off: nothing known clean; compiled code kept) ÷ git diff --numstat',
        value: `median ${ms(firstMs)} (${(firstMs / gitMs).toFixed(1)}×${cpuNote(firsts)})`,
        target: `≤ ${firstTarget}× (issue 41)`,
        met: firstMs / gitMs <= firstTarget,
      },
      memory,
    ],
    notes: [
      `repository: ${count(FILES)} changed files (${MODIFIED} modified, ${FILES - MODIFIED} added; ts/py/md 2:2:1), +${count(FILES * LINES_PER_FILE)} lines, ${distinct ? 'every file its own text' : 'the files of one kind adding the same lines'}, generated and committed in ${ms(generatedMs)}`,
      `range ${baseSha.slice(0, 7)}...${headSha.slice(0, 7)}; median of ${runs} runs each after one unmeasured run; both under /usr/bin/time -v when present`,
      'peak memory = ru_maxrss of the largest single process in the tree (node, or a git it spawned), not a sum',
      `Python: ${interpreter ? `CRITIC_GATE_PYTHON=${interpreter} (what python3 runs, named: no version manager's shim)` : 'python3 on PATH (it did not say which interpreter it runs)'}`,
      ...result.gate.map((g) => `gate ${g.id}: ${g.passed ? 'passed' : 'FAILED'} — ${g.evidence}`),
    ],
  };
}
