import type { Browser } from 'playwright-core';
type Env = Readonly<Record<string, string | undefined>>;
/**
 * Flags for a headless Chromium on a CI runner, often as root and without network: the
 * background services (component updates, sync, safe browsing lists) would otherwise dial out
 * and wait on a closed network.
 */
export declare const CHROMIUM_ARGS: readonly ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", "--mute-audio"];
export interface BrowserSettings {
    /** The `browser-path` input; otherwise CRITIC_GATE_BROWSER, then PATH. */
    executablePath?: string | undefined;
    /** Where screenshots go; a fresh temporary folder when absent. */
    artifactsDir?: string | undefined;
    env?: Env | undefined;
}
/** The browser of one run: launched on first use, shared by every page, closed once at the end. */
export interface BrowserRuntime {
    /** The switch on this run's browser command line, by which its processes are found. */
    readonly marker: string;
    /** The launched browser, or why there is none (then the check fails with the install hint). */
    browser(): Promise<Browser>;
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
export declare function browserRuntime(settings?: BrowserSettings): BrowserRuntime;
export {};
