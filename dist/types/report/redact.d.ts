/**
 * Redaction of everything critic-gate publishes (review, inline comments, job summary, annotations,
 * result file, SARIF, outputs, terminal report): the token in use, every value registered as a
 * secret, and the well-known token formats become `***`, whoever wrote the text (a command's output,
 * a file name, quoted file content, the model); and every URL loses its userinfo (url-userinfo.ts).
 *
 *   const redact = createRedactor(secretsFromEnv(process.env));
 *   redact.add(token);
 *   const safe = redact.text(markdown);
 *   const safeResult = redact.deep(result);
 */
export declare const REDACTED = "***";
export interface TokenFormat {
    /** What every token of the format begins with (what the cheap scan looks for). */
    prefix: string;
    /** Matches of the whole token, prefix included. */
    pattern: RegExp;
    /** The fewest characters a match has, prefix included. */
    shortest: number;
}
/**
 * Token formats GitHub documents (personal, OAuth, server-to-server, user-to-server, refresh,
 * fine-grained PAT) and JSON Web Tokens (the runner's ACTIONS_RUNTIME_TOKEN and OIDC tokens are JWTs).
 * Each pattern is built from its prefix, so the prefix scan below cannot miss a format.
 */
export declare const TOKEN_FORMATS: readonly TokenFormat[];
/**
 * Variables whose values are secrets wherever critic-gate runs: the Action's token input, the
 * runner's own tokens, the CLI's usual token variables and the judge's API key.
 */
export declare const SECRET_VARIABLES: readonly string[];
/** Values this short would blank out ordinary words; no real secret is this short. */
export declare const MIN_SECRET_CHARS = 6;
export declare function secretsFromEnv(env: Readonly<Record<string, string | undefined>>): string[];
export interface Redactor {
    /**
     * Registers one more secret (a multi-line value also registers each of its lines). An http(s) URL
     * with a path, query or userinfo (a judge host) is published as its origin, its parts as `***`.
     */
    add(secret: string): void;
    /** `text` with every secret and token format replaced by `***`. */
    text(text: string): string;
    /** A copy of a JSON-like value with every string (keys included) redacted. */
    deep<T>(value: T): T;
    /** The secrets registered so far (for tests and for handing on; never print them). */
    readonly secrets: readonly string[];
}
export declare function createRedactor(initial?: Iterable<string>): Redactor;
