/**
 * What a run starts ahead of its syntax checks (warmSyntax) where no worker thread takes the files
 * (two cores and oxc-parser here, or no bundled worker): oxc is loaded on this thread then, while
 * its heap is small (see syntax-pool.ts). A file of its own: whether oxc is loaded on this thread
 * is module state, fresh in each test file.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmSyntax } from '../../../src/checks/syntax-pool.js';
import { WarmSlot, type WarmLane } from '../../../src/checks/warm-slot.js';
import { oxcUnavailableHere } from '../../../src/syntax/javascript.js';

const slots: WarmSlot<WarmLane>[] = [];
afterEach(async () => {
  await Promise.all(slots.splice(0).map((s) => s.close()));
});

describe('warming the syntax checks up without a worker', () => {
  it('loads oxc on this thread for TypeScript before any file comes', { timeout: 180_000 }, async () => {
    expect(oxcUnavailableHere()).toBeUndefined();
    const slot = new WarmSlot<WarmLane>();
    slots.push(slot);
    warmSyntax({ slot, codeCacheDir: undefined, cores: 2 }, ['typescript']);
    await vi.waitFor(() => expect(oxcUnavailableHere()).toBe(false), { timeout: 120_000, interval: 20 });
  });
});
