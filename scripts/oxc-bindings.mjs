// oxc-parser in the bundle (issue 28). Two things the build does for it:
//  - its JavaScript is bundled, with its native loader (src-js/bindings.js) replaced by ours
//    (src/syntax/oxc-native.ts), which looks in dist/vendor/oxc/ first; and its lazily required
//    raw-transfer modules bundled too (it requires them through a require of its own making,
//    which esbuild would leave to run time, where they are not);
//  - the four Linux bindings (x64 and arm64, glibc and musl) are copied to dist/vendor/oxc/.
//    npm installs only the host's; the others are fetched once with `npm pack` into .tmp/ and
//    checked against the integrity package-lock.json pins, so the bytes are the same on every
//    machine. The fetched packages' manifests stay beside them for the licence notices.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export const OXC_TARGETS = ['linux-x64-gnu', 'linux-x64-musl', 'linux-arm64-gnu', 'linux-arm64-musl'];
const CACHE = '.tmp/oxc-bindings';
const LOADER = fileURLToPath(new URL('../src/syntax/oxc-native.ts', import.meta.url));
// Where oxc's own loader ends and its exports begin; the build fails if an upgrade moves it.
const EXPORTS_ANCHOR = 'const { Severity, ParseResult,';
const OWN_REQUIRE = 'const require = createRequire(import.meta.url);';

export function oxcBundling() {
  return {
    name: 'oxc-bundling',
    setup(build) {
      build.onLoad({ filter: /[\\/]oxc-parser[\\/]src-js[\\/](bindings|index)\.js$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (args.path.endsWith('index.js')) {
          if (!source.includes(OWN_REQUIRE))
            throw new Error(`oxc-parser's index.js no longer makes its own require: see scripts/oxc-bindings.mjs`);
          return { contents: source.replace(OWN_REQUIRE, ''), loader: 'js' };
        }
        const at = source.indexOf(EXPORTS_ANCHOR);
        if (at < 0) throw new Error(`oxc-parser's bindings.js has changed shape: see scripts/oxc-bindings.mjs`);
        const head = `import { loadOxcNative } from ${JSON.stringify(LOADER)};\nconst nativeBinding = loadOxcNative();\nconst __napiLoadedBindingTarget = 'native';\n`;
        return { contents: head + source.slice(at), loader: 'js' };
      });
    },
  };
}

async function lockedBinding(target) {
  const lock = JSON.parse(await readFile('package-lock.json', 'utf8'));
  const entry = lock.packages[`node_modules/@oxc-parser/binding-${target}`];
  if (entry?.version === undefined || entry.integrity === undefined)
    throw new Error(`package-lock.json pins no @oxc-parser/binding-${target}: run npm install`);
  return { name: `@oxc-parser/binding-${target}`, version: entry.version, integrity: entry.integrity };
}

function matchesIntegrity(bytes, integrity) {
  const [algorithm, digest] = integrity.split('-', 2);
  return createHash(algorithm).update(bytes).digest('base64') === digest;
}

/** The files of a .tgz (ustar), by path: the few a binding package holds. */
function untar(tgz) {
  const tar = gunzipSync(tgz);
  const files = new Map();
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (name === '') break;
    const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim(), 8);
    const type = String.fromCharCode(header[156]);
    if (type === '0' || type === '\0') files.set(name, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

/** The binding's folder: npm's install for the host, else the verified tarball unpacked under .tmp/. */
async function bindingDir(target) {
  const { name, version, integrity } = await lockedBinding(target);
  const installed = join('node_modules', name);
  if (existsSync(join(installed, `parser.${target}.node`))) {
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    if (manifest.version === version) return installed;
  }
  const unpacked = join(CACHE, version, 'node_modules', name);
  if (existsSync(join(unpacked, `parser.${target}.node`))) return unpacked;
  // `npm pack` names it so: the scope and the name, joined by a hyphen.
  const tgz = join(CACHE, `oxc-parser-binding-${target}-${version}.tgz`);
  if (!existsSync(tgz) || !matchesIntegrity(await readFile(tgz), integrity)) {
    await mkdir(CACHE, { recursive: true });
    execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', CACHE, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const bytes = await readFile(tgz);
  if (!matchesIntegrity(bytes, integrity))
    throw new Error(`${name}@${version}: the fetched tarball does not match package-lock.json's integrity`);
  const files = untar(bytes);
  await rm(unpacked, { recursive: true, force: true });
  await mkdir(unpacked, { recursive: true });
  for (const file of ['package.json', `parser.${target}.node`]) {
    const content = files.get(`package/${file}`);
    if (content === undefined) throw new Error(`${name}@${version} holds no ${file}`);
    await writeFile(join(unpacked, file), content);
  }
  return unpacked;
}

/** Copies the four bindings to `<outdir>/vendor/oxc/`; returns the shipped files, for the notices. */
export async function writeOxcBindings(outdir) {
  await mkdir(join(outdir, 'vendor/oxc'), { recursive: true });
  const shipped = [];
  for (const target of OXC_TARGETS) {
    const dir = await bindingDir(target);
    const file = join(dir, `parser.${target}.node`);
    await copyFile(file, join(outdir, 'vendor/oxc', `parser.${target}.node`));
    shipped.push(file.split('\\').join('/'));
  }
  return shipped;
}
