import type { Browser } from 'playwright-core';
/** One thing to do on the page, as written in the config. */
export type Step = {
    click: string;
} | {
    press: string;
} | {
    type: string;
    into: string;
} | {
    wait: number;
} | {
    'wait-for': string;
};
export interface Viewport {
    width: number;
    height: number;
}
/** A message or error with where it came from: `game.js:12` for a file of the tree. */
export interface Sourced {
    text: string;
    where?: string | undefined;
    /** The tree path and 1-based line, when the source is a file of the tree. */
    path?: string | undefined;
    line?: number | undefined;
}
export interface FailedRequest {
    /** The tree path for a request to the served tree, else the full URL. */
    url: string;
    status?: number | undefined;
    error?: string | undefined;
}
export interface CanvasReport {
    count: number;
    /** Canvases holding more than one colour. */
    drawn: number;
    /** Canvases whose pixels could not be read (a tainted or lost context). */
    unreadable: number;
}
/** What a visit saw. Filled in as it goes: a visit cut off at its time limit still says what it saw. */
export interface Visit {
    page: string;
    /** The phase the visit was in, or `done`; named when the visit was cut off. */
    phase: string;
    loaded: boolean;
    timedOut: boolean;
    crashed: boolean;
    /** A failure that ended the visit early (navigation error, a step whose target never appeared). */
    problem?: string | undefined;
    console: (Sourced & {
        type: string;
    })[];
    consoleErrors: Sourced[];
    pageErrors: Sourced[];
    failedRequests: FailedRequest[];
    requests: number;
    before?: Buffer | undefined;
    after?: Buffer | undefined;
    stepsRun: number;
    canvas?: CanvasReport | undefined;
    /** The page's visible text after loading (before any step). */
    text: string;
}
export interface VisitOptions {
    page: string;
    steps: readonly Step[];
    viewport: Viewport;
    timeoutMs: number;
    /** Reads a file of the head tree, raw. */
    read: (path: string) => Promise<Uint8Array | undefined>;
    /** Measure the canvases after the steps. */
    canvas: boolean;
}
/**
 * Opens one page of the tree in a fresh browser context: serves the tree, loads the page, takes a
 * screenshot, plays the steps, takes another. Never throws for what the page does; the server is
 * stopped and the context closed however the visit ends, at the latest at `timeoutMs`.
 */
export declare function visitPage(browser: Browser, o: VisitOptions): Promise<Visit>;
/** The first stack frame on the served tree: `at f (http://127.0.0.1:1234/game.js:12:5)`. */
export declare function firstFrame(stack: string, origin: string): {
    url: string;
    line: number;
} | undefined;
