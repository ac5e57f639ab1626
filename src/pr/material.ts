import picomatch from 'picomatch';
import type { CheckContext } from '../checks/define.js';
import type { MaterialFile } from '../judge/types.js';
import { GLOB_OPTIONS } from '../subject/select.js';
import type { ChangedFile } from '../subject/types.js';

/** Files a reviewer reads last: lockfiles, vendored and generated output. */
const LOW_RELEVANCE = picomatch(
  [
    '**/*.lock',
    '**/package-lock.json',
    '**/npm-shrinkwrap.json',
    '**/pnpm-lock.yaml',
    '**/yarn.lock',
    '**/go.sum',
    '**/Cargo.lock',
    '**/poetry.lock',
    '**/*.min.{js,css}',
    '**/*.map',
    '**/{dist,build,vendor,node_modules,generated,__generated__}/**',
    '**/*.{pb,generated,g}.*',
    '**/*.snap',
  ],
  GLOB_OPTIONS,
);

/**
 * The order the judge reads a change in, most relevant first, so that what the context
 * cannot hold is what matters least: files some assertion names, then by size of change,
 * lockfiles and generated files last.
 */
export function relevanceOrder(files: readonly ChangedFile[], assertionGlobs: readonly string[]): ChangedFile[] {
  const named = assertionGlobs.length > 0 ? picomatch([...assertionGlobs], GLOB_OPTIONS) : () => false;
  const rank = (f: ChangedFile): number => (LOW_RELEVANCE(f.path) ? 2 : named(f.path) ? 0 : 1);
  return [...files].sort((a, b) => rank(a) - rank(b) || b.additions + b.deletions - (a.additions + a.deletions) || a.path.localeCompare(b.path));
}

/**
 * What the judge is shown of a change: for every changed text file, the head-side lines
 * of its hunks (added lines and their context), numbered as in the file.
 */
export async function changeMaterial(ctx: CheckContext, assertionGlobs: readonly string[]): Promise<MaterialFile[]> {
  const candidates = relevanceOrder(
    ctx.changedFiles.filter((f) => f.status !== 'deleted' && !f.binary && f.commentableLines.length > 0),
    assertionGlobs,
  );
  const material: MaterialFile[] = [];
  for (const f of candidates) {
    const file = await ctx.read(f.path);
    if (!file || file.binary) continue;
    const shown = new Set(f.commentableLines);
    material.push({ path: f.path, lines: file.lines.filter((l) => shown.has(l.n)) });
  }
  return material;
}
