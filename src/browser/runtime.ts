import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserType } from 'playwright-core';
import { BrowserRefusedError, NoBrowserError, type BrowserRuntime, type OpenBrowser } from '../checks/browser-runtime.js';
import { browserEnv, isolateBrowser, NO_NETWORK_ARGS, type FindBwrap, type Isolation } from './isolation.js';
import { locateBrowser } from './locate.js';
import { visitPage } from './visit.js';

export type { BrowserRuntime };

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Flags for a headless Chromium on a CI runner, often as root and without network: the
 * background services (component updates, sync, safe browsing lists) would otherwise dial out
 * and wait on a closed network.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--mute-audio',
] as const;

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

/** playwright-core is large: it is loaded only when a page is actually opened, never at start-up. */
const loadChromium = async (): Promise<BrowserType> => {
  const mod: { chromium?: BrowserType; default?: { chromium: BrowserType } } = await import('playwright-core');
  // The CommonJS build may arrive as the default export when imported from ESM.
  const chromium = mod.chromium ?? mod.default?.chromium;
  if (!chromium) throw new Error('playwright-core has no chromium export');
  return chromium;
};

/** Time a polite close gets before the browser's processes are killed. */
const CLOSE_GRACE_MS = 5000;

export function browserRuntime(settings: BrowserSettings = {}): BrowserRuntime {
  const env = settings.env ?? process.env;
  // A switch Chromium ignores, so that every process of this browser can be found and killed.
  const marker = `--critic-gate-run=${randomUUID()}`;
  let launched: Promise<Browser> | undefined;
  let closed = false;
  let dir: Promise<string> | undefined;
  let isolation: Isolation | undefined;
  const taken = new Set<string>();
  return {
    marker,
    async artifactPath(name) {
      dir ??= settings.artifactsDir
        ? mkdir(settings.artifactsDir, { recursive: true }).then(() => settings.artifactsDir!)
        : mkdtemp(join(tmpdir(), 'critic-gate-artifacts-'));
      const safe = name.replace(/[^A-Za-z0-9._-]+/g, '_');
      const dot = safe.lastIndexOf('.');
      const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
      let candidate = safe;
      for (let n = 2; taken.has(candidate); n++) candidate = `${stem}-${n}${ext}`;
      taken.add(candidate);
      return join(await dir, candidate);
    },
    browser() {
      if (closed) return Promise.reject(new Error('the browser of this run is already closed'));
      if (settings.refused !== undefined) return Promise.reject(new BrowserRefusedError(settings.refused));
      launched ??= (async () => {
        const found = await locateBrowser(settings.executablePath, env);
        if ('problem' in found) throw new NoBrowserError(found.problem);
        const chromium = await loadChromium();
        isolation = await isolateBrowser(found.path, settings.bwrap);
        return chromium.launch({
          executablePath: isolation.executablePath,
          headless: true,
          // In a namespace of its own the browser has no network to reach; elsewhere the flags close what interception cannot see.
          args: [...CHROMIUM_ARGS, ...(isolation.namespace ? [] : NO_NETWORK_ARGS), marker],
          env: browserEnv(env),
          // The run ends the browser itself; signals go to the whole process group anyway.
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
          timeout: 60_000,
        });
      })();
      return launched.then((b): OpenBrowser => ({ visit: (o) => visitPage(b, o) }));
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!launched) return;
      const browser = await launched.catch(() => undefined);
      if (browser) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          browser.close().catch(() => undefined),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS))),
        ]);
        clearTimeout(timer);
      }
      await killMarked(marker);
      await isolation?.dispose();
    },
  };
}

/**
 * The processes of the browser whose command line carries `marker`, and all their descendants
 * (Linux /proc: its renderers and zygotes do not carry the switch themselves).
 */
export async function browserProcessIds(marker: string): Promise<string[]> {
  const pids = (await readdir('/proc').catch(() => [] as string[])).filter((p) => /^\d+$/.test(p));
  const parentOf = new Map<string, string>();
  const found = new Set<string>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // The command name in parentheses may hold spaces: the fields after its closing one are fixed.
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (ppid) parentOf.set(pid, ppid);
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.split('\0').includes(marker)) found.add(pid);
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parentOf) {
      if (!found.has(pid) && found.has(ppid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

/** Kills what is left of the browser and its helpers. */
async function killMarked(marker: string): Promise<void> {
  for (const pid of await browserProcessIds(marker)) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}
