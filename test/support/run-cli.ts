/**
 * Runs the built CLI (`node dist/cli.js …`) as a child process, the way users and hooks run it.
 *
 *   const r = await runCli(['judge', '--llm', 'off'], { stdin: JSON.stringify(input) });
 *   expect(r.code).toBe(0);
 *   expect(r.json().verdict).toBe('PASS');
 *
 * The child starts from a copy of this process's environment without CRITIC_GATE_* and
 * OLLAMA_HOST, so a developer's own settings can never change what a test sees; `env` adds
 * variables back (a value of `undefined` removes one).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CriticResult } from '../../src/contract/result.js';
import { withSharedCompileCache } from './spawned-compile-cache.js';

/** How long a spawned CLI may take before it is killed; see RunCliOptions.timeoutMs. */
export const CHILD_TIMEOUT_MS = 170_000;

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI_PATH = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export interface RunCliOptions {
  /** Text written to the child's stdin; stdin is closed right away (empty) when absent. */
  stdin?: string;
  /** Variables added to (or, with `undefined`, removed from) the clean environment. */
  env?: Record<string, string | undefined>;
  /** The child's working directory; default the repository root. */
  cwd?: string;
  /** Kills the child after this long, so a hung CLI fails the test instead of the run. Default 170 s: under
   * the e2e project's 180 s test limit, and long enough that a loaded machine makes a run slow, not killed. */
  timeoutMs?: number;
  /** The node that runs the CLI; default this process's own. */
  node?: string;
}

export interface CliRun {
  /** The exit code; `null` only when the child was killed by a signal. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON; throws with stdout and stderr in the message when it is not JSON. */
  json(): CriticResult;
}

const LEAKY = /^(CRITIC_GATE_.*|OLLAMA_HOST)$/;

/** This process's environment without anything that would configure critic-gate, plus `extra`. */
export function cleanEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!LEAKY.test(k)) env[k] = v;
  // Colour codes or a forced TTY layout would make reports differ between a terminal and CI.
  delete env['FORCE_COLOR'];
  // Tests script different answers to the same prompt: a judgement cache would carry one test's answer into the next.
  env['CRITIC_GATE_CACHE'] = 'off';
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** Fails early with a message that says what to do, instead of a cryptic "module not found" per test. */
export function assertCliBuilt(): void {
  if (!existsSync(CLI_PATH)) throw new Error(`${CLI_PATH} is missing: run \`npm run build\` first`);
}

export function runCli(args: readonly string[], options: RunCliOptions = {}): Promise<CliRun> {
  assertCliBuilt();
  const env = cleanEnv(options.env);
  // critic-gate keeps compiled modules in its cache directory when it has one (flag, variable, or the default when the cache is on).
  const ownCacheDir = args.includes('--cache-dir') || Boolean(env['CRITIC_GATE_CACHE_DIR']) || env['CRITIC_GATE_CACHE'] !== 'off';
  return new Promise((resolve, reject) => {
    const child = execFile(
      options.node ?? process.execPath,
      [CLI_PATH, ...args],
      {
        cwd: options.cwd ?? REPO_ROOT,
        env: withSharedCompileCache(env, ownCacheDir),
        encoding: 'utf8',
        maxBuffer: 64 << 20,
        timeout: options.timeoutMs ?? CHILD_TIMEOUT_MS,
      },
      (err, stdout, stderr) => {
        // A non-zero exit is a result here, not an error; only a failure to run at all is.
        if (err && typeof err.code !== 'number' && !err.killed) return reject(err);
        const code = child.exitCode;
        resolve({
          code,
          stdout,
          stderr,
          json() {
            try {
              return JSON.parse(stdout) as CriticResult;
            } catch {
              throw new Error(`stdout is not JSON (exit ${String(code)}).\nstdout:\n${stdout}\nstderr:\n${stderr}`);
            }
          },
        });
      },
    );
    // A child that exits before reading stdin closes the pipe; that is its business, not a test failure.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(options.stdin ?? '');
  });
}
