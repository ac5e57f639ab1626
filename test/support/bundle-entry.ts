/**
 * A module of the sources bundled on its own, as the build bundles the package (ES module, a
 * `require` for CommonJS dependencies), into a folder with no node_modules around: what a test
 * of "the bundle finds X next to it, and fails without it" runs in a node process of its own.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { sourceBundleOptions } from '../../scripts/source-bundle.mjs';
import { REPO_ROOT } from './run-cli.js';

/** `code` may import the sources by `src/…` paths (see sourceImport); the bundle is `<dir>/out/bundle.js`. */
export async function bundleEntry(dir: string, code: string): Promise<string> {
  const entry = join(dir, 'entry.ts');
  await writeFile(entry, code);
  const outfile = join(dir, 'out/bundle.js');
  // As the build bundles them: the SFC compiler without template engines, oxc with our loader.
  await build({ ...sourceBundleOptions(), entryPoints: [entry], outfile, target: 'node22.12' });
  return outfile;
}

/** An import line naming a source module by its path in the repository (`src/syntax/parse-code.ts`). */
export const sourceImport = (names: string, path: string): string => `import { ${names} } from ${JSON.stringify(join(REPO_ROOT, path))};\n`;
