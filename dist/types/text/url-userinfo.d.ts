/**
 * A judge host may be given as `http://user:password@host` (a proxy in front of the server asks
 * for basic auth), or with a key in its path or query (`https://gw.example/ollama/<KEY>`,
 * `…?api-key=<KEY>`, often a whole `secrets.JUDGE_URL`). None of that is ever reported: every URL
 * critic-gate prints, logs or writes into a result or review loses its userinfo here, a judge
 * URL is published as `scheme://host:port` only (spec §7), and the password, path and query are
 * registered as secrets, so a message that spells them some other way is redacted too.
 */
/** `text` with the userinfo of every URL in it removed: `http://u:p@host/x` → `http://host/x`. */
export declare function withoutUserinfo(text: string): string;
/** The secrets a URL's userinfo holds: the password as written and decoded, and `user:password`. */
export declare function userinfoSecrets(url: string): string[];
/** A judge URL's public form and what it must never show, or undefined when it shows nothing more than its origin. */
export interface JudgeUrl {
    /** `scheme://host:port`, all that is ever published. */
    origin: string;
    /** The spellings of the whole URL (without userinfo) that are published as `origin`. */
    spellings: string[];
    /** Its userinfo, path, query and key-like parts, each a secret. */
    secrets: string[];
}
export declare function judgeUrl(url: string): JudgeUrl | undefined;
/** What to register as secrets for a judge host: the URL itself (published as its origin) and its parts; nothing for a plain origin. */
export declare function judgeUrlSecrets(url: string): string[];
