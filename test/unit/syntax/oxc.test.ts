import { describe, expect, it } from 'vitest';
import { parseCode } from '../../../src/syntax/parse-code.js';

describe('oxc decides JavaScript and TypeScript (issue 28)', () => {
  it('rejects a regular expression ECMAScript rejects, which oxc alone lets through, and keeps a good one', async () => {
    for (const language of ['javascript', 'typescript']) {
      expect(await parseCode('const ok = /(a)\\1/u;\nconst bad = /(/;\n', language)).toMatchObject({
        ok: false,
        line: 2,
        column: 13,
        parser: expect.stringMatching(/^oxc 0\./),
        message: expect.stringContaining('Invalid regular expression'),
      });
      expect(await parseCode('const ok = /(a)\\1/u;\nconst half = 1 / 2 / 3;\n', language)).toMatchObject({ ok: true });
    }
  });

  it('reads a .d.ts file as a declaration file: bodiless declarations pass there and fail in a .ts', async () => {
    const declarations = 'export function f(): void;\nexport const y: number;\n';
    expect(await parseCode(declarations, 'typescript', { extension: 'ts', declaration: true })).toMatchObject({ ok: true });
    expect(await parseCode(declarations, 'typescript', { extension: 'ts' })).toMatchObject({ ok: false });
  });

  it('reads a .ts file without imports or exports as a script, as tsc does, and .mts always as a module', async () => {
    const sloppy = 'var x = 010;\n';
    expect(await parseCode(sloppy, 'typescript', { extension: 'ts' })).toMatchObject({ ok: true });
    expect(await parseCode(sloppy, 'typescript', { extension: 'mts' })).toMatchObject({ ok: false, line: 1 });
  });

  it('reports early errors (duplicate declarations) in JavaScript and TypeScript', async () => {
    expect(await parseCode('let a = 1;\nlet a = 2;\n', 'javascript')).toMatchObject({ ok: false, line: 2 });
    expect(await parseCode('let a = 1;\nlet a = 2;\n', 'typescript')).toMatchObject({ ok: false, line: 2 });
  });
});
