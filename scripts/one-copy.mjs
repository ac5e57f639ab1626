// An esbuild plugin: one copy of a package per version in the bundle.
//
// npm nests a package under each dependent that needs another version than the top-level one.
// Two dependents that need the same such version each get their own, identical copy: undici 6.29.1
// sits under @actions/http-client and again under @actions/github (beside our own undici 7 at the
// top), and esbuild bundled both, 0.55 MB each. Imports that resolve into a copy are pointed at the
// copy that sorts first among the identical ones, so the choice does not depend on build order.
// Only byte-identical copies are merged, and only packages named here: a package with
// dependencies of its own could resolve them differently from another place in the tree.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';

const SKIP = Symbol('one-copy: resolving as esbuild would');

/** `node_modules/<name>` and every copy nested one package deep (`node_modules/[@scope/]pkg/node_modules/<name>`). */
function copiesOf(name, root) {
  const dirs = [join(root, name)];
  const packages = readdirSync(root).flatMap((entry) =>
    entry.startsWith('@') ? readdirSync(join(root, entry)).map((p) => join(root, entry, p)) : [join(root, entry)],
  );
  for (const pkg of packages) dirs.push(join(pkg, 'node_modules', name));
  return dirs.filter((d) => existsSync(join(d, 'package.json'))).map((d) => realpathSync(d));
}

/** A digest of every file's path and bytes below `dir`: equal digests, equal copies. */
function treeDigest(dir) {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
  for (const f of files)
    hash
      .update(`${f.slice(dir.length)}\0`)
      .update(readFileSync(f))
      .update('\0');
  return hash.digest('hex');
}

/** Copy directory → the directory of the copy it is merged into. */
function mergedCopies(names, root) {
  const merged = new Map();
  for (const name of names) {
    const groups = new Map();
    for (const dir of copiesOf(name, root).sort()) {
      const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const key = `${version}\0${treeDigest(dir)}`;
      const first = groups.get(key);
      if (first === undefined) groups.set(key, dir);
      else merged.set(dir, first);
    }
  }
  return merged;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The plugin for `names` (packages without dependencies of their own) under `root` (node_modules). */
export function oneCopyPerVersion(names, root = 'node_modules') {
  return {
    name: 'one-copy-per-version',
    setup(build) {
      const merged = mergedCopies(names, root);
      if (merged.size === 0) return;
      const filter = new RegExp(`^(${names.map(escape).join('|')})(/|$)`);
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData === SKIP) return undefined;
        const { path, external, sideEffects, namespace, suffix, errors, warnings } = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: SKIP,
        });
        if (errors.length > 0) return { errors, warnings };
        for (const [copy, into] of merged) {
          if (path.startsWith(copy + sep))
            return { path: into + path.slice(copy.length), external, sideEffects, namespace, suffix, warnings };
        }
        return { path, external, sideEffects, namespace, suffix, warnings };
      });
    },
  };
}
