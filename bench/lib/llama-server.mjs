// Issue 43: llama.cpp's server, built once from the source bundle the pinned node-llama-cpp ships
// (node_modules/node-llama-cpp/llama/gitRelease.bundle), into the git-ignored .tmp/. Nothing is
// downloaded: the bundle is a git bundle of llama.cpp's release, the server's web page is the
// prebuilt one in its tree, and libcurl (for fetching models) is left out.
//   node bench/lib/llama-server.mjs     builds it (about 10 minutes on two cores) and prints its path
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LLAMA = join(ROOT, 'node_modules', 'node-llama-cpp', 'llama');

/** The llama.cpp release the pinned node-llama-cpp bundles, e.g. `b6000`. */
export async function bundledRelease() {
  const info = JSON.parse(await readFile(join(LLAMA, 'llama.cpp.info.json'), 'utf8'));
  return String(info.tag);
}

/** The path of a built `llama-server` for the bundled release: built now if it is not there yet. */
export async function llamaServer({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const release = await bundledRelease();
  const home = join(ROOT, '.tmp', 'llama-server', release);
  const build = join(home, 'build');
  // The server and, where the build made them shared, ggml's libraries beside it (found by its rpath).
  const binary = join(build, 'bin', 'llama-server');
  if (existsSync(binary)) return binary;
  const bundle = join(LLAMA, 'gitRelease.bundle');
  if (!existsSync(bundle)) throw new Error(`no llama.cpp source bundle at ${bundle}: is node-llama-cpp installed?`);
  const source = join(home, 'src');
  await rm(home, { recursive: true, force: true });
  await mkdir(home, { recursive: true });
  log(`llama-server: cloning llama.cpp ${release} from node-llama-cpp's source bundle`);
  await run('git', ['clone', '--quiet', bundle, source], { maxBuffer: 64 << 20 });
  const generator = existsSync('/usr/bin/ninja') ? ['-G', 'Ninja'] : [];
  log('llama-server: configuring (CPU only, no libcurl, no tests or examples)');
  await run(
    'cmake',
    [
      '-S',
      source,
      '-B',
      build,
      ...generator,
      '-DCMAKE_BUILD_TYPE=Release',
      '-DBUILD_SHARED_LIBS=OFF',
      '-DLLAMA_BUILD_SERVER=ON',
      '-DLLAMA_BUILD_TESTS=OFF',
      '-DLLAMA_BUILD_EXAMPLES=OFF',
      '-DLLAMA_CURL=OFF',
      '-DGGML_NATIVE=ON',
    ],
    { maxBuffer: 64 << 20 },
  );
  log(`llama-server: building with ${cpus().length} jobs (about 10 minutes on two cores)`);
  await run('cmake', ['--build', build, '--target', 'llama-server', '-j', String(cpus().length)], { maxBuffer: 256 << 20 });
  // The sources are not needed once the server is built.
  await rm(source, { recursive: true, force: true });
  return binary;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(await llamaServer());
}
