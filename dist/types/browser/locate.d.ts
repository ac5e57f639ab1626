type Env = Readonly<Record<string, string | undefined>>;
/** The names a Chromium or Chrome goes by on PATH, in the order they are tried. */
export declare const BROWSER_NAMES: readonly ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];
/** Said whenever no browser could be found: a browser check never passes without one. */
export declare const INSTALL_HINT = "Install Chromium on the runner (Debian/Ubuntu: `sudo apt-get install -y chromium`), or point the `browser-path` input / CRITIC_GATE_BROWSER at a Chromium or Chrome binary";
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
