import type { ExactReport } from './types.js';
/**
 * The parser that decides JavaScript and TypeScript here as the evidence names it (`oxc 0.95.0`),
 * when that is oxc-parser: the known-clean cache's keys name it (checks/known-clean.ts). Undefined
 * where oxc will not load: then nothing is kept or reused. Its package's version only: oxc itself
 * is loaded by the first parse, which a run that reuses every verdict never makes.
 */
export declare function oxcIdentity(): Promise<string | undefined>;
/** Loads oxc-parser on this thread, which says once per run, on stderr, when it cannot. */
export declare function tellIfOxcUnavailable(): Promise<void>;
/**
 * Whether oxc-parser could not load on this thread: true or false once a file of its languages
 * was parsed here, undefined before. A worker sends it with its verdicts, so that the main thread
 * loads the binding only to say it is missing (tellIfOxcUnavailable), never to learn it is there.
 */
export declare const oxcUnavailableHere: () => boolean | undefined;
/** How a `.js` file is read: as a module when it parses as one, else as a script (package.json's `type` is not consulted). */
export type JsGoal = 'module' | 'script' | 'either';
export declare function parseJavaScript(text: string, goal: JsGoal): Promise<ExactReport>;
/** How a TypeScript file is read: `.tsx`, a declaration file (`.d.ts`), `.mts` a module, `.cts` CommonJS. */
export interface TsFlavour {
    jsx: boolean;
    declaration?: boolean | undefined;
    extension?: string | undefined;
}
/**
 * `codeCacheDir`: where TypeScript's compiled code is kept, should this call load it (the
 * fallback parser is loaded once per thread, whoever asks first).
 */
export declare function parseTypeScript(text: string, flavour: TsFlavour, codeCacheDir: string | undefined): Promise<ExactReport>;
