import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandRun, CommandRunner } from '../checks/define.js';
import { bwrapArgs, commandArgv, removeScratch, scratchCopy } from './sandbox.js';

/** How many lines of output a run keeps: enough to show an error, short enough for a review comment. */
export const TAIL_LINES = 20;
// Only the tail is ever shown, so the buffer is bounded whatever a command prints.
const TAIL_BYTES = 64 * 1024;
// Once the shell has exited, how long its output pipes may stay open (held by a stray grandchild).
const DRAIN_MS = 1000;

/**
 * The environment a command sees: enough to find programs and write temp files, nothing else.
 * Tokens (GITHUB_TOKEN, INPUT_GITHUB-TOKEN, ACTIONS_*) and every other variable of this process
 * stay out, because the commands run code from the pull request.
 */
export function commandEnv(extra: Record<string, string> = {}, from: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    PATH: from['PATH'] ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: from['HOME'] ?? tmpdir(),
    LANG: from['LANG'] ?? 'C.UTF-8',
    TMPDIR: from['TMPDIR'] ?? tmpdir(),
    CI: 'true',
    ...extra,
  };
}

// Colour codes and carriage-return progress bars make the tail unreadable in a review.
const cleanOutput = (text: string): string =>
  text
    .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')
    .split('\n')
    .map((line) => line.slice(line.lastIndexOf('\r', line.length - 2) + 1).replace(/\r$/, ''))
    .join('\n');

/** The last `n` non-empty-at-the-end lines of the output. */
export function tailLines(text: string, n = TAIL_LINES): string {
  const lines = cleanOutput(text).replace(/\s+$/, '').split('\n');
  return lines.slice(-n).join('\n');
}

class Tail {
  private chunks: Buffer[] = [];
  private size = 0;
  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= TAIL_BYTES) this.size -= this.chunks.shift()!.length;
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

const killGroup = (pid: number | undefined): void => {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the whole group is gone already.
  }
};

/** A runner that holds something to clean up (the sandbox's scratch copy). */
export interface ShellRunner extends CommandRunner {
  close(): Promise<void>;
}

export interface ShellOptions {
  cwd: string;
  /** The bwrap to run every command in; absent only for the explicit opt-out (command-sandbox: off). */
  bwrap?: string | undefined;
  /** On a root runner: the setpriv that runs each command as nobody inside the sandbox. */
  setpriv?: string | undefined;
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs commands with `/bin/sh -c` in `cwd` (the checked-out head), inside bubblewrap when `bwrap`
 * is given (see sandbox.ts). Each command gets its own process group, so a time limit kills
 * everything it started; in the sandbox the PID namespace also ends whatever escaped the group.
 */
export function shellCommandRunner(options: ShellOptions): ShellRunner {
  const from = options.env ?? process.env;
  let scratch: Promise<string> | undefined;
  const layout = async () => {
    scratch ??= scratchCopy(options.cwd, options.setpriv !== undefined);
    return {
      setpriv: options.setpriv,
      workTree: options.cwd,
      scratch: await scratch,
      home: from['HOME'],
      pathDirs: (from['PATH'] ?? '').split(':').filter(Boolean),
      hasGit: existsSync(join(options.cwd, '.git')),
    };
  };
  return {
    async run(command, { timeoutMs, env }) {
      if (!options.bwrap)
        return { ...(await spawnRun('/bin/sh', ['-c', command], options.cwd, commandEnv(env, from), timeoutMs)), unsandboxed: true };
      let args: string[];
      try {
        const l = await layout();
        args = [...bwrapArgs(l), '--', ...commandArgv(l, command)];
      } catch (e) {
        return {
          exitCode: null,
          timedOut: false,
          output: `could not prepare the sandbox's copy of the work tree: ${(e as Error).message}`,
        };
      }
      // HOME and /tmp are fresh, empty directories inside.
      const inner = commandEnv({ TMPDIR: '/tmp', ...env }, from);
      return spawnRun(options.bwrap, args, options.cwd, inner, timeoutMs);
    },
    async close() {
      if (scratch) await removeScratch(await scratch.catch(() => '')).catch(() => undefined);
    },
  };
}

function spawnRun(file: string, args: string[], cwd: string, env: Record<string, string>, timeoutMs: number): Promise<CommandRun> {
  return new Promise<CommandRun>((resolve) => {
    const tail = new Tail();
    let timedOut = false;
    let settled = false;
    const child = spawn(file, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c: Buffer) => tail.push(c));
    child.stderr.on('data', (c: Buffer) => tail.push(c));

    const finish = (exitCode: number | null, note?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(drain);
      killGroup(child.pid);
      child.stdout.destroy();
      child.stderr.destroy();
      const output = tailLines(tail.text());
      resolve({ exitCode, timedOut, output: note ? (output ? `${output}\n${note}` : note) : output });
    };

    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, timeoutMs);
    let drain: NodeJS.Timeout | undefined;

    child.on('error', (e) => finish(null, `could not start ${file}: ${e.message}`));
    child.on('exit', (code, signal) => {
      const note = signal && !timedOut ? `(terminated by ${signal})` : undefined;
      // Wait for the pipes to deliver the last output, but not for a grandchild that keeps them open.
      drain = setTimeout(() => finish(code, note), DRAIN_MS);
      child.on('close', () => finish(code, note));
    });
  });
}
