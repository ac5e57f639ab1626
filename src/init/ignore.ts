/**
 * What `init` leaves out of every check: lockfiles, snapshots and build output that no person
 * writes by hand, and what the repository's own .gitattributes marks as generated
 * (`linguist-generated`). A dependency bump then touches nothing the gate counts or parses.
 */

/** Lockfiles and generated files of the common package managers and test runners, as globs. */
export const GENERATED_GLOBS: readonly string[] = [
  '**/*.lock',
  '**/package-lock.json',
  '**/npm-shrinkwrap.json',
  '**/pnpm-lock.yaml',
  '**/yarn.lock',
  '**/bun.lockb',
  '**/go.sum',
  '**/Cargo.lock',
  '**/poetry.lock',
  '**/uv.lock',
  '**/Pipfile.lock',
  '**/composer.lock',
  '**/Gemfile.lock',
  '**/__snapshots__/**',
  '**/*.snap',
  'dist/**',
  'build/**',
  'vendor/**',
];

/**
 * The paths .gitattributes marks `linguist-generated` (set, or `=true`), as globs in the config's
 * dialect. A gitattributes pattern without a slash matches at any depth; with one it is anchored
 * at the root; `dir/**` keeps its meaning. A pattern ending in `/` names a directory, and git
 * applies attributes to no file inside one that way, so it marks nothing. Negations
 * (`-linguist-generated`, `=false`) and macro lines are left alone: init only adds what the
 * repository already says is generated.
 */
export function generatedByAttributes(gitattributes: string): string[] {
  const globs: string[] = [];
  for (const raw of gitattributes.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('[attr]')) continue;
    const [pattern, ...attributes] = line.split(/\s+/);
    if (pattern === undefined || pattern.startsWith('!') || pattern.endsWith('/')) continue;
    const generated = attributes.some((a) => a === 'linguist-generated' || a === 'linguist-generated=true');
    if (!generated) continue;
    globs.push(gitattributesGlob(pattern));
  }
  return [...new Set(globs)];
}

function gitattributesGlob(pattern: string): string {
  const anchored = pattern.startsWith('/');
  const body = anchored ? pattern.slice(1) : pattern;
  // A pattern with a slash in it is relative to the root.
  return anchored || body.includes('/') ? body : `**/${body}`;
}
