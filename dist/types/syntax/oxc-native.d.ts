/** What the choice of a binding depends on, injectable for tests. */
export interface PlatformFacts {
    platform: string;
    arch: string;
    /** Asked only on Linux. */
    musl(): boolean;
}
/** How a binding is loaded: a file path or a package name, given to `require`. */
export interface NativeLoader {
    exists(path: string): boolean;
    require(specifier: string): unknown;
}
/** The napi-rs target oxc publishes a binding for, as in `@oxc-parser/binding-<target>` and `parser.<target>.node`. */
export declare function bindingTarget(facts: PlatformFacts): string;
/** The four bindings dist/ carries (scripts/build.mjs writes them; self-hosted runners are these). */
export declare const SHIPPED_TARGETS: readonly ["linux-x64-gnu", "linux-x64-musl", "linux-arm64-gnu", "linux-arm64-musl"];
/** Where to look, in order: the bundle's own copy (dist/vendor/oxc/), then the installed binding package. */
export declare function bindingCandidates(target: string, vendorDirs: readonly string[]): string[];
/** Why no binding loaded, with each place tried. */
export declare class OxcUnavailable extends Error {
    name: string;
}
export declare function loadBinding(target: string, candidates: readonly string[], loader: NativeLoader): unknown;
export declare function hostFacts(): PlatformFacts;
/** The binding for this machine; throws OxcUnavailable naming what was tried. */
export declare function loadOxcNative(facts?: PlatformFacts): unknown;
/**
 * Whether oxc-parser will decide JavaScript and TypeScript here: not turned off (CRITIC_GATE_OXC=off)
 * and a binding for this machine is there. Looked for, not loaded, and once per process: a hint for
 * planning the work (checks/syntax-pool/pool.ts), never for a verdict, which names the parser that decided.
 */
export declare function oxcWillLoad(): boolean;
