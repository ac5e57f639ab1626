import { describe, expect, it } from 'vitest';
import { scanPauses } from '../../../src/checks/turns.js';

describe('scanPauses', () => {
  it('pauses nowhere until a slice has run, then after a turn of the loop, and counts the next slice from that turn', async () => {
    let clock = 0;
    const pause = scanPauses(4, () => clock);
    expect(pause()).toBeUndefined();
    clock = 3.9;
    expect(pause()).toBeUndefined();
    clock = 4;
    let waiting = false;
    setImmediate(() => (waiting = true));
    const turn = pause();
    expect(turn).toBeInstanceOf(Promise);
    // What was waiting for the loop (I/O, an immediate) runs before the scan goes on.
    await turn;
    expect(waiting).toBe(true);
    clock = 7.9;
    expect(pause(), 'the slice starts again at the turn').toBeUndefined();
    clock = 8;
    expect(pause()).toBeInstanceOf(Promise);
  });
});
