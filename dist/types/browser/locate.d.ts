type Env = Readonly<Record<string, string | undefined>>;
/** The names a Chromium or Chrome goes by on PATH, in the order they are tried. */
export declare const BROWSER_NAMES: readonly ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];
/**
 * The browser to drive: an explicit path (the `browser-path` input) wins, then
 * CRITIC_GATE_BROWSER, then the first known name on PATH. A path that is given but not
 * executable is an error of its own: silently falling back would test with another browser.
 */
export declare function locateBrowser(explicit: string | undefined, env: Env): Promise<{
    path: string;
} | {
    problem: string;
}>;
export {};
