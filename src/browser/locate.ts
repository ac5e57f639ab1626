import { access, constants } from 'node:fs/promises';
import { delimiter, isAbsolute, join } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/** The names a Chromium or Chrome goes by on PATH, in the order they are tried. */
export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'] as const;

const executable = async (path: string): Promise<boolean> =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * The browser to drive: an explicit path (the `browser-path` input) wins, then
 * CRITIC_GATE_BROWSER, then the first known name on PATH. A path that is given but not
 * executable is an error of its own: silently falling back would test with another browser.
 */
export async function locateBrowser(explicit: string | undefined, env: Env): Promise<{ path: string } | { problem: string }> {
  for (const [given, from] of [
    [explicit, 'browser-path'],
    [env['CRITIC_GATE_BROWSER'], 'CRITIC_GATE_BROWSER'],
  ] as const) {
    if (!given) continue;
    if (isAbsolute(given) || given.includes('/')) {
      return (await executable(given)) ? { path: given } : { problem: `${from} names ${given}, which is not an executable file` };
    }
    const found = await onPath(given, env);
    return found ? { path: found } : { problem: `${from} names ${given}, which is not on PATH` };
  }
  for (const name of BROWSER_NAMES) {
    const found = await onPath(name, env);
    if (found) return { path: found };
  }
  return { problem: `no Chromium or Chrome found (looked for ${BROWSER_NAMES.join(', ')} on PATH)` };
}

async function onPath(name: string, env: Env): Promise<string | undefined> {
  for (const dir of (env['PATH'] ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, name);
    if (await executable(candidate)) return candidate;
  }
  return undefined;
}
