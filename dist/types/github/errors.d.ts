/**
 * One error type for every GitHub answer we did not want, so callers branch on `kind` instead of
 * parsing messages. The Action needs to tell apart above all the read-only token (a pull request
 * from a fork: report in the job summary, never crash) from everything else.
 */
import { CriticGateError } from '../errors/taxonomy.js';
export type GitHubErrorKind = 'read-only-token' | 'bad-credentials' | 'forbidden' | 'not-found' | 'unprocessable' | 'rate-limited' | 'network' | 'http';
export declare class GitHubError extends CriticGateError {
    readonly operation: string;
    readonly kind: GitHubErrorKind;
    /** HTTP status; 0 when no answer came. */
    readonly status: number;
    /** GitHub's `message`, verbatim. */
    readonly githubMessage: string;
    /** GitHub's `errors`, each as one line. */
    readonly details: readonly string[];
    readonly documentationUrl?: string | undefined;
    readonly name = "GitHubError";
    readonly category = "github";
    constructor(operation: string, kind: GitHubErrorKind, 
    /** HTTP status; 0 when no answer came. */
    status: number, 
    /** GitHub's `message`, verbatim. */
    githubMessage: string, 
    /** GitHub's `errors`, each as one line. */
    details?: readonly string[], documentationUrl?: string | undefined);
}
/**
 * Turns whatever Octokit threw into a GitHubError. `write` says the operation changes something, so
 * a 403 that is not a rate limit means the token may not write.
 */
export declare function toGitHubError(error: unknown, operation: string, write: boolean): GitHubError;
