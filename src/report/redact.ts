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

import { judgeUrl, withoutUserinfo } from '../text/url-userinfo.js';

export const REDACTED = '***';

export interface TokenFormat {
  /** What every token of the format begins with (what the cheap scan looks for). */
  prefix: string;
  /** Matches of the whole token, prefix included. */
  pattern: RegExp;
  /** The fewest characters a match has, prefix included. */
  shortest: number;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// No leading word boundary: in JSON text a token may follow an escape such as `\n`.
const format = (prefix: string, body: string, shortestBody: number): TokenFormat => ({
  prefix,
  pattern: new RegExp(`${escapeRegExp(prefix)}${body}`, 'g'),
  shortest: prefix.length + shortestBody,
});

/**
 * Token formats GitHub documents (personal, OAuth, server-to-server, user-to-server, refresh,
 * fine-grained PAT) and JSON Web Tokens (the runner's ACTIONS_RUNTIME_TOKEN and OIDC tokens are JWTs).
 * Each pattern is built from its prefix, so the prefix scan below cannot miss a format.
 */
export const TOKEN_FORMATS: readonly TokenFormat[] = [
  ...['ghp_', 'gho_', 'ghs_', 'ghu_', 'ghr_'].map((prefix) => format(prefix, '[A-Za-z0-9]{20,255}', 20)),
  format('github_pat_', '[A-Za-z0-9_]{20,255}', 20),
  // header.payload.signature, both JSON parts beginning `{"` (base64 `eyJ`).
  format('eyJ', '[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}', 8 + 1 + 3 + 8 + 1 + 8),
];

/** A text without one of the prefixes, or shorter than the shortest token, holds no token: most texts are passed after this. */
const TOKEN_HINT = new RegExp(TOKEN_FORMATS.map((f) => escapeRegExp(f.prefix)).join('|'));
const SHORTEST_TOKEN = Math.min(...TOKEN_FORMATS.map((f) => f.shortest));

/**
 * Variables whose values are secrets wherever critic-gate runs: the Action's token input, the
 * runner's own tokens, the CLI's usual token variables and the judge's API key.
 */
export const SECRET_VARIABLES: readonly string[] = [
  'INPUT_GITHUB-TOKEN',
  'INPUT_API-KEY',
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'GITHUB_ENTERPRISE_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'CRITIC_GATE_API_KEY',
  'OPENAI_API_KEY',
];

/** Values this short would blank out ordinary words; no real secret is this short. */
export const MIN_SECRET_CHARS = 6;

export function secretsFromEnv(env: Readonly<Record<string, string | undefined>>): string[] {
  return SECRET_VARIABLES.map((name) => env[name] ?? '').filter((v) => v.trim() !== '');
}

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

export function createRedactor(initial: Iterable<string> = []): Redactor {
  const secrets = new Set<string>();
  // A judge URL with a path, query or userinfo is published as its origin (spec §7), longest spelling first.
  const urls = new Map<string, string>();
  let orderedUrls: Array<[string, string]> | undefined;
  // Longest first: a secret that contains another is replaced whole. Sorted once per added secret, not per text.
  let ordered: string[] | undefined;
  /** How many times `add` was called: what was redacted before may read otherwise now. */
  let added = 0;
  const add = (secret: string): void => {
    added++;
    const url = judgeUrl(secret);
    if (url !== undefined) {
      for (const spelling of url.spellings) urls.set(spelling, url.origin);
      orderedUrls = undefined;
      url.secrets.forEach(add);
      return;
    }
    for (const part of [secret, ...secret.split(/\r?\n/)]) {
      const v = part.trim();
      if (v.length >= MIN_SECRET_CHARS) secrets.add(v);
    }
    ordered = undefined;
  };
  for (const s of initial) add(s);

  // A result holds tens of thousands of strings (paths, evidence); nearly none holds a secret or
  // a token's prefix, and those are passed after a substring search each.
  const text = (input: string): string => {
    let out = withoutUserinfo(input);
    for (const [spelling, origin] of (orderedUrls ??= [...urls].sort((a, b) => b[0].length - a[0].length)))
      if (out.includes(spelling)) out = out.split(spelling).join(origin);
    for (const s of (ordered ??= [...secrets].sort((a, b) => b.length - a.length))) if (out.includes(s)) out = out.split(s).join(REDACTED);
    if (out.length >= SHORTEST_TOKEN && TOKEN_HINT.test(out)) for (const { pattern } of TOKEN_FORMATS) out = out.replace(pattern, REDACTED);
    return out;
  };

  // A result's keys are a few dozen names, each met thousands of times: each is redacted once per
  // set of secrets (a new secret starts over).
  let keys = new Map<string, string>();
  let keysOf = added;
  const key = (k: string): string => {
    if (keysOf !== added) {
      keys = new Map();
      keysOf = added;
    }
    let out = keys.get(k);
    if (out === undefined) keys.set(k, (out = text(k)));
    return out;
  };
  const deep = <T>(value: T): T => walk(value, text, key) as T;

  return {
    add,
    text,
    deep,
    get secrets() {
      return [...secrets];
    },
  };
}

/**
 * `value` with every string redacted. A part in which nothing changed is returned as it is, not
 * copied: a result of thousands of files is almost all such parts, and it is data no one changes.
 */
function walk(value: unknown, text: (s: string) => string, key: (k: string) => string): unknown {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item !== 'object' && typeof item !== 'string') continue;
      const redacted = walk(item, text, key);
      if (redacted !== item) (out ??= [...value])[i] = redacted;
    }
    return out ?? value;
  }
  if (value !== null && typeof value === 'object') {
    // Read in place: entries are made only for an object in which something changed.
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      const item = record[k];
      const redactedKey = key(k);
      // Numbers and booleans hold nothing to redact: most of a large result's values.
      const redacted = typeof item === 'object' || typeof item === 'string' ? walk(item, text, key) : item;
      if (redactedKey === k && redacted === item) continue;
      const entries = keys.slice(0, i).map((before): [string, unknown] => [before, record[before]]);
      entries.push([redactedKey, redacted]);
      for (const after of keys.slice(i + 1)) entries.push([key(after), walk(record[after], text, key)]);
      return Object.fromEntries(entries);
    }
  }
  return value;
}
