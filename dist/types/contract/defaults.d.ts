/** Defaults shared by the CLI, the Action and the library, so the front doors never disagree. */
export declare const DEFAULTS: {
    readonly ollamaHost: "http://127.0.0.1:11434";
    readonly model: "qwen2.5-coder:7b";
    readonly timeoutSeconds: 300;
    readonly temperature: 0;
    readonly seed: 42;
    readonly keepAlive: "30m";
    readonly configPath: ".github/critic-gate.yml";
    readonly maxAttempts: 4;
    /** Requests (per vote) a judgement may take to show material that does not fit one context. */
    readonly maxRequests: 8;
    readonly failOn: "FAIL,SKIPPED";
};
/** How many independent judgements a criterion may take (spec §8): the config, flags and inputs hold to it. */
export declare const VOTES: {
    readonly min: 1;
    readonly max: 9;
};
/** A votes setting as written (a flag, an input, an environment variable): the number, or what is wrong with it. */
export declare function parseVotes(value: string): {
    votes: number;
} | {
    problem: string;
};
