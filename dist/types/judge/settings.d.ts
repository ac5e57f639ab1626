/** Everything needed to reach and drive the judge, resolved from flags, then config, then defaults. */
export interface JudgeSettings {
    host: string;
    model: string;
    temperature: number;
    seed: number;
    /** The model's context in tokens; looked up through /api/show when unset. */
    numCtx: number | undefined;
    timeoutSeconds: number;
    keepAlive: string;
}
export interface JudgeOverrides {
    host?: string | undefined;
    model?: string | undefined;
    temperature?: number | undefined;
    seed?: number | undefined;
    numCtx?: number | undefined;
    timeoutSeconds?: number | undefined;
    keepAlive?: string | undefined;
}
/** Earlier layers win: `resolveJudgeSettings(flags, config)`. */
export declare function resolveJudgeSettings(...layers: readonly JudgeOverrides[]): JudgeSettings;
