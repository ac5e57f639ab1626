// One build for everything committed under dist/: the CLI, the Action, the library and the
// tree-sitter grammars they load. Deterministic on purpose: a test rebuilds and compares bytes.
import { build } from 'esbuild';
import { cp, mkdir, rm } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS dependencies still call require(); ESM output needs one made for it.
  banner: { js: "import { createRequire as __cgCreateRequire } from 'node:module';\nconst require = __cgCreateRequire(import.meta.url);" },
};

await rm('dist', { recursive: true, force: true });
await mkdir('dist', { recursive: true });
await build({ ...common, entryPoints: { cli: 'src/cli.ts' }, outdir: 'dist', banner: { js: `#!/usr/bin/env node\n${common.banner.js}` } });
await build({ ...common, entryPoints: { lib: 'src/lib.ts' }, outdir: 'dist' });
await build({ ...common, entryPoints: { index: 'src/index.ts' }, outdir: 'dist' }).catch((e) => {
  throw e;
});
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
await mkdir('dist/grammars', { recursive: true });
const { GRAMMAR_FILES } = await import('./grammars.mjs');
for (const [from, to] of GRAMMAR_FILES) await cp(from, `dist/grammars/${to}`);
