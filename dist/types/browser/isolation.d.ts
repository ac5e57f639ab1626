type Env = Readonly<Record<string, string | undefined>>;
/**
 * Flags that keep a page's traffic inside the browser even where the request interception of
 * visit.ts cannot see it (a preconnect, a TURN connection, a STUN datagram): every connection goes
 * to a proxy that never resolves, loopback included, and WebRTC sends no UDP outside a proxy.
 */
export declare const NO_NETWORK_ARGS: readonly ["--proxy-server=http://proxy.critic-gate.invalid:9", "--proxy-bypass-list=<-loopback>", "--host-resolver-rules=MAP * ~NOTFOUND", "--force-webrtc-ip-handling-policy=disable_non_proxied_udp", "--webrtc-ip-handling-policy=disable_non_proxied_udp"];
export declare function browserEnv(env: Env): Record<string, string>;
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
export declare function isolateBrowser(browserPath: string, findBwrap: FindBwrap | undefined): Promise<Isolation>;
export {};
