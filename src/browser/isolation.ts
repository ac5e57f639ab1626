import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellQuote } from '../checks/run-command.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Flags that keep a page's traffic inside the browser even where the request interception of
 * visit.ts cannot see it (a preconnect, a TURN connection, a STUN datagram): every connection goes
 * to a proxy that never resolves, loopback included, and WebRTC sends no UDP outside a proxy.
 */
export const NO_NETWORK_ARGS = [
  '--proxy-server=http://proxy.critic-gate.invalid:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
] as const;

/**
 * The only variables the browser inherits: what it needs to start and to render text. The
 * runner's tokens and secrets (GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, CRITIC_GATE_API_KEY …) never
 * reach a process the page under review runs in.
 */
const KEPT_VARIABLES = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'LC_ALL', 'LC_CTYPE', 'FONTCONFIG_PATH', 'FONTCONFIG_FILE'] as const;

export function browserEnv(env: Env): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_VARIABLES) {
    const value = env[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

export interface Isolation {
  /** The program to launch: the browser itself, or a wrapper that starts it in its own network namespace. */
  executablePath: string;
  /** Whether the browser has a network namespace of its own (bubblewrap worked on this machine). */
  namespace: boolean;
  dispose(): Promise<void>;
}

/** A bubblewrap that works on this machine, or undefined (the command sandbox knows how to find one). */
export type FindBwrap = () => Promise<string | undefined>;

/**
 * Starts the browser in a network namespace of its own when bubblewrap works here (`bwrap
 * --unshare-net`, as the command sandbox does): its loopback is empty, so nothing on the runner,
 * the judge's Ollama included, can be reached whatever the page tries. Playwright launches one
 * program, so that program is a two-line wrapper. Where bubblewrap cannot run (a runner that
 * restricts user namespaces), the interception and NO_NETWORK_ARGS remain.
 */
export async function isolateBrowser(browserPath: string, findBwrap: FindBwrap | undefined): Promise<Isolation> {
  const bwrap = await findBwrap?.();
  if (bwrap === undefined) return { executablePath: browserPath, namespace: false, dispose: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'critic-gate-browser-'));
  const wrapper = join(dir, 'chromium-without-network');
  const flags = ['--unshare-net', '--die-with-parent', '--dev-bind', '/', '/', '--'];
  await writeFile(wrapper, `#!/bin/sh\nexec ${[bwrap, ...flags, browserPath].map(shellQuote).join(' ')} "$@"\n`);
  await chmod(wrapper, 0o700);
  return { executablePath: wrapper, namespace: true, dispose: () => rm(dir, { recursive: true, force: true }) };
}
