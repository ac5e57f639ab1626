/**
 * Where the suite writes its scratch: thousands of git repositories, caches and pages, each made
 * and removed within seconds. On a disk file system every one of them costs the kernel a journal
 * entry, and on a disk mounted with `discard` a trim when it is removed, in kernel threads that no
 * test's CPU counts. In memory (tmpfs) none of that happens.
 *
 * The vitest config calls `useMemoryScratch()` before any worker starts, so the workers and every
 * process they start read the same TMPDIR: a folder of this run's own, removed when the run ends,
 * since what is left in memory stays there until the machine restarts (the compile cache the
 * spawned runs share, a folder a test did not remove). Nothing changes where TMPDIR is set already
 * (the developer's choice), or where no tmpfs with room is there: the scratch then stays where it was.
 */
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

/** The tmpfs every Linux offers for shared memory. */
const SHARED_MEMORY = '/dev/shm';
/** statfs's type of a tmpfs (linux/magic.h TMPFS_MAGIC). */
const TMPFS_MAGIC = 0x01021994;
/** Room for the suite's scratch: its peak is under 100 MB (measured); a container's 64 MB tmpfs is passed over. */
const ROOM_BYTES = 1024 ** 3;

export interface ScratchFacts {
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** statfs of a path: its type and free room, or undefined where it cannot be read. */
  statfs: (path: string) => { type: number; bytesFree: number } | undefined;
}

/** Where the run's scratch folder goes (a tmpfs), or undefined to leave TMPDIR as it is. */
export function memoryScratchDir(facts: ScratchFacts): string | undefined {
  if (facts.platform !== 'linux' || facts.env['TMPDIR']) return undefined;
  const fs = facts.statfs(SHARED_MEMORY);
  if (fs === undefined || fs.type !== TMPFS_MAGIC || fs.bytesFree < ROOM_BYTES) return undefined;
  return SHARED_MEMORY;
}

const realStatfs = (path: string): { type: number; bytesFree: number } | undefined => {
  try {
    const s = statfsSync(path);
    return { type: s.type, bytesFree: s.bavail * s.bsize };
  } catch {
    return undefined;
  }
};

/**
 * Points this process's TMPDIR (and so its workers' and their children's) at a folder of this run
 * in memory, where there is room, and removes the folder when this process exits.
 */
export function useMemoryScratch(): string | undefined {
  const parent = memoryScratchDir({ env: process.env, platform: process.platform, statfs: realStatfs });
  if (parent === undefined) return undefined;
  let dir: string;
  try {
    dir = mkdtempSync(join(parent, 'critic-gate-tests-'));
  } catch {
    return undefined;
  }
  process.env['TMPDIR'] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
