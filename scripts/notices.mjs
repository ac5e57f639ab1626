// The third-party notices the published bundle owes: MIT, ISC, BSD and Apache-2.0 all require the
// copyright and licence text to travel with every copy. esbuild drops the packages' comments
// (legalComments: 'none' keeps the chunks small), so the notices are written once, beside them,
// from the packages whose files went in: the bundle's inputs, the vendored CommonJS files and the
// grammars' wasm.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const NOTICES_FILE = 'THIRD_PARTY_NOTICES';

// Any suffix: some packages ship one licence file per part (`LICENSE.BSD`, `LICENSE.LIBCXX`).
const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-][\w.-]+)?$/i;

/** The package folder a file under node_modules belongs to: the nearest one whose package.json has a name. */
async function packageRoot(file, root) {
  let dir = dirname(file);
  while (dir.includes('node_modules')) {
    const manifest = join(root, dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(await readFile(manifest, 'utf8'));
      if (typeof pkg.name === 'string' && pkg.version !== undefined) return dir;
    }
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * One package's entry: name, version, licence identifier, then every licence or notice file it
 * ships, verbatim. A package that ships no such file is named with its identifier and said to.
 */
async function entryOf(dir, root) {
  const pkg = JSON.parse(await readFile(join(root, dir, 'package.json'), 'utf8'));
  // `licenses: [{type}]` is the old spelling some packages still ship.
  const licence =
    typeof pkg.license === 'string'
      ? pkg.license
      : (pkg.license?.type ?? (Array.isArray(pkg.licenses) ? pkg.licenses.map((l) => l.type ?? l).join(' OR ') : 'UNKNOWN'));
  const author = typeof pkg.author === 'string' ? pkg.author : pkg.author?.name;
  const files = (await readdir(join(root, dir))).filter((f) => LICENCE_FILE.test(f)).sort();
  const texts = await Promise.all(files.map(async (f) => (await readFile(join(root, dir, f), 'utf8')).replace(/\r\n/g, '\n').trimEnd()));
  const body =
    texts.length > 0
      ? texts.join('\n\n')
      : `(The package ships no licence file; its package.json says ${licence}${author ? `, by ${author}` : ''}.)`;
  return { name: pkg.name, version: pkg.version, licence, text: `${pkg.name}@${pkg.version} — ${licence}\n\n${body}` };
}

/**
 * The notices for `files` (paths relative to `root`; those outside node_modules are ours), one
 * entry per package and version, sorted, so the same inputs give the same bytes.
 */
export async function thirdPartyNotices(files, root = '.') {
  const dirs = new Set();
  for (const file of files) {
    if (!file.includes('node_modules/')) continue;
    const dir = await packageRoot(file, root);
    if (dir !== undefined) dirs.add(dir);
  }
  const entries = await Promise.all([...dirs].map((d) => entryOf(d, root)));
  const unique = new Map(entries.map((e) => [`${e.name}@${e.version}`, e]));
  const sorted = [...unique.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.version < b.version ? -1 : 1));
  const header =
    'critic-gate bundles the packages below. Their licences require these notices to travel with every copy.\n' +
    'playwright-core ships beside the bundle (node_modules/playwright-core) with its own licence and notice files.\n';
  return `${header}\n${sorted.map((e) => `${'='.repeat(80)}\n${e.text}\n`).join('\n')}`;
}
