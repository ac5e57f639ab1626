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
