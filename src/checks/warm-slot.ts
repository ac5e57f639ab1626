/** What the slot needs of a worker: whether it still runs, whether it keeps the process alive, and ending it. */
export interface WarmLane {
  readonly alive: boolean;
  hold(held: boolean): void;
  close(): Promise<void>;
}

/**
 * The one worker started ahead of the syntax check (see warmSyntax), passed from pool to pool: a
 * pool takes it, and gives it back when it closes. A worker given back to a slot that holds
 * another already (one was started while this was out), or that died, is ended: the slot keeps one.
 */
export class WarmSlot<L extends WarmLane> {
  private lane: L | undefined;

  /** The waiting worker, if any; idle, it does not keep the process alive. */
  get current(): L | undefined {
    return this.lane;
  }

  /** Keeps `start()`'s worker unless a live one waits already; a dead one is ended and replaced. */
  fill(start: () => L): void {
    if (this.lane?.alive) return;
    void this.lane?.close();
    this.lane = start();
    this.lane.hold(false);
  }

  /** The waiting worker for a pool, which holds it (it keeps the process alive) until it gives it back. */
  take(): L | undefined {
    const lane = this.lane;
    this.lane = undefined;
    if (lane !== undefined && !lane.alive) {
      void lane.close();
      return undefined;
    }
    lane?.hold(true);
    return lane;
  }

  async giveBack(lane: L): Promise<void> {
    lane.hold(false);
    if (lane.alive && this.lane === undefined) this.lane = lane;
    else if (lane !== this.lane) await lane.close();
  }
}
