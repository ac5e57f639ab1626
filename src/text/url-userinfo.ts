/**
 * A judge host may be given as `http://user:password@host` (a proxy in front of the server asks
 * for basic auth), or with a key in its path or query (`https://gw.example/ollama/<KEY>`,
 * `…?api-key=<KEY>`, often a whole `secrets.JUDGE_URL`). None of that is ever reported: every URL
 * critic-gate prints, logs or writes into a result or review loses its userinfo here, a judge
 * URL is published as `scheme://host:port` only (spec §7), and the password, path and query are
 * registered as secrets, so a message that spells them some other way is redacted too.
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

/** Path segments and query values this long or longer may be keys; shorter ones are names (`v1`, `ollama`). */
const KEY_LIKE = 12;

/** A judge URL's public form and what it must never show, or undefined when it shows nothing more than its origin. */
export interface JudgeUrl {
  /** `scheme://host:port`, all that is ever published. */
  origin: string;
  /** The spellings of the whole URL (without userinfo) that are published as `origin`. */
  spellings: string[];
  /** Its userinfo, path, query and key-like parts, each a secret. */
  secrets: string[];
}

export function judgeUrl(url: string): JudgeUrl | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const path = parsed.pathname === '/' ? '' : parsed.pathname;
  if (!parsed.password && !parsed.username && path === '' && parsed.search === '' && parsed.hash === '') return undefined;
  const decode = (s: string): string => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const origin = `${parsed.protocol}//${parsed.host}`;
  const bare = new URL(parsed.href);
  bare.username = '';
  bare.password = '';
  const spellings = [withoutUserinfo(url.trim()), bare.href, bare.href.replace(/\/$/, '')].filter((s) => s !== origin);
  const values = [...parsed.searchParams.values()];
  const segments = path.split('/').filter((p) => p.length >= KEY_LIKE);
  const secrets = [
    ...userinfoSecrets(url.trim()),
    ...(path !== '' ? [path, decode(path)] : []),
    ...(parsed.search !== '' ? [parsed.search, parsed.search.slice(1), decode(parsed.search.slice(1))] : []),
    ...values,
    ...segments,
    ...segments.map(decode),
  ];
  return { origin, spellings: [...new Set(spellings)], secrets: [...new Set(secrets)].filter((v) => v !== '') };
}

/** What to register as secrets for a judge host: the URL itself (published as its origin) and its parts; nothing for a plain origin. */
export function judgeUrlSecrets(url: string): string[] {
  const parts = judgeUrl(url);
  return parts === undefined ? [] : [url.trim(), ...parts.secrets];
}
