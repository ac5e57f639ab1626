/**
 * The syntax check as the build ships it: a bundle of src/syntax/parse-code.ts run by a separate node
 * process finds tree-sitter and its grammars (brotli-compressed, as scripts/grammars.mjs writes
 * them) in grammars/ next to it, with no node_modules around, and fails without them.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { bundleEntry, sourceImport } from '../../support/bundle-entry.js';
import { REPO_ROOT } from '../../support/run-cli.js';
import { writeGrammars } from '../../../scripts/grammars.mjs';

describe('grammars in the bundle', () => {
  it('a bundle finds its grammars in grammars/ next to it, with no node_modules around', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cg-syntax-bundle-'));
    try {
      const bundle = await bundleEntry(
        dir,
        sourceImport('parseCode', 'src/syntax/parse-code.ts') +
          `const out = [];\n` +
          `for (const [t, l] of [['x = 1\\n', 'python'], ['fn main( {}', 'rust'], ['int main(void) { return 0; }', 'c'], ['echo 1;', 'php']]) out.push(await parseCode(t, l));\n` +
          `console.log(JSON.stringify(out));\n`,
      );
      const runBundle = () => promisify(execFile)(process.execPath, [bundle], { cwd: dir });

      // Without grammars/ the bundle cannot find tree-sitter at all: it must not pass anything.
      await expect(runBundle()).rejects.toThrow();

      await mkdir(join(dir, 'out/grammars'));
      // As the build ships them: the grammars brotli-compressed, which the loader must read.
      await writeGrammars(join(dir, 'out/grammars'), REPO_ROOT);
      const { stdout } = await runBundle();
      expect(JSON.parse(stdout)).toEqual([
        expect.objectContaining({ ok: true, language: 'python' }),
        expect.objectContaining({ ok: false, language: 'rust', line: 1, parser: 'tree-sitter', approximate: true }),
        expect.objectContaining({ ok: true, language: 'c' }),
        expect.objectContaining({ ok: true, language: 'php' }),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
