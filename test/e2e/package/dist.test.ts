/**
 * The committed dist/ is what users run (the Action's dist/index.js, the CLI, the library), so
 * it must be exactly what the sources build to: rebuild into a temporary folder and compare
 * every file, byte for byte. A failure here means "run `npm run build` and commit dist/".
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/run-cli.js';
import { VENDORED, VENDORED_DATA } from '../../../src/subject/vendored.js';
import { SHIPPED_TARGETS } from '../../../src/syntax/oxc-native.js';

const COMMITTED = join(REPO_ROOT, 'dist');

/** Every file under `root`, as sorted `/`-separated paths relative to it. */
async function listTree(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

function build(outdir: string, metafile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/build.mjs', '--outdir', outdir, '--metafile', metafile],
      { cwd: REPO_ROOT, maxBuffer: 16 << 20 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`node scripts/build.mjs --outdir ${outdir} failed:\n${stderr || stdout || err.message}`));
        else resolve();
      },
    );
  });
}

/**
 * A compressed grammar's content. Brotli is deterministic for one version of it, but Node 20
 * and 24 may bundle different ones, whose bytes for the same input can differ: what must match
 * is what the loader reads.
 */
function decoded(bytes: Buffer): Buffer {
  try {
    return brotliDecompressSync(bytes);
  } catch {
    return bytes;
  }
}

let scratch: string;
let rebuilt: string;
let metafile: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-dist-'));
  rebuilt = join(scratch, 'dist');
  metafile = join(scratch, 'meta.json');
  await build(rebuilt, metafile);
}, 300_000);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('dist/ is reproducible from the sources', () => {
  it('the rebuild has the same files as the committed dist/', async () => {
    const [fresh, committed] = await Promise.all([listTree(rebuilt), listTree(COMMITTED)]);
    // Both directions named, so the message says which side is missing what.
    expect({
      onlyInRebuild: fresh.filter((p) => !committed.includes(p)),
      onlyInCommitted: committed.filter((p) => !fresh.includes(p)),
    }).toEqual({
      onlyInRebuild: [],
      onlyInCommitted: [],
    });
    for (const entry of [
      'cli.js',
      'index.js',
      'lib.js',
      'types/lib.d.ts',
      'grammars/web-tree-sitter.wasm',
      'grammars/tree-sitter-c.wasm.br',
    ])
      expect(fresh).toContain(entry);
  });

  it("carries every library vendored.ts loads, as dist/vendor/<name>.cjs, its data files, and oxc-parser's four Linux bindings", async () => {
    const files = await listTree(rebuilt);
    expect(files.filter((f) => f.startsWith('vendor/'))).toEqual(
      [
        ...Object.keys(VENDORED).map((name) => `vendor/${name}.cjs`),
        ...Object.keys(VENDORED_DATA).map((name) => `vendor/${name}`),
        ...SHIPPED_TARGETS.map((target) => `vendor/oxc/parser.${target}.node`),
      ].sort(),
    );
    const notices = await readFile(join(COMMITTED, 'THIRD_PARTY_NOTICES'), 'utf8');
    for (const target of SHIPPED_TARGETS)
      expect(notices).toMatch(new RegExp(`^@oxc-parser/binding-${target}@\\d+\\.\\d+\\.\\d+ — MIT$`, 'm'));
    // Copied, not bundled: the data files' packages are no input of the bundle, and are owed their notices all the same.
    for (const file of Object.values(VENDORED_DATA))
      expect(notices).toMatch(new RegExp(`^${file.split('/')[0]}@\\d+\\.\\d+\\.\\d+ — MIT$`, 'm'));
  });

  it('every file is byte for byte the same', async () => {
    const files = await listTree(rebuilt);
    expect(files.length).toBeGreaterThan(0);
    const differing: string[] = [];
    for (const path of files) {
      const [a, b] = await Promise.all([readFile(join(rebuilt, path)), readFile(join(COMMITTED, path)).catch(() => undefined)]);
      if (b === undefined || !(a.equals(b) || (path.endsWith('.br') && decoded(a).equals(decoded(b))))) differing.push(path);
    }
    expect(differing).toEqual([]);
  });

  // esbuild names each bundled module by its path from the build's directory; a build through a
  // linked node_modules names the link's target instead, which no clean checkout reproduces and
  // which tells the world where the builder's files were.
  it('names every bundled module from inside the package, never by a path that climbs out of it', async () => {
    const climbing = /["'](?:\.\.\/)+[^"'\n]*node_modules\//;
    const offenders: string[] = [];
    for (const path of (await listTree(COMMITTED)).filter((p) => p.endsWith('.js') && !p.startsWith('node_modules/'))) {
      const hit = climbing.exec(await readFile(join(COMMITTED, path), 'utf8'));
      if (hit) offenders.push(`${path}: ${hit[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('the bundle', () => {
  /** The directories (relative to the repository, as esbuild names its inputs) that bundled files of `name` came from. */
  async function copiesOf(name: string): Promise<string[]> {
    const meta = JSON.parse(await readFile(metafile, 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
    };
    const inCopy = new RegExp(`^(.*node_modules/${name})/`);
    const dirs = new Set<string>();
    for (const output of Object.values(meta.outputs)) {
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        const dir = inCopy.exec(input.split(sep).join('/'))?.[1];
        if (dir !== undefined && bytesInOutput > 0) dirs.add(dir);
      }
    }
    return [...dirs].sort();
  }

  it("holds zod's English locale alone, and zod still speaks English", async () => {
    const meta = JSON.parse(await readFile(metafile, 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
    };
    const locales = new Set<string>();
    for (const output of Object.values(meta.outputs)) {
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        const locale = /node_modules\/zod\/v4\/locales\/([^/]+)\.js$/.exec(input.split(sep).join('/'))?.[1];
        if (locale !== undefined && locale !== 'index' && bytesInOutput > 0) locales.add(locale);
      }
    }
    expect([...locales]).toEqual(['en']);
    // Without a locale zod says only "Invalid input"; the English one names what it expected.
    const stdin = JSON.stringify({
      output: 'x',
      task_description: 't',
      schema: { type: 'text' },
      assertions: [{ id: 'a', text: 'b', critical: 'yes' }],
    });
    const stderr = await new Promise<string>((resolve) => {
      const child = execFile(process.execPath, [join(rebuilt, 'cli.js'), 'judge', '--llm', 'off'], (_err, _stdout, err) => resolve(err));
      child.stdin?.end(stdin);
    });
    expect(stderr).toContain('assertions[0].critical: expected boolean, received string');
  });

  // scripts/actions-core-parts.mjs: @actions/core's entry imports an HTTP client (with undici 6)
  // for OIDC tokens and @actions/exec for `platform`, evaluated at every start though never called.
  it("starts the Action without @actions/core's OIDC client, its undici or @actions/exec; the artifact upload still has its HTTP client", async () => {
    const meta = JSON.parse(await readFile(metafile, 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
    };
    // esbuild names outputs and their imports relative to the directory it ran in.
    const outputOf = (path: string) => Object.entries(meta.outputs).find(([p]) => resolve(REPO_ROOT, p) === resolve(REPO_ROOT, path));
    /** Every input of the outputs an entry loads before it runs: itself and its static imports, transitively. */
    const loadedAtStart = (entry: string): string[] => {
      const seen = new Set<string>();
      const queue = [entry];
      for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
        const output = outputOf(path);
        if (output === undefined || seen.has(output[0])) continue;
        seen.add(output[0]);
        queue.push(...output[1].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path));
      }
      return [...seen].flatMap((p) => Object.keys(meta.outputs[p]!.inputs)).map((i) => i.split(sep).join('/'));
    };
    const unused = /node_modules\/(@actions\/core\/lib\/oidc-utils|@actions\/http-client|undici|tunnel|@actions\/exec)\//;
    const atStart = loadedAtStart(join(rebuilt, 'index.js'));
    expect(atStart.some((i) => i.includes('node_modules/@actions/core/lib/core.js'))).toBe(true);
    expect(atStart.filter((i) => unused.test(i))).toEqual([]);
    // The twin: what the walk would find is bundled, where it is used.
    const everywhere = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs).map((i) => i.split(sep).join('/')));
    expect(everywhere.some((i) => i.includes('node_modules/@actions/http-client/'))).toBe(true);
  });

  it('holds one copy of each undici version: npm nests undici 6 twice, identical, beside our undici 7', async () => {
    const copies = await copiesOf('undici');
    const versions = await Promise.all(
      copies.map(async (dir) => (JSON.parse(await readFile(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { version: string }).version),
    );
    expect(versions.length).toBeGreaterThan(0);
    expect(versions, copies.join(', ')).toEqual([...new Set(versions)]);
  });

  it('ships the notices every bundled package’s licence requires: its name, version, licence and licence text', async () => {
    const meta = JSON.parse(await readFile(metafile, 'utf8')) as { inputs: Record<string, unknown> };
    const notices = await readFile(join(COMMITTED, 'THIRD_PARTY_NOTICES'), 'utf8');
    // The outermost package folder of each input, found here independently of the build's own walk.
    const folders = new Set(
      Object.keys(meta.inputs)
        .map((input) => /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.split(sep).join('/'))?.[1])
        .filter((dir): dir is string => dir !== undefined),
    );
    expect(folders.size).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const dir of folders) {
      const pkg = JSON.parse(await readFile(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { name: string; version: string };
      if (!notices.includes(`\n${pkg.name}@${pkg.version} — `)) missing.push(`${pkg.name}@${pkg.version}`);
      for (const file of (await readdir(join(REPO_ROOT, dir))).filter((f) => /^licen[cs]e/i.test(f))) {
        const text = (await readFile(join(REPO_ROOT, dir, file), 'utf8')).replace(/\r\n/g, '\n').trim();
        if (!notices.includes(text)) missing.push(`${dir}/${file}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
