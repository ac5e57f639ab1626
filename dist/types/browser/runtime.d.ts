import { type BrowserRuntime } from '../checks/browser-runtime.js';
import { type FindBwrap } from './isolation.js';
export type { BrowserRuntime };
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
    /** A working bubblewrap, to give the browser a network namespace of its own; without one, interception and flags only. */
    bwrap?: FindBwrap | undefined;
    /** Why this run may open no page at all (e.g. pull_request_target without the opt-in), naming the setting. */
    refused?: string | undefined;
}
export declare function browserRuntime(settings?: BrowserSettings): BrowserRuntime;
/**
 * The processes of the browser whose command line carries `marker`, and all their descendants
 * (Linux /proc: its renderers and zygotes do not carry the switch themselves).
 */
export declare function browserProcessIds(marker: string): Promise<string[]>;
