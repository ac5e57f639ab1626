/**
 * The sandbox `command` and `gotchas` checks run in: bubblewrap (`bwrap`) with new PID, IPC, UTS
 * and network namespaces, `--die-with-parent`, and a file system that is the machine's read-only,
 * with home, /tmp and /run replaced by empty ones, and the work tree replaced by a scratch copy
 * (writable; thrown away after the run). The command sees no other process (so no token in another
 * process's environment), reaches no network, and nothing it starts survives it: when the
 * namespace's first process ends, the kernel kills every process left in it.
 */
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
}
/** The bwrap arguments up to (not including) the command. Mount order matters: later mounts cover earlier ones. */
export declare function bwrapArgs(l: SandboxLayout): string[];
/**
 * A writable copy of the work tree without `.git` (shown read-only in place instead: it may be
 * large, and the command has no business writing it). Made once per run, on the first command.
 */
export declare function scratchCopy(workTree: string): Promise<string>;
export declare const removeScratch: (dir: string) => Promise<void>;
/**
 * Whether bwrap works on this machine (user namespaces may be restricted, e.g. inside a container
 * or by AppArmor): undefined when it does, else what bwrap said.
 */
export declare function probeBwrap(bwrap: string): Promise<string | undefined>;
/** A bwrap that is there and works (findBwrap, then probeBwrap), or undefined. */
export declare function workingBwrap(env: Readonly<Record<string, string | undefined>>): Promise<string | undefined>;
