/** Issue 23 item 7: a judge host's credentials are never reported. */
import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../../src/report/redact.js';
import { judgeUrl, judgeUrlSecrets, userinfoSecrets, withoutUserinfo } from '../../../src/text/url-userinfo.js';

describe('withoutUserinfo', () => {
  it('drops the userinfo of every URL in a text, and nothing else', () => {
    expect(withoutUserinfo('Ollama at http://user:pass@host:11434 did not answer')).toBe('Ollama at http://host:11434 did not answer');
    expect(withoutUserinfo('https://u@h/x and http://a:p%40ss@w@h2/y?z=1')).toBe('https://h/x and http://h2/y?z=1');
    // No userinfo: unchanged, an e-mail address and a path with an @ included.
    for (const text of ['http://host/a@b', 'mail me: a@b.example', 'http://host:1/x?q=a@b', 'plain']) {
      expect(withoutUserinfo(text)).toBe(text);
    }
  });
});

describe('userinfoSecrets', () => {
  it('gives the password as written and decoded, and user:password; none without a password', () => {
    expect(userinfoSecrets('http://user:p%40ssw0rd@host')).toEqual(['p%40ssw0rd', 'p@ssw0rd', 'user:p%40ssw0rd']);
    expect(userinfoSecrets('http://user@host')).toEqual([]);
    expect(userinfoSecrets('http://host')).toEqual([]);
    expect(userinfoSecrets('not a url')).toEqual([]);
  });
});

describe('the redactor', () => {
  it('strips userinfo from every string it redacts, keys and nested values included', () => {
    const redact = createRedactor();
    expect(redact.deep({ stats: { host: 'http://user:pass@host' }, notes: ['at http://user:pass@host/api/chat'] })).toEqual({
      stats: { host: 'http://host' },
      notes: ['at http://host/api/chat'],
    });
  });
});

describe('a judge URL is published as its origin (issue 37 item 6)', () => {
  it('a path, query or userinfo makes secrets of them, and every spelling of the URL reads as scheme://host:port', () => {
    const url = judgeUrl('https://gw.example:8443/ollama/sk-live-0123456789abcdef?api-key=q-0123456789abcdef&region=eu');
    expect(url?.origin).toBe('https://gw.example:8443');
    expect(url?.secrets).toEqual(expect.arrayContaining(['sk-live-0123456789abcdef', 'q-0123456789abcdef']));
    const redactor = createRedactor();
    redactor.add('https://gw.example:8443/ollama/sk-live-0123456789abcdef?api-key=q-0123456789abcdef&region=eu');
    expect(
      redactor.text(
        'cannot reach Ollama at https://gw.example:8443/ollama/sk-live-0123456789abcdef?api-key=q-0123456789abcdef&region=eu: timed out',
      ),
    ).toBe('cannot reach Ollama at https://gw.example:8443: timed out');
    // Another spelling of a part is still a secret.
    expect(redactor.text('key sk-live-0123456789abcdef')).toBe('key ***');
  });

  it('a plain origin is nothing to hide, and short path names are no secrets', () => {
    expect(judgeUrl('http://127.0.0.1:11434')).toBeUndefined();
    expect(judgeUrl('http://127.0.0.1:11434/')).toBeUndefined();
    expect(judgeUrlSecrets('http://gpu-1:11434')).toEqual([]);
    expect(judgeUrl('https://gw.example/v1')?.secrets).toEqual(['/v1']);
    const redactor = createRedactor();
    redactor.add('https://gw.example/v1');
    expect(redactor.text('see https://gw.example/v1 and the v1 API')).toBe('see https://gw.example and the v1 API');
  });
});
