/**
 * A judge host may be given as `http://user:password@host` (a proxy in front of the server asks
 * for basic auth). The credentials must never be reported: every URL critic-gate prints, logs or
 * writes into a result or review loses its userinfo here, and the password is registered as a
 * secret, so a message that spells it some other way is redacted too.
 */

// `scheme://` then everything up to the last `@` of the authority (a password may hold an `@`).
const USERINFO = /\b([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^\s/?#@]*(?:@[^\s/?#@]*)*@/g;

/** `text` with the userinfo of every URL in it removed: `http://u:p@host/x` → `http://host/x`. */
export function withoutUserinfo(text: string): string {
  return text.includes('@') ? text.replace(USERINFO, '$1') : text;
}

/** The secrets a URL's userinfo holds: the password as written and decoded, and `user:password`. */
export function userinfoSecrets(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  if (!parsed.password) return [];
  const decode = (s: string): string => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const secrets = [parsed.password, decode(parsed.password), `${parsed.username}:${parsed.password}`];
  return [...new Set(secrets)];
}
