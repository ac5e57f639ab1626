/** What the slot needs of a worker: whether it still runs, whether it keeps the process alive, and ending it. */
export interface WarmLane {
  readonly alive: boolean;
  hold(held: boolean): void;
  close(): Promise<void>;
}

/**
 * The one worker a run starts ahead of its syntax checks (see warmSyntax), passed from pool to
 * pool: a pool takes it, and gives it back when it closes. A worker given back to a slot that holds
 * another already (one was started while this was out), or that died, is ended: the slot keeps one.
 * The run that made the slot closes it when it ends: a worker it started serves no other run.
 */
export class WarmSlot<L extends WarmLane> {
  private lane: L | undefined;
  private closed = false;

  /** The waiting worker, if any; idle, it does not keep the process alive. */
  get current(): L | undefined {
    return this.lane;
  }

  /** Keeps `start()`'s worker unless a live one waits already; a dead one is ended and replaced. */
  fill(start: () => L): void {
    if (this.closed || this.lane?.alive) return;
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
    if (lane.alive && this.lane === undefined && !this.closed) this.lane = lane;
    else if (lane !== this.lane) await lane.close();
  }

  /** Ends the waiting worker; from now on the slot starts none and keeps none given back. */
  async close(): Promise<void> {
    this.closed = true;
    const lane = this.lane;
    this.lane = undefined;
    await lane?.close();
  }
}
