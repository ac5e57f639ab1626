// The test doubles are TypeScript and Node 20 cannot run .ts: bundle them with esbuild into the
// bench's temp folder and import the result.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function loadDoubles(tmp) {
  const outdir = join(tmp, 'doubles');
  await build({
    entryPoints: { ollama: join(ROOT, 'test/doubles/ollama.ts'), github: join(ROOT, 'test/doubles/github.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  const [ollama, github] = await Promise.all([
    import(pathToFileURL(join(outdir, 'ollama.mjs')).href),
    import(pathToFileURL(join(outdir, 'github.mjs')).href),
  ]);
  return { ollama, github };
}
