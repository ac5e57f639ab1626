/**
 * A bundle without dist/vendor/re2js.cjs (and no node_modules to fall back on) cannot load RE2.
 * That is critic-gate's own failure: a pattern that needs RE2 must then throw it, never be called
 * "not a valid regular expression" (the config author's fault), and plain text still needs no RE2.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundleEntry, sourceImport } from '../../support/bundle-entry.js';

describe('RE2 missing from the bundle', () => {
  it('a pattern that needs it throws the loading failure; a plain-text one is judged as before', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cg-no-re2-'));
    try {
      const bundle = await bundleEntry(
        dir,
        sourceImport('patternError', 'src/checks/pattern.ts') +
          `console.log(JSON.stringify({ plain: patternError('TODO|FIXME') ?? null }));\n` +
          `try { console.log(JSON.stringify({ regex: patternError('TODO\\\\s*:') ?? null })); }\n` +
          `catch (e) { console.log(JSON.stringify({ threw: String(e instanceof Error ? e.message : e) })); }\n`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, [bundle], { cwd: dir });
      const [plain, regex] = stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(plain).toEqual({ plain: null });
      expect(regex).toEqual({ threw: expect.stringMatching(/Cannot find module 're2js'/) });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
