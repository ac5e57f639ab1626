/** Defaults shared by the CLI, the Action and the library, so the front doors never disagree. */
export const DEFAULTS = {
  ollamaHost: 'http://127.0.0.1:11434',
  model: 'qwen2.5-coder:7b',
  timeoutSeconds: 300,
  temperature: 0,
  seed: 42,
  keepAlive: '30m',
  configPath: '.github/critic-gate.yml',
  maxAttempts: 4,
  /** Requests (per vote) a judgement may take to show material that does not fit one context. */
  maxRequests: 8,
  failOn: 'FAIL,SKIPPED',
} as const;
