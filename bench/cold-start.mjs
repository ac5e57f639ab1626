// Issue 2: the CLI's cold start for a small `--llm off` judgement, against Node's own start.
import { ms, spread } from './lib/format.mjs';
import { execFileSync } from 'node:child_process';
import { median, runSync, expectExit, cleanEnv } from './lib/measure.mjs';

/** The interpreter `python3` resolves to: a version manager's shim (pyenv) is a shell script that costs its own start on every spawn. */
function realPython() {
  try {
    return execFileSync('python3', ['-I', '-S', '-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const SMALL_INPUT = JSON.stringify({
  output: 'def greet(name):\n    return f"Hello, {name}"\n',
  task_description: 'A function that greets someone by name',
  schema: { type: 'code', language: 'python' },
  assertions: [{ id: 'no-todo', text: 'No TODO left', check: { kind: 'not-contains', pattern: 'TODO|FIXME' } }],
});

/** Runs each command `runs` times, interleaved so drift (CPU frequency, cache) hits both alike. */
export async function coldStart({ cli, runs = 20 }) {
  const env = cleanEnv();
  const node = () => runSync(process.execPath, ['-e', ''], { env });
  const judge = () =>
    expectExit(runSync(process.execPath, [cli, 'judge', '--llm', 'off'], { env, input: SMALL_INPUT }), [0], 'critic-gate judge');
  const python = realPython();
  const direct =
    python === undefined
      ? undefined
      : () =>
          expectExit(
            runSync(process.execPath, [cli, 'judge', '--llm', 'off'], { env: { ...env, CRITIC_GATE_PYTHON: python }, input: SMALL_INPUT }),
            [0],
            'critic-gate judge',
          );
  const version = () => expectExit(runSync(process.execPath, [cli, '--version'], { env }), [0], 'critic-gate --version');
  // Warm the file cache; these runs are not counted.
  node();
  const verdict = JSON.parse(judge().stdout).verdict;
  version();
  const times = { node: [], judge: [], version: [], direct: [] };
  for (let i = 0; i < runs; i++) {
    times.node.push(node().ms);
    times.judge.push(judge().ms);
    if (direct) times.direct.push(direct().ms);
    times.version.push(version().ms);
  }
  const nodeMedian = median(times.node);
  const own = median(times.judge) - nodeMedian;
  return {
    nodeMedian,
    figures: {
      own,
      versionOwn: median(times.version) - nodeMedian,
      directOwn: direct ? median(times.direct) - nodeMedian : undefined,
      python,
    },
    rows: [
      { figure: 'node -e ""', value: spread(times.node), info: true },
      {
        figure: 'critic-gate --version (bundle load)',
        value: `${spread(times.version)}; own ${ms(median(times.version) - nodeMedian)}`,
        info: true,
      },
      { figure: `critic-gate judge --llm off (small python, ${verdict})`, value: spread(times.judge), info: true },
      { figure: 'CLI cold start, own (judge − node, medians)', value: ms(own), target: '≤ 80 ms (issue 8)', met: own <= 80 },
      ...(direct
        ? [
            { figure: `judge --llm off, CRITIC_GATE_PYTHON=${python}`, value: spread(times.direct), info: true },
            {
              figure: 'CLI cold start, own, interpreter named directly',
              value: ms(median(times.direct) - nodeMedian),
              target: '≤ 80 ms (issue 8)',
              met: median(times.direct) - nodeMedian <= 80,
            },
          ]
        : []),
    ],
    notes: [
      "the small input is Python: its syntax is decided by a python3 process started for the run, so the figure includes that interpreter's start",
      `${runs} runs each, interleaved, after one warm-up run; spawnSync timed with performance.now()`,
    ],
  };
}
