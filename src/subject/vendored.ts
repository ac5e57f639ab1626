/**
 * Libraries the bundle carries as CommonJS files of their own under dist/vendor/, loaded on first
 * use and compiled through a V8 code cache.
 *
 * Imported as modules, they would be compiled on every run that loads the module importing them,
 * needed or not (re2js: about 10 ms of the CLI's cold start, for a pattern that is plain text),
 * and a large one is first scanned whole for its exports (TypeScript: 6–9 MB, a third of a second
 * of CPU). Compiled here with `vm.Script`, V8 can hand back the code it made and take it again
 * next run.
 *
 * The code cache is kept only in a cache directory the front end named and vetted (outside the
 * repository being judged, like the judgement cache: bytes there are run as code). Without one,
 * the library is compiled every time. V8 refuses a cache made by another V8 or with other flags;
 * the file is named by a hash of the exact source it was made from, since V8's own check compares
 * only the source's length.
 */
import * as nodeModule from 'node:module';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessage } from '../errors/message.js';

// Node's builtins are taken from the loaded modules, where used, not imported: an ESM import of
// node:fs evaluates every export, its file streams included (about 9 ms of CPU), node:crypto takes
// 12 ms to load, and the CLI loads this module on every `judge`, which most often loads no library.
const { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = process.getBuiltinModule('node:fs');
const createHash = (algorithm: string) => process.getBuiltinModule('node:crypto').createHash(algorithm);
const randomBytes = (size: number) => process.getBuiltinModule('node:crypto').randomBytes(size);

/**
 * What Node offers for its own modules' compiled code: `module.enableCompileCache`, there on every
 * Node critic-gate runs on (22.12 and later; @types/node 20 does not declare it yet).
 */
export interface ModuleCompileCache {
  enableCompileCache: (dir: string) => unknown;
}

/**
 * Asks Node to keep its modules' compiled code in the cache directory too, so that the modules
 * loaded after this call (a command's own) compile from the cache on the next run. Node's compile
 * cache is one per process: the front end calls this once, where it settles its cache directory.
 * Undefined: nowhere.
 */
export function keepCompiledModules(dir: string | undefined, runtime = nodeModule as unknown as ModuleCompileCache): void {
  if (dir !== undefined) runtime.enableCompileCache(join(dir, 'code', 'modules'));
}

/** The libraries the build writes to dist/vendor/, by file name and the package each comes from. */
export const VENDORED = { typescript: 'typescript', re2js: 're2js' } as const;
export type VendoredName = keyof typeof VENDORED;

/**
 * Data files the build copies to dist/vendor/ byte for byte, by their name there and the package
 * file each is. Read when first needed: bundled, a file's bytes are read, decoded and compiled at
 * every start of every command, whether or not the run needs it (the confusables table: 117 KB).
 */
export const VENDORED_DATA = { 'unhomoglyph-data.json': 'unhomoglyph/data.json' } as const;
export type VendoredDataName = keyof typeof VENDORED_DATA;

/**
 * The committed bundle carries the file as dist/vendor/<file> (next to an entry, or one folder up
 * from a chunk); run from the sources, it is the installed package's own file.
 */
function shippedFile(file: string, inPackage: string): string {
  for (const relative of [`./vendor/${file}`, `../vendor/${file}`]) {
    const path = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(path)) return path;
  }
  return createRequire(import.meta.url).resolve(inPackage);
}

const vendoredFile = (name: VendoredName): string => shippedFile(`${name}.cjs`, VENDORED[name]);

/** A vendored JSON file, parsed. Throws, saying which file and why, when it cannot be read. */
export function readVendoredJson(name: VendoredDataName): unknown {
  const cannot = `critic-gate's copy of ${VENDORED_DATA[name]} (vendor/${name}) could not be read`;
  let file: string;
  try {
    file = shippedFile(name, VENDORED_DATA[name]);
  } catch {
    throw new Error(`${cannot}: it is not beside the bundle; reinstall critic-gate`);
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${cannot}: ${errorMessage(e)}`, { cause: e });
  }
}

export interface LoadedVendored<T> {
  exports: T;
  /**
   * Call once the library has done its first work: the cache then holds those functions too,
   * which V8 compiles only when they first run. Does nothing when there is no cache to write.
   */
  keep(): void;
}

/**
 * Loads the library, its compiled code read from and kept in `dir`: the cache directory of the
 * run that asks, as its front end settled it (undefined: compiled here, kept nowhere).
 */
export function loadVendored<T>(name: VendoredName, dir: string | undefined): LoadedVendored<T> {
  const file = vendoredFile(name);
  const source = readFileSync(file, 'utf8');
  const cachePath =
    dir === undefined
      ? undefined
      : join(dir, 'code', `${name}-${createHash('sha256').update(source).update(process.versions.v8).digest('hex').slice(0, 32)}.v8`);
  const cachedData = cachePath === undefined ? undefined : readIfThere(cachePath);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new (process.getBuiltinModule('node:vm').Script)(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (e: unknown, r: NodeJS.Require, m: unknown, f: string, d: string) => void;
  run(module.exports, createRequire(file), module, file, dirname(file));
  let stale = cachePath !== undefined && (cachedData === undefined || script.cachedDataRejected === true);
  return {
    exports: module.exports,
    keep: () => {
      if (!stale || cachePath === undefined) return;
      stale = false;
      // Best effort: a cache that cannot be written costs the next run its compile, nothing more.
      // Written at once, not later: a syntax worker is ended as soon as its files are judged.
      try {
        writeAtomically(cachePath, script.createCachedData());
      } catch {
        // left to the next run
      }
    },
  };
}

function readIfThere(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** Another run may read the file meanwhile: it sees the old file or the whole new one, never half. */
function writeAtomically(path: string, data: Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
  try {
    writeFileSync(partial, data);
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
}
