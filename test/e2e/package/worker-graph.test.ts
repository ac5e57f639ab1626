/**
 * A syntax worker is started per core on every large change, and each compiles and runs what its
 * entry imports before it judges a file. zod (a quarter of a megabyte, schemas built at import)
 * has no use there: a worker receives plain data from its pool and answers with plain data.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/run-cli.js';

/**
 * Every bundled file `entry` loads: its imports, static and dynamic, followed to the end (a worker
 * imports its judging code at once, after turning its compile cache on).
 */
async function importGraph(entry: string): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    const text = await readFile(file, 'utf8');
    seen.set(file, text);
    // esbuild writes static imports as `import{…}from"./x.js"` or `import"./x.js"`; dynamic ones as `import("./x.js")`.
    for (const m of text.matchAll(/import(?:\{[^}]*\}from|\s*\*\s*as\s+\w+\s+from|\(|)\s*"(\.[^"]+\.js)"/g))
      await visit(join(dirname(file), m[1]!));
  };
  await visit(entry);
  return seen;
}

describe('what a syntax worker loads', () => {
  it('holds the parsers and the verdicts, not zod', async () => {
    const graph = await importGraph(join(REPO_ROOT, 'dist', 'syntax-worker.js'));
    expect(graph.size).toBeGreaterThan(3);
    const withZod = [...graph].filter(([, text]) => text.includes('"$ZodObject"')).map(([file]) => file);
    expect(withZod).toEqual([]);
  });

  it('the CLI, by contrast, reaches zod (so the search would find it)', async () => {
    const graph = await importGraph(join(REPO_ROOT, 'dist', 'cli.js'));
    expect([...graph.values()].some((text) => text.includes('"$ZodObject"'))).toBe(true);
  });
});
