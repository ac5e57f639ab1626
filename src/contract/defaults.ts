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

/** How many independent judgements a criterion may take (spec §8): the config, flags and inputs hold to it. */
export const VOTES = { min: 1, max: 9 } as const;

/** A votes setting as written (a flag, an input, an environment variable): the number, or what is wrong with it. */
export function parseVotes(value: string): { votes: number } | { problem: string } {
  const n = Number(value);
  return Number.isInteger(n) && n >= VOTES.min && n <= VOTES.max
    ? { votes: n }
    : { problem: `expected a whole number from ${VOTES.min} to ${VOTES.max}, got "${value}"` };
}
