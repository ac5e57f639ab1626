import picomatch from 'picomatch';
import type { CheckContext } from '../checks/define.js';
import type { MaterialFile } from '../judge/types.js';
import type { UnshownFile } from '../core/plan.js';
import { GLOB_OPTIONS } from '../subject/glob-bound.js';
import type { ChangedFile, Line } from '../subject/types.js';
import { commentAndStringRanges, languageOfPath } from '../syntax/parse-code.js';
import { lineStarts } from '../subject/text.js';

/**
 * Issue 44: on the lines this change added to a code file, the columns inside a comment, docstring
 * or string literal — the author's claims about the code, which never verify a "met". Lines the
 * base already had verify as before. Prose and data files (no grammar) have none.
 */
export async function authorClaims(
  path: string,
  text: string,
  lines: readonly Line[],
  added: (n: number) => boolean,
): Promise<Map<number, Array<[number, number]>> | undefined> {
  const language = languageOfPath(path);
  if (language === undefined || !lines.some((l) => added(l.n))) return undefined;
  const ranges = await commentAndStringRanges(text, language).catch(() => undefined);
  if (ranges === undefined || ranges.length === 0) return undefined;
  const starts = lineStarts(text);
  const claims = new Map<number, Array<[number, number]>>();
  for (const line of lines) {
    const start = starts[line.n - 1];
    if (start === undefined || !added(line.n)) continue;
    const end = start + line.text.length;
    const columns = ranges
      .filter(([from, to]) => from < end && to > start)
      .map(([from, to]): [number, number] => [Math.max(from, start) - start, Math.min(to, end) - start]);
    if (columns.length > 0) claims.set(line.n, columns);
  }
  return claims.size > 0 ? claims : undefined;
}

/**
 * Files a reviewer reads last: lockfiles, vendored and generated output. Compiled on first use:
 * only a judge's material is put in this order, and a run without one (`--llm off`, a gate of
 * checks only) would otherwise compile these thirteen globs at every start.
 */
let lowRelevance: picomatch.Matcher | undefined;
const isLowRelevance = (path: string): boolean => (lowRelevance ??= lowRelevanceMatcher())(path);
const lowRelevanceMatcher = (): picomatch.Matcher =>
  picomatch(
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

const bySizeOfChange = (a: ChangedFile, b: ChangedFile): number =>
  b.additions + b.deletions - (a.additions + a.deletions) || a.path.localeCompare(b.path);

/**
 * The order the judge reads a change in, most relevant first, so that what the context cannot
 * hold is what matters least. Files the assertions name come first, taken in turns — each
 * assertion's biggest change, then each one's next — so that one assertion's large files cannot
 * crowd out another's; then the other files by size of change; lockfiles and generated files last.
 */
export function relevanceOrder(files: readonly ChangedFile[], assertionGlobs: readonly (readonly string[])[]): ChangedFile[] {
  const wanted = files.filter((f) => !isLowRelevance(f.path));
  const perAssertion = assertionGlobs
    .filter((globs) => globs.length > 0)
    .map((globs) => {
      const named = picomatch([...globs], GLOB_OPTIONS);
      return wanted.filter((f) => named(f.path)).sort(bySizeOfChange);
    });
  const ordered: ChangedFile[] = [];
  const taken = new Set<string>();
  const take = (f: ChangedFile): void => {
    if (taken.has(f.path)) return;
    taken.add(f.path);
    ordered.push(f);
  };
  const rounds = Math.max(0, ...perAssertion.map((list) => list.length));
  for (let i = 0; i < rounds; i++) {
    for (const list of perAssertion) {
      const file = list[i];
      if (file) take(file);
    }
  }
  [...wanted].sort(bySizeOfChange).forEach(take);
  files
    .filter((f) => isLowRelevance(f.path))
    .sort(bySizeOfChange)
    .forEach(take);
  return ordered;
}

/**
 * The changed files an assertion sees only under a directory link's path (spec §7: the files
 * behind `src/plugins -> ../assets/data` are there as `src/plugins/…`, as the checks see them).
 * Taken from the checks' own view of the change, so a path the checks see the judge sees, even
 * when its real path is ignored. Only aliases some assertion's globs select, unless the same
 * globs select the real file among the material already: showing it twice would only cost context.
 */
export async function aliasedForAssertions(ctx: CheckContext, assertionGlobs: readonly (readonly string[])[]): Promise<ChangedFile[]> {
  const matchers = assertionGlobs.filter((globs) => globs.length > 0).map((globs) => picomatch([...globs], GLOB_OPTIONS));
  if (matchers.length === 0) return [];
  // A path the change deletes and a link now shows (a directory replaced by a link) is the aliased file.
  const own = new Set(ctx.changedFiles.filter((f) => f.status !== 'deleted').map((f) => f.path));
  const view = await ctx.view();
  return view.changedFiles.filter((f) => {
    if (own.has(f.path)) return false;
    const real = view.realOf(f.path);
    const held = real !== undefined && own.has(real);
    return matchers.some((named) => named(f.path) && !(held && named(real)));
  });
}

/**
 * What the judge is shown of a change: for every changed text file, the head-side lines
 * of its hunks (added lines and their context), numbered as in the file; all of a file whose hunks are unknown.
 * `aliased` are changed files under a directory link's path that a scoped assertion asks for.
 */
export async function changeMaterial(
  ctx: CheckContext,
  assertionGlobs: readonly (readonly string[])[],
  aliased: readonly ChangedFile[] = [],
): Promise<MaterialFile[]> {
  const candidates = relevanceOrder(
    [...ctx.changedFiles, ...aliased].filter(
      (f) => f.status !== 'deleted' && (f.binary || f.commentableLines.length > 0 || f.addedLinesUnknown || f.throughNewLink),
    ),
    assertionGlobs,
  );
  const material: MaterialFile[] = [];
  for (const f of candidates) {
    const file = await ctx.read(f.path);
    if (!file || file.binary) continue;
    // Without hunks (GitHub sent no patch) the whole file is the change as far as anyone knows:
    // shown whole, and fitted like the rest, so what does not fit is listed in coverage. So is a
    // file git calls binary that is text by its content (UTF-16 with its byte order mark, UTF-8
    // with a NUL): git lists no lines for it, and text is decided by content (spec §7). And so is
    // a file new at its path behind a link the change adds, all of which is new there.
    const whole = f.addedLinesUnknown || f.binary || f.throughNewLink;
    const shown = new Set(f.commentableLines);
    const lines = whole ? file.lines : file.lines.filter((l) => shown.has(l.n));
    // A file shown whole because its hunks are unknown is new as far as anyone knows.
    const addedSet = new Set(f.addedLines);
    const claims = await authorClaims(f.path, file.text, lines, (n) => whole || addedSet.has(n));
    material.push({ path: f.path, lines, ...(claims !== undefined ? { claims } : {}) });
  }
  return material;
}

const NOT_SERVED = 'not served as a file at the head (a submodule, or an entry the source does not serve as a file)';

/**
 * The changed files that no material can show (spec §14, unseen): binary by their content, too
 * large or undecodable, submodules. They are in a scope all the same, so an assertion selecting
 * them was not judged on all of it.
 */
export async function unshownFiles(ctx: CheckContext, aliased: readonly ChangedFile[] = []): Promise<UnshownFile[]> {
  const out: UnshownFile[] = [];
  const view = await ctx.view();
  for (const f of [...ctx.changedFiles, ...aliased]) {
    if (f.status === 'deleted') continue;
    if (!f.binary && f.commentableLines.length === 0 && !f.addedLinesUnknown && !f.throughNewLink) continue;
    // A directory link whose files are listed is no file: they are seen under its path, each on its own.
    const link = view.link(f.path);
    if (link !== undefined && link.problem === undefined) continue;
    const file = await ctx.read(f.path);
    // Binary to git is not binary here: a file is unseen when its content cannot be read as text
    // (binary bytes, too large, undecodable), or it has none of its own (a submodule, a link
    // leaving the repository, an entry the source does not serve as a file).
    if (file === undefined) out.push({ path: f.path, reason: NOT_SERVED });
    else if (file.binary) out.push({ path: f.path, reason: file.unreadable?.reason ?? 'binary' });
  }
  return out;
}
