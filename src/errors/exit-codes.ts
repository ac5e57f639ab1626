import type { CriticResult } from '../contract/result.js';

/** The CLI's exit codes (spec §3). */
export const EXIT = { PASS: 0, RETRY: 1, FAIL: 2, SKIPPED: 3, ERROR: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A result that could not be judged exits 4, whatever its verdict field says. */
export function exitCodeOf(result: CriticResult): ExitCode {
  if (result._critic_status === 'error') return EXIT.ERROR;
  return EXIT[result.verdict];
}
