/**
 * TypeScript's compiler, loaded from its own CommonJS file through a V8 code cache.
 *
 * TypeScript is one 6–9 MB script. Imported as a module, Node first scans all of it for its
 * exports and V8 then compiles it: about a third of a second of CPU on every run that meets a
 * `.ts` file, more than parsing a thousand files takes. Compiled here with `vm.Script`, V8 can
 * hand back the code it made and take it again next run, which leaves about 25 ms of compiling.
 *
 * The code cache is kept only in a cache directory the front end named and vetted (outside the
 * repository being judged, like the judgement cache: bytes there are run as code). Without one,
 * TypeScript is compiled every time, still without the module scan. V8 refuses a cache made by
 * another V8 or with other flags; the file is named by a hash of the exact source it was made
 * from, since V8's own check compares only the source's length.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type TypeScript from 'typescript';

export type TsModule = typeof TypeScript;

let codeCacheDir: string | undefined;

/**
 * Where compiled code may be kept across runs, set once by the CLI or the Action when its cache
 * directory is settled (and by a syntax worker from what its pool passed it). Undefined: nowhere.
 */
export function useCodeCache(dir: string | undefined): void {
  codeCacheDir = dir;
}

export function codeCache(): string | undefined {
  return codeCacheDir;
}

/**
 * The committed bundle carries TypeScript as dist/vendor/typescript.cjs (next to an entry, or
 * one folder up from a chunk); run from the sources, it is the installed package.
 */
function typescriptFile(): string {
  for (const relative of ['./vendor/typescript.cjs', '../vendor/typescript.cjs']) {
    const path = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(path)) return path;
  }
  return createRequire(import.meta.url).resolve('typescript');
}

export interface LoadedTypeScript {
  ts: TsModule;
  /**
   * Call after the first parse: the cache then holds the parser's functions too, which V8
   * compiles only when they first run. Does nothing when there is no cache to write.
   */
  keep(): void;
}

export function loadTypeScript(): LoadedTypeScript {
  const file = typescriptFile();
  const source = readFileSync(file, 'utf8');
  const dir = codeCacheDir;
  const cachePath =
    dir === undefined
      ? undefined
      : join(dir, 'code', `typescript-${createHash('sha256').update(source).update(process.versions.v8).digest('hex').slice(0, 32)}.v8`);
  const cachedData = cachePath === undefined ? undefined : readIfThere(cachePath);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new Script(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as TsModule };
  const run = script.runInThisContext() as (e: unknown, r: NodeJS.Require, m: unknown, f: string, d: string) => void;
  run(module.exports, createRequire(file), module, file, dirname(file));
  let stale = cachePath !== undefined && (cachedData === undefined || script.cachedDataRejected === true);
  return {
    ts: module.exports,
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
