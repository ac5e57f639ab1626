import { type Backend } from './backends/backends.js';
import type { SentRequest } from './receipt.js';
/**
 * What the judge reports while it works (Ollama streams one token per chunk, so this is a close
 * count). Declared here beside the settings that carry its listener: progress.ts reads the
 * settings, so the settings may not read progress.ts.
 */
export interface JudgeProgress {
    completionTokens: number;
    /** A line to show once: the judgement changed course (a server refused a request for its length, and it is refitted). */
    notice?: string | undefined;
}
export type { Backend };
export type OnOff = 'on' | 'off';
/** Everything needed to reach and drive the judge, resolved from flags, then config, then defaults. */
export interface JudgeSettings {
    backend: Backend;
    /** Tried in order; the first is the primary, the rest are failover (spec §8). */
    hosts: readonly string[];
    model: string;
    temperature: number;
    seed: number;
    /** The model's context in tokens; looked up from the server when unset. */
    numCtx: number | undefined;
    timeoutSeconds: number;
    /** A duration (`"30m"`) or seconds; Ollama takes both, but not a number written as a string. */
    keepAlive: string | number;
    /** Independent judgements per request, seeds `seed … seed+votes-1`; majority per criterion. */
    votes: number;
    /** The most requests (per vote) one judgement may take to show all of its material, part by part. */
    maxRequests: number;
    cache: OnOff;
    calibration: OnOff;
    /** Where judgements are kept between runs besides the review marker; none when unset. */
    cacheDir: string | undefined;
    /** The bearer key of an OpenAI-compatible server; never printed. */
    apiKey: string | undefined;
    /** A host that sends nothing for this long is skipped for the next (only when there is a next). */
    firstByteSeconds: number | undefined;
    /** Send rendered pages' screenshots as images (judge.vision: on). */
    vision?: boolean | undefined;
    /** Told as the answer streams in (progress on stderr or in the log). */
    onProgress?: ((progress: JudgeProgress) => void) | undefined;
    /** Told of every request sent, body and all (the `--requests` file that `critic-gate replay` reads). */
    onSent?: ((request: SentRequest) => void) | undefined;
}
/**
 * One settings layer (flags, the Action's inputs, the config file, a library caller): any of the
 * settings, each optional, and `host` as `hosts` of one. Derived from JudgeSettings, so a new
 * setting is written once.
 */
export type JudgeOverrides = {
    [K in Exclude<keyof JudgeSettings, 'onProgress' | 'onSent'>]?: JudgeSettings[K] | undefined;
} & {
    host?: string | undefined;
};
/** A layer's own choice of settings: the keys it may set, and those keys picked from its values. */
export declare function overridesOf<K extends keyof JudgeOverrides>(values: Pick<JudgeOverrides, K>, keys: readonly K[]): JudgeOverrides;
/** Earlier layers win: `resolveJudgeSettings(flags, config)`. */
export declare function resolveJudgeSettings(...layers: readonly JudgeOverrides[]): JudgeSettings;
