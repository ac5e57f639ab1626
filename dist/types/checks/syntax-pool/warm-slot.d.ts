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
export declare class WarmSlot<L extends WarmLane> {
    private lane;
    private closed;
    /** The waiting worker, if any; idle, it does not keep the process alive. */
    get current(): L | undefined;
    /** Keeps `start()`'s worker unless a live one waits already; a dead one is ended and replaced. */
    fill(start: () => L): void;
    /** The waiting worker for a pool, which holds it (it keeps the process alive) until it gives it back. */
    take(): L | undefined;
    giveBack(lane: L): Promise<void>;
    /** Ends the waiting worker; from now on the slot starts none and keeps none given back. */
    close(): Promise<void>;
}
