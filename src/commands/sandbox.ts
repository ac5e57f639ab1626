import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join, relative } from 'node:path';
import { isInside } from '../subject/path-inside.js';

/**
 * The sandbox `command` and `gotchas` checks run in: bubblewrap (`bwrap`) with new PID, IPC, UTS
 * and network namespaces, `--die-with-parent`, and a file system that is the machine's read-only,
 * with home, /tmp and /run replaced by empty ones, and the work tree replaced by a scratch copy
 * (writable; thrown away after the run). The command sees no other process (so no token in another
 * process's environment), reaches no network, and nothing it starts survives it: when the
 * namespace's first process ends, the kernel kills every process left in it.
 */

export type SandboxMode = 'required' | 'off';
export const SANDBOX_MODES: readonly SandboxMode[] = ['required', 'off'];

// Declared with the checks that show them; the sandbox's own refusals use the same words.
export { SANDBOX_INSTALL_HINT, SANDBOX_UNAVAILABLE } from '../checks/run-command.js';

/** `CRITIC_GATE_BWRAP` (a path to bwrap), else `bwrap` on PATH. */
export async function findBwrap(env: Readonly<Record<string, string | undefined>>): Promise<string | undefined> {
  const explicit = env['CRITIC_GATE_BWRAP']?.trim();
  const candidates = explicit
    ? [explicit]
    : (env['PATH'] ?? '')
        .split(delimiter)
        .filter((d) => d !== '' && isAbsolute(d))
        .map((d) => join(d, 'bwrap'));
  for (const c of candidates) {
    try {
      await access(c, constants.X_OK);
      if ((await stat(c)).isFile()) return c;
    } catch {
      // Not there or not executable: the next candidate.
    }
  }
  return undefined;
}

export interface SandboxLayout {
  /** The work tree the command believes it runs in (the checked-out head). */
  workTree: string;
  /** The writable copy mounted in its place. */
  scratch: string;
  /** HOME outside; replaced by an empty directory inside. */
  home: string | undefined;
  /** PATH directories under the hidden home that must stay visible (e.g. ~/.local/bin). */
  pathDirs: readonly string[];
  /** Whether the work tree has a `.git` to show read-only. */
  hasGit: boolean;
}

/** The bwrap arguments up to (not including) the command. Mount order matters: later mounts cover earlier ones. */
export function bwrapArgs(l: SandboxLayout): string[] {
  const args = [
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-net',
    '--unshare-uts',
    '--die-with-parent',
    '--new-session',
    '--ro-bind',
    '/',
    '/',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    '--tmpfs',
    '/tmp',
    '--tmpfs',
    '/var/tmp',
    // Sockets such as docker's live here: a command must not reach the host's daemons.
    '--tmpfs',
    '/run',
  ];
  // The runner's credentials, ~/.git-credentials, ~/.npmrc, ~/.docker/config.json: out of sight.
  if (l.home && l.home !== '/') {
    args.push('--tmpfs', l.home);
    for (const d of l.pathDirs) if (isInside(d, l.home) && !isInside(d, l.workTree)) args.push('--ro-bind-try', d, d);
  }
  args.push('--bind', l.scratch, l.workTree);
  if (l.hasGit) args.push('--ro-bind', join(l.workTree, '.git'), join(l.workTree, '.git'));
  args.push('--chdir', l.workTree);
  return args;
}

/**
 * A writable copy of the work tree without `.git` (shown read-only in place instead: it may be
 * large, and the command has no business writing it). Made once per run, on the first command.
 */
export async function scratchCopy(workTree: string): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'critic-gate-scratch-'));
  await cp(workTree, scratch, {
    recursive: true,
    verbatimSymlinks: true,
    // Copy-on-write where the file system can (btrfs, XFS): a large tree costs no extra disk.
    mode: constants.COPYFILE_FICLONE,
    filter: (source) => relative(workTree, source).split(/[\\/]/)[0] !== '.git',
  });
  return scratch;
}

export const removeScratch = (dir: string): Promise<void> => rm(dir, { recursive: true, force: true });

/**
 * Whether bwrap works on this machine (user namespaces may be restricted, e.g. inside a container
 * or by AppArmor): undefined when it does, else what bwrap said.
 */
export function probeBwrap(bwrap: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const flags = ['--unshare-pid', '--unshare-ipc', '--unshare-net', '--unshare-uts', '--die-with-parent', '--new-session'];
    const mounts = ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp'];
    const child = spawn(bwrap, [...flags, ...mounts, '--', '/bin/sh', '-c', 'exit 0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', (e) => resolve(e.message));
    child.on('close', (code) => resolve(code === 0 ? undefined : stderr.trim().split('\n').slice(-3).join(' ') || `exit code ${code}`));
  });
}

/** A bwrap that is there and works (findBwrap, then probeBwrap), or undefined. */
export async function workingBwrap(env: Readonly<Record<string, string | undefined>>): Promise<string | undefined> {
  const bwrap = await findBwrap(env);
  return bwrap !== undefined && (await probeBwrap(bwrap)) === undefined ? bwrap : undefined;
}
