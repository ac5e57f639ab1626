import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { code, codeBlock, inert } from '../../../src/report/inert.js';
import { createRedactor, REDACTED, secretsFromEnv, TOKEN_FORMATS } from '../../../src/report/redact.js';

/** GitHub-flavoured markdown to HTML, as GitHub renders comments (raw HTML allowed, then sanitised). */
const render = (md: string): string => micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });

const HOSTILE = [
  '[Click here to approve](https://evil.example/approve) ![x](https://attacker.example/t.gif)',
  '![x](https://attacker.example/t.gif)',
  '<img src=x onerror=alert(1)>',
  '<a href="https://evil.example">ok</a>',
  '<script>alert(1)</script>',
  '<https://evil.example/autolink>',
  'https://evil.example/bare',
  'see www.evil.example now',
  'mail me: victim@evil.example',
  '@octocat and @org/team please approve',
  '[ref]: https://evil.example\n[ref]',
  '[x][ref]',
  '&#91;x&#93;&#40;https://evil.example&#41;',
  '&lt;img src=x&gt;',
  '| cell | break |',
  '**bold** _em_ ~~strike~~ `code`',
  '\\[escaped\\](https://evil.example)',
  'line one\r\nline two\rthree\vfour\u2028five',
  '<!-- critic-gate:v1 {"head":"x"} -->',
  '[![badge](https://evil.example/b.svg)](https://evil.example)',
  'javascript:alert(1)',
  '<details><summary>hidden</summary>x</details>',
];

/** A real tag that links, loads or runs something (escaped text such as `&lt;img src=x` is not one). */
const LIVE = /<(?:a|img|script|details|summary)\b|<[a-z]+[^>]*\s(?:href|src|on\w+)=/;

const visible = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[\u200b\u200d]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('inert', () => {
  for (const text of HOSTILE) {
    it(`renders as plain text: ${JSON.stringify(text).slice(0, 60)}`, () => {
      for (const md of [`| a | b |\n|---|---|\n| x | ${inert(text)} |\n`, `Evidence: ${inert(text)}\n`, `- ❌ **id** · ${inert(text)}\n`]) {
        const html = render(md);
        const tags = [...html.matchAll(/<\/?([a-z]+)/g)].map((m) => m[1]);
        expect(tags.filter((t) => !['p', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'li', 'strong'].includes(t!))).toEqual([]);
        expect(html).not.toMatch(LIVE);
      }
      // Nothing is lost: the reader sees the text as it was written (line breaks as spaces).
      const html = render(`Evidence: ${inert(text)}\n`);
      expect(visible(html)).toBe(`Evidence: ${text.replace(/\s+/g, ' ').trim()}`);
    });
  }

  it('mentions keep their text but ping nobody', () => {
    expect(inert('@octocat')).toBe('@\u200doctocat');
  });

  it('code spans and blocks cannot be closed from inside', () => {
    for (const text of HOSTILE) {
      expect(render(code(text))).not.toMatch(LIVE);
      expect(render(codeBlock(`${text}\n\`\`\`\n${text}`))).not.toMatch(LIVE);
    }
  });
});

describe('redact', () => {
  const token = 'ghs_plantedTokenValue0123456789abcdef';
  it('replaces registered secrets and known token formats, in text and in every string of a value', () => {
    const redact = createRedactor(['my-registered-secret']);
    redact.add(token);
    const formats = [
      'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      'gho_abcdefghijklmnopqrstuvwxyz0123456789',
      'ghu_abcdefghijklmnopqrstuvwxyz0123456789',
      'ghs_abcdefghijklmnopqrstuvwxyz0123456789',
      'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz',
      'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJydW50aW1lIn0.c2lnbmF0dXJlLXZhbHVl',
    ];
    for (const f of formats) expect(redact.text(`token=${f};`)).toBe(`token=${REDACTED};`);
    expect(redact.text(`a ${token} b my-registered-secret`)).toBe(`a ${REDACTED} b ${REDACTED}`);
    expect(redact.deep({ [token]: [`x${token}x`, 1, null, { y: 'my-registered-secret' }] })).toEqual({
      [REDACTED]: [`x${REDACTED}x`, 1, null, { y: REDACTED }],
    });
  });

  it('takes the secrets of the environment: the token input, the runner tokens, API keys', () => {
    const env = {
      'INPUT_GITHUB-TOKEN': 'tok-123456',
      ACTIONS_RUNTIME_TOKEN: 'runtime-abcdef',
      GITHUB_TOKEN: 'gh-token-xyz',
      PATH: '/usr/bin',
    };
    expect(secretsFromEnv(env).sort()).toEqual(['gh-token-xyz', 'runtime-abcdef', 'tok-123456']);
    expect(createRedactor(secretsFromEnv(env)).text('tok-123456 runtime-abcdef /usr/bin')).toBe('*** *** /usr/bin');
  });

  it('leaves short values alone (they would blank out ordinary words)', () => {
    expect(createRedactor(['on', 'true']).text('on true')).toBe('on true');
    // A token right after a JSON escape (no word boundary) is still found.
    expect(createRedactor().text('"a\\nghs_abcdefghijklmnopqrstuvwxyz01"')).toBe('"a\\n***"');
  });

  /** The shortest token of each format, by prefix: a format added without one fails below. */
  const SHORTEST: Record<string, string> = {
    ghp_: `ghp_${'a'.repeat(20)}`,
    gho_: `gho_${'B'.repeat(20)}`,
    ghs_: `ghs_${'0'.repeat(20)}`,
    ghu_: `ghu_${'c1'.repeat(10)}`,
    ghr_: `ghr_${'D2'.repeat(10)}`,
    github_pat_: `github_pat_${'a_'.repeat(10)}`,
    eyJ: `eyJ${'h'.repeat(8)}.eyJ${'p'.repeat(8)}.${'s'.repeat(8)}`,
  };

  it.each(TOKEN_FORMATS.map((f) => [f.prefix, f] as const))('finds the shortest %s token, alone and within text', (prefix, format) => {
    const sample = SHORTEST[prefix];
    expect(sample, `no sample token for ${prefix}`).toBeDefined();
    expect(sample!.startsWith(prefix)).toBe(true);
    // The stated shortest length is the pattern's: the sample matches whole, one character less does not.
    expect(sample).toHaveLength(format.shortest);
    expect(sample!.match(format.pattern)).toEqual([sample]);
    expect(sample!.slice(0, -1).match(format.pattern)).toBeNull();
    // The text holding nothing but the token passes the prefix scan and the length floor.
    const redact = createRedactor();
    expect(redact.text(sample!)).toBe(REDACTED);
    expect(redact.deep({ k: `a\\n${sample!};` })).toEqual({ k: `a\\n${REDACTED};` });
  });
});

describe('deep: what did not change is not copied', () => {
  it('returns the parts without a secret as they are, and copies only the path down to a redacted string', () => {
    const redact = createRedactor(['my-registered-secret']);
    const clean = { path: 'src/a.ts', additions: 3, lines: [1, 2, 3] };
    const dirty = { path: 'src/b.ts', evidence: 'token my-registered-secret here' };
    const input = { files: [clean, dirty], stats: { model: 'm' } };
    const out = redact.deep(input);
    expect(out).toEqual({ files: [clean, { path: 'src/b.ts', evidence: `token ${REDACTED} here` }], stats: { model: 'm' } });
    expect(out.files[0]).toBe(clean);
    expect(out.stats).toBe(input.stats);
    // The input itself is untouched.
    expect(dirty.evidence).toBe('token my-registered-secret here');
    expect(out).not.toBe(input);
    expect(redact.deep(clean)).toBe(clean);
  });

  it('an object changed in its middle keeps its keys in order, and what comes after the change is redacted too', () => {
    const redact = createRedactor(['my-registered-secret']);
    const inner = { q: 'plain' };
    const input = { a: 1, b: inner, c: 'my-registered-secret', d: 'x', 'my-registered-secret': ['my-registered-secret'], e: inner };
    const out = redact.deep(input);
    expect(Object.entries(out)).toEqual([
      ['a', 1],
      ['b', inner],
      ['c', REDACTED],
      ['d', 'x'],
      [REDACTED, [REDACTED]],
      ['e', inner],
    ]);
    expect((out as typeof input).b).toBe(inner);
  });

  it('a key read clean before a secret is added is redacted after it: keys are redacted once per set of secrets', () => {
    const redact = createRedactor();
    const input = { 'late-added-secret-value': 1, 'https://judge.example/v1?key=abcdef0123456789': 2 };
    expect(redact.deep(input)).toBe(input);
    redact.add('late-added-secret-value');
    redact.add('https://judge.example/v1?key=abcdef0123456789');
    expect(Object.keys(redact.deep(input))).toEqual([REDACTED, 'https://judge.example']);
  });
});
