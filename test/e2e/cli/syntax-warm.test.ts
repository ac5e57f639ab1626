/**
 * What a run starts ahead of its syntax checks (warmSyntax) where no worker thread takes the files
 * (two cores and oxc-parser here, or no bundled worker): oxc is loaded on this thread then, while
 * its heap is small (see checks/syntax-pool/pool.ts). Whether oxc is loaded on this thread is module state, and
 * test files share a worker's modules (vitest.config.ts): the modules are imported afresh here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WarmLane, WarmSlot } from '../../../src/checks/syntax-pool/warm-slot.js';

const slots: WarmSlot<WarmLane>[] = [];
afterEach(async () => {
  await Promise.all(slots.splice(0).map((s) => s.close()));
});

describe('warming the syntax checks up without a worker', () => {
  it('loads oxc on this thread for TypeScript before any file comes', { timeout: 180_000 }, async () => {
    vi.resetModules();
    const { warmSyntax } = await import('../../../src/checks/syntax-pool/pool.js');
    const { WarmSlot } = await import('../../../src/checks/syntax-pool/warm-slot.js');
    const { oxcUnavailableHere } = await import('../../../src/syntax/javascript.js');
    expect(oxcUnavailableHere()).toBeUndefined();
    const slot = new WarmSlot<WarmLane>();
    slots.push(slot);
    warmSyntax({ slot, codeCacheDir: undefined, cores: 2 }, ['typescript']);
    await vi.waitFor(() => expect(oxcUnavailableHere()).toBe(false), { timeout: 120_000, interval: 20 });
  });
});
