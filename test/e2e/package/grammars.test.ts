/**
 * The syntax check as the build ships it: a bundle of src/subject/syntax.ts run by a separate node
 * process finds tree-sitter and its grammars (brotli-compressed, as scripts/grammars.mjs writes
 * them) in grammars/ next to it, with no node_modules around, and fails without them.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { writeGrammars } from '../../../scripts/grammars.mjs';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

describe('grammars in the bundle', () => {
  it('a bundle finds its grammars in grammars/ next to it, with no node_modules around', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cg-syntax-bundle-'));
    try {
      const entry = join(dir, 'entry.ts');
      await writeFile(
        entry,
        `import { parseCode } from ${JSON.stringify(join(ROOT, 'src/subject/syntax.ts'))};\n` +
          `const out = [];\n` +
          `for (const [t, l] of [['x = 1\\n', 'python'], ['fn main( {}', 'rust'], ['int main(void) { return 0; }', 'c'], ['echo 1;', 'php']]) out.push(await parseCode(t, l));\n` +
          `console.log(JSON.stringify(out));\n`,
      );
      await build({
        entryPoints: [entry],
        outfile: join(dir, 'out/bundle.js'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'silent',
        banner: {
          js: "import { createRequire as __cgCreateRequire } from 'node:module';\nconst require = __cgCreateRequire(import.meta.url);",
        },
      });
      const runBundle = () => promisify(execFile)(process.execPath, [join(dir, 'out/bundle.js')], { cwd: dir });

      // Without grammars/ the bundle cannot find tree-sitter at all: it must not pass anything.
      await expect(runBundle()).rejects.toThrow();

      await mkdir(join(dir, 'out/grammars'));
      // As the build ships them: the grammars brotli-compressed, which the loader must read.
      await writeGrammars(join(dir, 'out/grammars'), ROOT);
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
