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
export declare const NOBODY = 65534;
export type SandboxMode = 'required' | 'off';
export declare const SANDBOX_MODES: readonly SandboxMode[];
export { SANDBOX_INSTALL_HINT, SANDBOX_UNAVAILABLE } from '../checks/run-command.js';
/** `CRITIC_GATE_BWRAP` (a path to bwrap), else `bwrap` on PATH. */
export declare function findBwrap(env: Readonly<Record<string, string | undefined>>): Promise<string | undefined>;
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
export declare function bwrapArgs(l: SandboxLayout): string[];
/** What bwrap runs: the shell, or as root the shell as NOBODY through setpriv, with nothing left to regain. */
export declare function commandArgv(l: Pick<SandboxLayout, 'setpriv'>, command: string): string[];
/** `setpriv` (util-linux) on PATH: what a root runner's sandbox needs to run commands as NOBODY. */
export declare function findSetpriv(env: Readonly<Record<string, string | undefined>>): Promise<string | undefined>;
/**
 * A writable copy of the work tree without `.git` (shown read-only in place instead: it may be
 * large, and the command has no business writing it). Made once per run, on the first command;
 * `forNobody` when the command will run as NOBODY (a root runner).
 */
export declare function scratchCopy(workTree: string, forNobody?: boolean): Promise<string>;
export declare const removeScratch: (dir: string) => Promise<void>;
/**
 * Whether bwrap works on this machine (user namespaces may be restricted, e.g. inside a container
 * or by AppArmor): undefined when it does, else what bwrap said.
 */
export declare function probeBwrap(bwrap: string, setpriv?: string): Promise<string | undefined>;
/** A bwrap that is there and works (findBwrap, then probeBwrap), or undefined. */
export declare function workingBwrap(env: Readonly<Record<string, string | undefined>>): Promise<string | undefined>;
/** Whether this process is root, whose commands must be dropped to NOBODY. */
export declare const runsAsRoot: () => boolean;
