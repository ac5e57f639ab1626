/** The warm syntax worker passes from pool to pool; one given back when another waits is ended, never left running. */
import { describe, expect, it } from 'vitest';
import { WarmSlot, type WarmLane } from '../../../src/checks/syntax-pool/warm-slot.js';

class FakeLane implements WarmLane {
  alive = true;
  held = true;
  closed = false;
  hold(held: boolean): void {
    this.held = held;
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

describe('WarmSlot', () => {
  it('starts one worker, idle (not holding the process), and keeps it for the next pool', () => {
    const slot = new WarmSlot<FakeLane>();
    let started = 0;
    slot.fill(() => (started++, new FakeLane()));
    slot.fill(() => (started++, new FakeLane()));
    expect(started).toBe(1);
    expect(slot.current?.held).toBe(false);
    const taken = slot.take();
    expect(taken?.held).toBe(true);
    expect(slot.current).toBeUndefined();
  });

  it('takes back a live worker it has no other for, idle again', async () => {
    const slot = new WarmSlot<FakeLane>();
    slot.fill(() => new FakeLane());
    const lane = slot.take()!;
    await slot.giveBack(lane);
    expect(slot.current).toBe(lane);
    expect(lane.held).toBe(false);
    expect(lane.closed).toBe(false);
  });

  it('ends a worker given back while another was started meanwhile', async () => {
    const slot = new WarmSlot<FakeLane>();
    slot.fill(() => new FakeLane());
    const borrowed = slot.take()!;
    const fresh = new FakeLane();
    slot.fill(() => fresh);
    await slot.giveBack(borrowed);
    expect(borrowed.closed).toBe(true);
    expect(slot.current).toBe(fresh);
    expect(fresh.closed).toBe(false);
  });

  it('ends a worker that died while out, and stays empty for a new one', async () => {
    const slot = new WarmSlot<FakeLane>();
    slot.fill(() => new FakeLane());
    const lane = slot.take()!;
    lane.alive = false;
    await slot.giveBack(lane);
    expect(lane.closed).toBe(true);
    expect(slot.current).toBeUndefined();
  });

  it('never lends a worker that died while waiting: a pool gets none, and the next fill starts a new one', () => {
    const slot = new WarmSlot<FakeLane>();
    const dead = new FakeLane();
    slot.fill(() => dead);
    dead.alive = false;
    const fresh = new FakeLane();
    slot.fill(() => fresh);
    expect(dead.closed).toBe(true);
    expect(slot.take()).toBe(fresh);
    const again = new FakeLane();
    slot.fill(() => again);
    again.alive = false;
    expect(slot.take()).toBeUndefined();
    expect(again.closed).toBe(true);
  });
});

describe('WarmSlot, closed by the run that made it', () => {
  it('ends the waiting worker, starts no other, and ends one given back afterwards', async () => {
    const slot = new WarmSlot<FakeLane>();
    const waiting = new FakeLane();
    slot.fill(() => waiting);
    const other = new WarmSlot<FakeLane>();
    other.fill(() => new FakeLane());
    const out = other.take()!;
    await slot.close();
    expect(waiting.closed).toBe(true);
    expect(slot.current).toBeUndefined();
    let started = 0;
    slot.fill(() => (started++, new FakeLane()));
    expect(started).toBe(0);
    await other.close();
    await other.giveBack(out);
    expect(out.closed).toBe(true);
    expect(other.current).toBeUndefined();
  });
});
