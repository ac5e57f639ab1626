/**
 * What the `browser` check and page material need of a browser, declared here beside the checks
 * and implemented in browser/ (Playwright driving a Chromium found on the machine). The front
 * ends create the implementation and pass it in: the checks never launch anything themselves.
 */
/** Said whenever no browser could be found: a browser check never passes without one. */
export declare const INSTALL_HINT = "Install Chromium on the runner (Debian/Ubuntu: `sudo apt-get install -y chromium`), or point the `browser-path` input / CRITIC_GATE_BROWSER at a Chromium or Chrome binary";
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
/** A launched browser. */
export interface OpenBrowser {
    /**
     * Opens one page of the tree in a fresh browser context: serves the tree, loads the page, takes a
     * screenshot, plays the steps, takes another. Never throws for what the page does.
     */
    visit(options: VisitOptions): Promise<Visit>;
}
/** The browser of one run: launched on first use, shared by every page, closed once at the end. */
export interface BrowserRuntime {
    /** The switch on this run's browser command line, by which its processes are found. */
    readonly marker: string;
    /** The launched browser, or why there is none (then the check fails with the install hint). */
    browser(): Promise<OpenBrowser>;
    /**
     * A path for a new artifact of this run, unique within it (`index.html-before.png`, then
     * `index.html-before-2.png`); the folder is made on first use.
     */
    artifactPath(name: string): Promise<string>;
    /** Idempotent; kills the browser's processes when a polite close does not finish. */
    close(): Promise<void>;
}
export declare class NoBrowserError extends Error {
    constructor(message: string);
}
/** The run may not open pages at all (pull_request_target without the opt-in); the message names the setting. */
export declare class BrowserRefusedError extends Error {
    constructor(message: string);
}
/** A page is looked at in this viewport, and for at most this long, unless the check says otherwise (spec §9). */
export declare const DEFAULT_VIEWPORT: {
    readonly width: 1280;
    readonly height: 720;
};
export declare const DEFAULT_BROWSER_TIMEOUT_SECONDS = 30;
