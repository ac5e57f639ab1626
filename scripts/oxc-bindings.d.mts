import type { Plugin } from 'esbuild';
/** The napi-rs targets whose bindings dist/vendor/oxc/ carries. */
export declare const OXC_TARGETS: readonly string[];
/** Bundles oxc-parser with its native loader replaced by src/syntax/oxc-native.ts. */
export declare function oxcBundling(): Plugin;
/** Copies the four Linux bindings to `<outdir>/vendor/oxc/`; returns the shipped files, for the notices. */
export declare function writeOxcBindings(outdir: string): Promise<string[]>;
