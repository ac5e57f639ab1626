import type { CriticResult } from '../contract/result.js';
/**
 * Issue 38 part 4 (spec §16): whether a run has something to say in a pull request review, as
 * reviewdog and Danger stay silent on a clean run. Anything but PASS does; so does a PASS with a
 * warning (a gate entry's), an unmet non-critical criterion, or a human
 * override (its review records who and why). A PASS with nothing else is said by the check alone.
 */
export declare function reviewWorthy(result: CriticResult): boolean;
