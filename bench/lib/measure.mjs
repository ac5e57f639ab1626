// Timing and memory helpers for the bench: child processes timed from the outside, figures summarised.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export const median = (xs) => quantile(xs, 0.5);
export const p90 = (xs) => quantile(xs, 0.9);

/** Linear-interpolated quantile of a non-empty list. */
export function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

const GNU_TIME = '/usr/bin/time';
const MAXRSS_LINE = /^\s*Maximum resident set size \(kbytes\): (\d+)\s*$/m;
const CPU_LINES = /^\s*User time \(seconds\): ([\d.]+)\s*$[\s\S]*?^\s*System time \(seconds\): ([\d.]+)\s*$/m;

let gnuTimeChecked;
/** GNU time with `-v` (Debian package `time`); it is what reports a child's peak memory here. */
export function hasGnuTime() {
  if (gnuTimeChecked === undefined) {
    gnuTimeChecked = existsSync(GNU_TIME) && MAXRSS_LINE.test(spawnSync(GNU_TIME, ['-v', 'true'], { encoding: 'utf8' }).stderr ?? '');
  }
  return gnuTimeChecked;
}

/**
 * Runs a command to its end, without blocking this process's event loop (the doubles answer from
 * here), and times it with performance.now() around spawn → exit.
 * With `peakMemory`, runs it under `/usr/bin/time -v`: the figure is the kernel's ru_maxrss of the
 * child, which for a waited-for tree is the peak of its largest single process (node, or a git it
 * ran), not a sum; `cpuMs` is the user and system time of the whole tree (every process waited
 * for). Without GNU time both are undefined.
 */
export function run(cmd, args, { cwd, env, input, peakMemory = false } = {}) {
  const wrapped = peakMemory && hasGnuTime();
  const [file, argv] = wrapped ? [GNU_TIME, ['-v', cmd, ...args]] : [cmd, args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(file, argv, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => err.push(c));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const ms = performance.now() - started;
      let stderr = Buffer.concat(err).toString('utf8');
      let maxRssKb;
      let cpuMs;
      if (wrapped) {
        const m = MAXRSS_LINE.exec(stderr);
        maxRssKb = m ? Number(m[1]) : undefined;
        const cpu = CPU_LINES.exec(stderr);
        cpuMs = cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined;
        // GNU time's report starts with "\tCommand being timed:"; what comes before is the child's own stderr.
        const at = stderr.lastIndexOf('\tCommand being timed:');
        if (at >= 0) stderr = stderr.slice(0, at).replace(/Command (exited with non-zero status|terminated by signal) \d+\n$/, '');
      }
      resolve({ code, signal, ms, stdout: Buffer.concat(out).toString('utf8'), stderr, maxRssKb, cpuMs });
    });
    child.stdin.on('error', () => undefined); // a child that exits without reading its input
    child.stdin.end(input ?? '');
  });
}

/** As `run`, synchronously: for timings where nothing in this process has to answer the child. */
export function runSync(cmd, args, { cwd, env, input } = {}) {
  const started = performance.now();
  const r = spawnSync(cmd, args, { cwd, env, input: input ?? '', encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = performance.now() - started;
  if (r.error) throw r.error;
  return { code: r.status, signal: r.signal, ms, stdout: r.stdout, stderr: r.stderr };
}

/** Throws with the child's own words when it did not exit as expected. */
export function expectExit(result, codes, what) {
  if (!codes.includes(result.code)) {
    const tail = (result.stderr || result.stdout || '').trim().split('\n').slice(-5).join('\n');
    throw new Error(`${what} exited ${result.code ?? result.signal} (expected ${codes.join(' or ')}): ${tail}`);
  }
  return result;
}

/** Variables that would point git or the tools at something other than what the bench set up. */
const LEAKY = /^(GIT_.*|GITHUB_.*|INPUT_.*|RUNNER_.*|ACTIONS_.*|OLLAMA_.*|CRITIC_GATE_.*|NODE_OPTIONS)$/;

/** The environment children get: this one, minus anything that would change what they do. */
export function cleanEnv(extra = {}) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!LEAKY.test(k)) env[k] = v;
  return { ...env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0', ...extra };
}

/**
 * The interpreter `python3` runs, named: a version manager's shim (pyenv) is a shell script that
 * costs its own start, a few hundred milliseconds of CPU, on every spawn; a CI runner's python3
 * (setup-python's) is no shim. Undefined where python3 cannot say.
 */
export function realPython() {
  try {
    return execFileSync('python3', ['-I', '-S', '-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the `python3` found on PATH is another file than the interpreter it runs (`real`, from
 * realPython): a version manager's shim, whose start is the user's cost (docs/configuration.md).
 */
export function pythonOnPathIsShim(real) {
  if (real === undefined) return false;
  const found = (process.env.PATH ?? '')
    .split(':')
    .map((dir) => `${dir || '.'}/python3`)
    .find((p) => existsSync(p));
  try {
    return found !== undefined && realpathSync(found) !== realpathSync(real);
  } catch {
    return false;
  }
}
