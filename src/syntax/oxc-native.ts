/**
 * Finds oxc-parser's native binding for this machine. In the bundle, oxc-parser's own loader
 * (its src-js/bindings.js) is replaced by `loadOxcNative` (scripts/build.mjs): the committed
 * dist/ carries the four Linux bindings under dist/vendor/oxc/, where that loader cannot look,
 * and the Action has no node_modules. Installed with npm, the platform's binding package (an
 * optional dependency) is found too. Everything else about oxc, its memory layout included, is
 * oxc-parser's own code.
 *
 * musl or glibc is told the way oxc's loader (napi-rs) tells it: `/usr/bin/ldd` names musl, else
 * Node's report says which C library the process runs on.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// Taken from the loaded module, not imported: an ESM import of node:fs evaluates every export (its
// streams and promises too), and the syntax pool asks oxcWillLoad() on a Python judgement's start.
const { existsSync, readFileSync } = process.getBuiltinModule('node:fs');

/** What the choice of a binding depends on, injectable for tests. */
export interface PlatformFacts {
  platform: string;
  arch: string;
  /** Asked only on Linux. */
  musl(): boolean;
}

/** How a binding is loaded: a file path or a package name, given to `require`. */
export interface NativeLoader {
  exists(path: string): boolean;
  require(specifier: string): unknown;
}

/** The napi-rs target oxc publishes a binding for, as in `@oxc-parser/binding-<target>` and `parser.<target>.node`. */
export function bindingTarget(facts: PlatformFacts): string {
  if (facts.platform === 'linux') return `linux-${facts.arch}-${facts.musl() ? 'musl' : 'gnu'}`;
  if (facts.platform === 'win32') return `win32-${facts.arch}-msvc`;
  return `${facts.platform}-${facts.arch}`;
}

/** The four bindings dist/ carries (scripts/build.mjs writes them; self-hosted runners are these). */
export const SHIPPED_TARGETS = ['linux-x64-gnu', 'linux-x64-musl', 'linux-arm64-gnu', 'linux-arm64-musl'] as const;

/** Where to look, in order: the bundle's own copy (dist/vendor/oxc/), then the installed binding package. */
export function bindingCandidates(target: string, vendorDirs: readonly string[]): string[] {
  return [...vendorDirs.map((dir) => `${dir}/parser.${target}.node`), `@oxc-parser/binding-${target}`];
}

/** Why no binding loaded, with each place tried. */
export class OxcUnavailable extends Error {
  override name = 'OxcUnavailable';
}

export function loadBinding(target: string, candidates: readonly string[], loader: NativeLoader): unknown {
  const tried: string[] = [];
  for (const candidate of candidates) {
    const isFile = candidate.endsWith('.node');
    if (isFile && !loader.exists(candidate)) continue;
    try {
      return loader.require(candidate);
    } catch (e) {
      tried.push(
        `${isFile ? candidate.replace(/^.*\/(vendor\/)/, '$1') : candidate}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
      );
    }
  }
  throw new OxcUnavailable(`no oxc-parser binding for ${target}${tried.length > 0 ? ` (${tried.join('; ')})` : ''}`);
}

function muslFromLdd(): boolean | undefined {
  try {
    return readFileSync('/usr/bin/ldd', 'utf8').includes('musl');
  } catch {
    return undefined;
  }
}

interface ProcessReport {
  header?: { glibcVersionRuntime?: string };
  sharedObjects?: string[];
}

function muslFromReport(): boolean {
  const report = process.report?.getReport() as ProcessReport | undefined;
  if (report?.header?.glibcVersionRuntime) return false;
  return (report?.sharedObjects ?? []).some((f) => f.includes('libc.musl-') || f.includes('ld-musl-'));
}

export function hostFacts(): PlatformFacts {
  return { platform: process.platform, arch: process.arch, musl: () => muslFromLdd() ?? muslFromReport() };
}

/** dist/vendor/oxc beside an entry file, or one folder up from a chunk. */
function vendorDirs(): string[] {
  return ['./vendor/oxc', '../vendor/oxc'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
}

/** The binding for this machine; throws OxcUnavailable naming what was tried. */
export function loadOxcNative(facts: PlatformFacts = hostFacts()): unknown {
  const target = bindingTarget(facts);
  const require = createRequire(import.meta.url);
  return loadBinding(target, bindingCandidates(target, vendorDirs()), { exists: existsSync, require: (s) => require(s) as unknown });
}

/**
 * Whether oxc-parser will decide JavaScript and TypeScript here: not turned off (CRITIC_GATE_OXC=off)
 * and a binding for this machine is there. Looked for, not loaded, and once per process: a hint for
 * planning the work (checks/syntax-pool/pool.ts), never for a verdict, which names the parser that decided.
 */
export function oxcWillLoad(): boolean {
  return process.env['CRITIC_GATE_OXC'] !== 'off' && (present ??= bindingPresent(hostFacts()));
}
let present: boolean | undefined;

function bindingPresent(facts: PlatformFacts): boolean {
  const require = createRequire(import.meta.url);
  return bindingCandidates(bindingTarget(facts), vendorDirs()).some((candidate) => {
    if (candidate.endsWith('.node')) return existsSync(candidate);
    try {
      require.resolve(candidate);
      return true;
    } catch {
      return false;
    }
  });
}
