// One build for everything committed under dist/: the CLI, the Action, the library, their
// type declarations and the tree-sitter grammars they load. Deterministic on purpose: a test
// rebuilds into a temporary folder and compares it byte for byte with the committed dist/.
//   node scripts/build.mjs [--outdir DIR] [--metafile FILE]
// --metafile writes esbuild's account of which inputs went into which output (outside dist/).
import { build, transform } from 'esbuild';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { GRAMMAR_FILES, writeGrammars } from './grammars.mjs';
import { NOTICES_FILE, thirdPartyNotices } from './notices.mjs';
import { oneCopyPerVersion } from './one-copy.mjs';
import { vueSfcWithoutEngines } from './vue-sfc-engines.mjs';
import { REQUIRE_BANNER } from './source-bundle.mjs';
import { oxcBundling, writeOxcBindings } from './oxc-bindings.mjs';
import { zodJsonSchemaApart } from './zod-json-schema-apart.mjs';
import { actionsCoreParts } from './actions-core-parts.mjs';
import { noNodeUndici } from './no-node-undici.mjs';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' }, metafile: { type: 'string' } } });
const outdir = values.outdir;

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  legalComments: 'none',
  // Whitespace and syntax only: a third off the chunks (19 MB to 12 MB of the install) and less
  // for Node to read at start. Identifiers stay as written, so stack traces and error names
  // read as in the sources; full minification would save 4 MB more and lose that.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  outdir,
  // Bundled CommonJS dependencies still call require(); an ESM bundle has to make one (the same
  // banner as every other bundle of the sources: source-bundle.mjs).
  banner: { js: REQUIRE_BANNER },
  // jsonc-parser's `main` is a UMD build whose require('./impl/…') calls esbuild cannot follow
  // (the bundle then fails at start with "Cannot find module './impl/format'"); its ESM build bundles.
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
};

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
// One build for the three entries, split into shared chunks: a command loads only the code it
// runs (tree-sitter, ajv, YAML and the Ollama client are imported when first needed), which is
// most of the CLI's cold start. The syntax worker is an entry of its own: worker threads start
// from a file, and it shares the syntax chunks with the rest.
const bundled = await build({
  ...common,
  // playwright-core reads its own package files at run time and cannot be bundled; it ships
  // beside the bundle instead (below), where Node's resolution finds it from dist/.
  external: ['playwright-core'],
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', lib: 'src/lib.ts', 'syntax-worker': 'src/checks/syntax-pool/worker.ts' },
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // undici 6 is nested twice, identical, under @actions/http-client and @actions/github; the Vue
  // SFC compiler names template engines that it never loads for parse(). zod's JSON Schema
  // generator goes where it is used, not where every schema is (zod-json-schema-apart.mjs). oxc-parser loads its native binding through
  // our loader, which finds the ones dist/vendor/oxc/ carries (oxc-bindings.mjs). @actions/core's
  // OIDC client and platform probe are bundled only where used: nowhere (actions-core-parts.mjs).
  // Nothing bundled reads Node's global Headers before it needs it: that would load Node's own copy
  // of undici beside the bundled one (no-node-undici.mjs).
  plugins: [oneCopyPerVersion(['undici']), vueSfcWithoutEngines(), zodJsonSchemaApart(), oxcBundling(), actionsCoreParts(), noNodeUndici()],
  // Always: the licence notices are written from the inputs it names.
  metafile: true,
});
if (values.metafile !== undefined) await writeFile(values.metafile, JSON.stringify(bundled.metafile));
// The banner makes a `require` for bundled CommonJS code, in every output; one that never names
// `require` keeps none. Each banner is an import of node:module and a createRequire call at every
// start, and a `judge` loads some forty chunks (issue 28). A `require` anywhere in the rest, even
// in a string, keeps it: a chunk loses the banner only when nothing in it can use it.
for (const output of Object.keys(bundled.metafile.outputs).filter((path) => path.endsWith('.js'))) {
  const text = await readFile(output, 'utf8');
  const rest = text.startsWith(`${REQUIRE_BANNER}\n`) ? text.slice(REQUIRE_BANNER.length + 1) : undefined;
  if (rest !== undefined && !/\brequire\b/.test(rest)) await writeFile(output, rest);
}
// The shebang goes on the CLI alone; esbuild's banner would put it on every chunk.
const cli = `${outdir}/cli.js`;
await writeFile(cli, `#!/usr/bin/env node\n${await readFile(cli, 'utf8')}`);
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--outDir', `${outdir}/types`], {
  stdio: 'inherit',
});
// TypeScript and re2js are not bundled: each is loaded, when first needed, from its own CommonJS
// file, which V8 can compile from a code cache (src/subject/vendored.ts). Whitespace and syntax
// minified as the chunks are.
// The names of src/subject/vendored.ts's VENDORED (a test holds the two to each other), each from
// its package's CommonJS entry, as that module resolves it when run from the sources.
const VENDORED = { typescript: 'typescript', re2js: 're2js' };
const vendoredSources = Object.values(VENDORED).map((pkg) =>
  relative('.', createRequire(import.meta.url).resolve(pkg))
    .split(sep)
    .join('/'),
);
await mkdir(`${outdir}/vendor`, { recursive: true });
for (const [name, pkg] of Object.entries(VENDORED)) {
  const vendored = await transform(await readFile(createRequire(import.meta.url).resolve(pkg), 'utf8'), {
    loader: 'js',
    format: 'cjs',
    target: 'node22.12',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'inline',
    logLevel: 'warning',
  });
  await writeFile(`${outdir}/vendor/${name}.cjs`, vendored.code);
}
// Data files, copied byte for byte and read when first needed (src/subject/vendored.ts's
// VENDORED_DATA, held to this by a test): bundled, their bytes would be read at every start.
const VENDORED_DATA = { 'unhomoglyph-data.json': 'unhomoglyph/data.json' };
const vendoredData = Object.values(VENDORED_DATA).map((file) =>
  relative('.', createRequire(import.meta.url).resolve(file))
    .split(sep)
    .join('/'),
);
for (const [name, file] of Object.entries(VENDORED_DATA))
  await cp(createRequire(import.meta.url).resolve(file), `${outdir}/vendor/${name}`);
// oxc-parser's native bindings for Linux x64 and arm64, glibc and musl: self-hosted runners.
const oxcBindings = await writeOxcBindings(outdir);
await mkdir(`${outdir}/grammars`, { recursive: true });
await writeGrammars(`${outdir}/grammars`);
// Only what driving Chromium needs. Left out, none of it loaded on that path: type declarations;
// the trace viewer's and report's web apps; playwright's own CLI, MCP server and agent tools
// (lib/tools, lib/entry, cli.js, serverRegistry); the branded-browser install scripts (bin/);
// xdg-open, which opens a report; the webp codec, which only webp screenshots on macOS and
// webp image comparison load (critic-gate takes png); Electron's loader.
const PLAYWRIGHT = 'node_modules/playwright-core';
const PLAYWRIGHT_UNUSED = new Set([
  'types',
  'bin',
  'cli.js',
  'lib/vite',
  'lib/tools',
  'lib/entry',
  'lib/serverRegistry.js',
  'lib/serverRegistry.js.LICENSE',
  'lib/xdg-open',
  'lib/webp_codec.wasm',
  'lib/webp_codec.LICENSE',
  'lib/server/electron',
]);
await cp(PLAYWRIGHT, `${outdir}/${PLAYWRIGHT}`, {
  recursive: true,
  filter: (src) => !PLAYWRIGHT_UNUSED.has(relative(PLAYWRIGHT, src).split(sep).join('/')),
});
// Every package whose code or data ships: bundled, vendored, the grammars, playwright-core.
const shipped = [
  ...Object.keys(bundled.metafile.inputs),
  ...vendoredSources,
  ...vendoredData,
  ...oxcBindings,
  ...GRAMMAR_FILES.map(([from]) => from),
  `${PLAYWRIGHT}/package.json`,
];
await writeFile(`${outdir}/${NOTICES_FILE}`, await thirdPartyNotices(shipped));
