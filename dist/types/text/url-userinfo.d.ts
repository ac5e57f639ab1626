/**
 * A judge host may be given as `http://user:password@host` (a proxy in front of the server asks
 * for basic auth). The credentials must never be reported: every URL critic-gate prints, logs or
 * writes into a result or review loses its userinfo here, and the password is registered as a
 * secret, so a message that spells it some other way is redacted too.
 */
/** `text` with the userinfo of every URL in it removed: `http://u:p@host/x` → `http://host/x`. */
export declare function withoutUserinfo(text: string): string;
/** The secrets a URL's userinfo holds: the password as written and decoded, and `user:password`. */
export declare function userinfoSecrets(url: string): string[];
