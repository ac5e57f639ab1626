// Issue 12: what `npm i critic-gate` puts on disk. Packs this repository, installs the tarball
// offline into an empty project (the package has no runtime dependencies, so nothing else is
// fetched) and measures node_modules. oxc's native binding is the package's one optional
// dependency per platform (dist/vendor/oxc/ is the Action's copy and is not packed: issue 41);
// offline npm cannot resolve it by version, so the platform's binding is packed from this
// repository's install and installed beside it, as an online install would fetch it.
import { execFileSync } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const TARGET_MB = 30;
/** The binding npm picks for this machine; the bench runs where CI does (Linux x64, glibc). */
const BINDING = '@oxc-parser/binding-linux-x64-gnu';

async function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(join(entry.parentPath ?? entry.path, entry.name))).size;
    files++;
  }
  return { bytes, files };
}

const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Packs, installs offline into `dir`, and returns the installed size; `npx critic-gate --version` proves it runs. */
export async function installSize({ dir }) {
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', dir], ROOT))[0];
  const binding = JSON.parse(npm(['pack', '--json', '--pack-destination', dir, join(ROOT, 'node_modules', BINDING)], ROOT))[0];
  const project = join(dir, 'project');
  execFileSync('mkdir', ['-p', project]);
  await writeFile(join(project, 'package.json'), '{"name":"bench-install","version":"1.0.0","private":true}\n');
  const tarballs = [packed.filename, binding.filename].map((name) => join(dir, name));
  npm(['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs], project);
  const modules = await sizeOf(join(project, 'node_modules'));
  const packages = (await readdir(join(project, 'node_modules'))).filter((n) => !n.startsWith('.'));
  const version = npm(['exec', '--offline', '--', 'critic-gate', '--version'], project).trim();
  const mb = modules.bytes / 2 ** 20;
  return {
    rows: [
      {
        figure: 'npm pack: tarball / unpacked',
        value: `${(packed.size / 2 ** 20).toFixed(1)} MB / ${(packed.unpackedSize / 2 ** 20).toFixed(1)} MB, ${packed.entryCount} files`,
        info: true,
      },
      {
        figure: `npm i critic-gate (offline from the tarball): packages`,
        value: `${packages.length} (${packages.join(', ')})`,
        info: true,
      },
      {
        figure: 'npm i critic-gate: node_modules on disk',
        value: `${mb.toFixed(1)} MB in ${modules.files} files`,
        target: `< ${TARGET_MB} MB`,
        met: mb < TARGET_MB,
      },
    ],
    notes: [`the installed CLI runs: npx critic-gate --version → ${version}`],
  };
}
