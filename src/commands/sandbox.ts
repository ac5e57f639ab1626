import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chmod, cp, lchown, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join, relative } from 'node:path';
import { isInside } from '../subject/path-inside.js';

/**
 * The sandbox `command` and `gotchas` checks run in: bubblewrap (`bwrap`) with new PID, IPC, UTS,
 * cgroup and network namespaces, `--die-with-parent`, every capability dropped, `no_new_privs`, and
 * a file system that is the machine's read-only, with home, /tmp and /run replaced by empty ones,
 * and the work tree replaced by a scratch copy (writable; thrown away after the run). The command
 * sees no other process (so no token in another process's environment), reaches no network, and
 * nothing it starts survives it: when the namespace's first process ends, the kernel kills every
 * process left in it.
 *
 * As root (a container runner, and CI), bwrap keeps root's capabilities unless told otherwise, and
 * a user namespace would map the command back to root outside (issue 37 item 7: it could unmount
 * the private /proc, read the Action's environment, join the host's network and write its files).
 * There the command is started through `setpriv` as `nobody` (65534), with its capability sets
 * and bounding set emptied: an unprivileged user with no way back, whatever the runner is.
 */

/** The unprivileged user and group a root runner's commands run as. */
export const NOBODY = 65534;

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
  /** Set when the runner is root: the `setpriv` that drops the command to NOBODY inside. */
  setpriv?: string | undefined;
}

/** The bwrap arguments up to (not including) the command. Mount order matters: later mounts cover earlier ones. */
export function bwrapArgs(l: SandboxLayout): string[] {
  // As root, setpriv keeps only what it needs to become NOBODY, and drops that too (commandArgv).
  const caps = l.setpriv ? ['--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_SETPCAP'] : [];
  // NOBODY must be able to write the fresh /tmp and home that root's bwrap makes.
  const open = (mode: string): string[] => (l.setpriv ? ['--perms', mode] : []);
  const args = [
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-net',
    '--unshare-uts',
    '--unshare-cgroup-try',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    ...caps,
    '--ro-bind',
    '/',
    '/',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    ...open('1777'),
    '--tmpfs',
    '/tmp',
    ...open('1777'),
    '--tmpfs',
    '/var/tmp',
    // Sockets such as docker's live here: a command must not reach the host's daemons.
    '--tmpfs',
    '/run',
  ];
  // The runner's credentials, ~/.git-credentials, ~/.npmrc, ~/.docker/config.json: out of sight.
  if (l.home && l.home !== '/') {
    args.push(...open('0777'), '--tmpfs', l.home);
    for (const d of l.pathDirs) if (isInside(d, l.home) && !isInside(d, l.workTree)) args.push('--ro-bind-try', d, d);
  }
  args.push('--bind', l.scratch, l.workTree);
  if (l.hasGit) args.push('--ro-bind', join(l.workTree, '.git'), join(l.workTree, '.git'));
  args.push('--chdir', l.workTree);
  return args;
}

/** What bwrap runs: the shell, or as root the shell as NOBODY through setpriv, with nothing left to regain. */
export function commandArgv(l: Pick<SandboxLayout, 'setpriv'>, command: string): string[] {
  const shell = ['/bin/sh', '-c', command];
  if (!l.setpriv) return shell;
  return [
    l.setpriv,
    `--reuid=${NOBODY}`,
    `--regid=${NOBODY}`,
    '--clear-groups',
    '--inh-caps=-all',
    '--bounding-set=-all',
    '--no-new-privs',
    '--',
    ...shell,
  ];
}

/** `setpriv` (util-linux) on PATH: what a root runner's sandbox needs to run commands as NOBODY. */
export async function findSetpriv(env: Readonly<Record<string, string | undefined>>): Promise<string | undefined> {
  for (const dir of (env['PATH'] ?? '').split(delimiter).filter((d) => d !== '' && isAbsolute(d))) {
    const candidate = join(dir, 'setpriv');
    try {
      await access(candidate, constants.X_OK);
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      // Not there: the next directory.
    }
  }
  return undefined;
}

/**
 * Gives a tree to NOBODY, so that a root runner's command can write its scratch copy. Its root is
 * opened to all (mkdtemp makes it 0700): bwrap, root without capabilities by then, enters it first.
 */
async function giveToNobody(dir: string): Promise<void> {
  await lchown(dir, NOBODY, NOBODY);
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    await lchown(join(entry.parentPath, entry.name), NOBODY, NOBODY);
  }
}

/**
 * A writable copy of the work tree without `.git` (shown read-only in place instead: it may be
 * large, and the command has no business writing it). Made once per run, on the first command;
 * `forNobody` when the command will run as NOBODY (a root runner).
 */
export async function scratchCopy(workTree: string, forNobody = false): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'critic-gate-scratch-'));
  await cp(workTree, scratch, {
    recursive: true,
    verbatimSymlinks: true,
    // Copy-on-write where the file system can (btrfs, XFS): a large tree costs no extra disk.
    mode: constants.COPYFILE_FICLONE,
    filter: (source) => relative(workTree, source).split(/[\\/]/)[0] !== '.git',
  });
  if (forNobody) await giveToNobody(scratch);
  return scratch;
}

export const removeScratch = (dir: string): Promise<void> => rm(dir, { recursive: true, force: true });

/**
 * Whether bwrap works on this machine (user namespaces may be restricted, e.g. inside a container
 * or by AppArmor): undefined when it does, else what bwrap said.
 */
export function probeBwrap(bwrap: string, setpriv?: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const flags = ['--unshare-pid', '--unshare-ipc', '--unshare-net', '--unshare-uts', '--die-with-parent', '--new-session'];
    const caps = [
      '--cap-drop',
      'ALL',
      ...(setpriv ? ['--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_SETPCAP'] : []),
    ];
    const mounts = ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp'];
    const child = spawn(bwrap, [...flags, ...caps, ...mounts, '--', ...commandArgv({ setpriv }, 'exit 0')], {
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

/** Whether this process is root, whose commands must be dropped to NOBODY. */
export const runsAsRoot = (): boolean => process.getuid?.() === 0;
