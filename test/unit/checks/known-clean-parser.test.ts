/**
 * Issue 41: a known-clean entry made with another version of the JavaScript/TypeScript parser is
 * never used. oxc-parser's version is what the key names (its package's version, known before
 * anything is parsed); here it is swapped for the test, which is all a module mock is for.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as JavaScript from '../../../src/syntax/javascript.js';
import type * as SyntaxKnownClean from '../../../src/checks/syntax-pool/known-clean.js';

const parser = vi.hoisted(() => ({ version: 'oxc 0.1.0' as string | undefined }));
vi.mock('../../../src/syntax/javascript.js', async (original) => ({
  ...(await original<typeof JavaScript>()),
  oxcIdentity: async () => parser.version,
}));

/** syntaxClean as a fresh run loads it: the parser's identity is asked once per process, and each test is a run of its own. */
async function syntaxClean(...args: Parameters<typeof SyntaxKnownClean.syntaxClean>) {
  vi.resetModules();
  return (await import('../../../src/checks/syntax-pool/known-clean.js')).syntaxClean(...args);
}

const file = (path: string, text: string) => ({ path, text, binary: false, bytes: text.length, lines: [] });
const options = { language: undefined, mustCheck: false, emptyFails: false, message: undefined };

afterEach(() => {
  parser.version = 'oxc 0.1.0';
});

describe('the parser version is in the key', () => {
  it('another oxc-parser version: another key, and the verdict names that version', async () => {
    const before = await syntaxClean(file('src/a.ts', 'export const a = 1;\n'), options);
    parser.version = 'oxc 0.2.0';
    const after = await syntaxClean(file('src/a.ts', 'export const a = 1;\n'), options);
    expect(before?.key).toBeDefined();
    expect(after?.key).toBeDefined();
    expect(after?.key).not.toBe(before?.key);
    expect(after?.verdict).toMatchObject({ kind: 'parsed', evidence: 'src/a.ts: parses as typescript (1 line; oxc 0.2.0)' });
  });

  it('where oxc-parser will not decide (another parser would), nothing is kept or reused', async () => {
    parser.version = undefined;
    expect(await syntaxClean(file('src/a.ts', 'export const a = 1;\n'), options)).toBeUndefined();
  });
});
