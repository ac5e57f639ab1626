import type { JudgeConfig } from '../config/index.js';
/** Everything needed to reach and drive the judge, resolved from flags, then config, then defaults. */
export interface JudgeSettings {
    host: string;
    model: string;
    temperature: number;
    seed: number;
    /** The model's context in tokens; looked up through /api/show when unset. */
    numCtx: number | undefined;
    timeoutSeconds: number;
    /** A duration (`"30m"`) or seconds; Ollama takes both, but not a number written as a string. */
    keepAlive: string | number;
}
export interface JudgeOverrides {
    host?: string | undefined;
    model?: string | undefined;
    temperature?: number | undefined;
    seed?: number | undefined;
    numCtx?: number | undefined;
    timeoutSeconds?: number | undefined;
    keepAlive?: string | number | undefined;
}
/** The `judge:` section of an assertions file as a settings layer. */
export declare function judgeOverridesOf(judge: JudgeConfig): JudgeOverrides;
/** Earlier layers win: `resolveJudgeSettings(flags, config)`. */
export declare function resolveJudgeSettings(...layers: readonly JudgeOverrides[]): JudgeSettings;
