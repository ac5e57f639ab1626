/**
 * Turns of the event loop for a long synchronous scan. Checks run side by side (core/engine.ts),
 * and a scan of every changed file in one synchronous stretch holds the loop, and with it every
 * other check waiting on I/O: on a large change of distinct Python files, the interpreters got
 * their first text only after the tripwires had read all 3,000 files, then compiled while the rest
 * of the run waited for them (npm run bench, pr, every file distinct: about 50 ms slower). Taking a
 * turn after each slice of work lets those answers in, and the next texts out, while the scan goes on.
 */

/** How long a scan runs before it gives the loop a turn: short beside a run, long beside a turn's own cost. */
const SLICE_MS = 4;

/**
 * A pause to await between the items of a scan: it resolves at once until the scan has run
 * `sliceMs` since its last turn, then after a turn of the loop (setImmediate: pending I/O first).
 */
export function scanPauses(sliceMs = SLICE_MS, now: () => number = () => performance.now()): () => Promise<void> | undefined {
  let since = now();
  return () => {
    if (now() - since < sliceMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = now();
        resolve();
      }),
    );
  };
}
