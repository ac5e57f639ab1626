/**
 * The suite's scratch goes to memory only where that is safe: Linux, TMPDIR not chosen already,
 * and a tmpfs at /dev/shm with room for the suite's peak.
 */
import { describe, expect, it } from 'vitest';
import { memoryScratchDir } from '../../support/memory-scratch.js';

const TMPFS = 0x01021994;
const EXT4 = 0xef53;
const GB = 1024 ** 3;
const facts = (o: { env?: NodeJS.ProcessEnv; platform?: NodeJS.Platform; type?: number; free?: number; readable?: boolean } = {}) => ({
  env: o.env ?? {},
  platform: o.platform ?? 'linux',
  statfs: () => (o.readable === false ? undefined : { type: o.type ?? TMPFS, bytesFree: o.free ?? 16 * GB }),
});

describe('where the suite writes its scratch', () => {
  it('a tmpfs at /dev/shm with room: a folder of the run there', () => {
    expect(memoryScratchDir(facts())).toBe('/dev/shm');
  });

  it.each([
    ['TMPDIR set by the developer', facts({ env: { TMPDIR: '/scratch' } })],
    ['not Linux', facts({ platform: 'darwin' })],
    ['/dev/shm on a disk', facts({ type: EXT4 })],
    ['a container’s 64 MB /dev/shm', facts({ free: 64 * 1024 ** 2 })],
    ['no /dev/shm', facts({ readable: false })],
  ])('%s: left where it is', (_name, f) => {
    expect(memoryScratchDir(f)).toBeUndefined();
  });
});
