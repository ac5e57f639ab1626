/**
 * Issue 40: a comment that names a file (`see review-findings.ts`, `(syntax/javascript.ts)`) names
 * one that exists. Renames left 14 comments pointing nowhere; this keeps them honest.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

/** A TypeScript file named in a comment: `name.ts`, or `dir/name.ts` with as much of its path as it gives. */
const NAMED = /(?<![\w./-])((?:[\w-]+\/)*[\w.-]+\.ts)\b/g;
const COMMENT = /^\s*(?:\/\/|\/\*|\*)|\s\/\/\s/;

function namedFiles(): Array<{ where: string; name: string }> {
  const out: Array<{ where: string; name: string }> = [];
  for (const file of tracked.filter((f) => f.startsWith('src/') && f.endsWith('.ts'))) {
    readFileSync(`${root}${file}`, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!COMMENT.test(line)) return;
        for (const m of line.matchAll(NAMED)) if (!m[1]!.endsWith('.d.ts')) out.push({ where: `${file}:${i + 1}`, name: m[1]! });
      });
  }
  return out;
}

describe('comments name files that exist', () => {
  it('every file a comment in src/ names is in the repository', () => {
    const named = namedFiles();
    expect(named.length).toBeGreaterThan(50);
    const missing = named.filter(({ name }) => !tracked.some((f) => f === name || f.endsWith(`/${name}`)));
    expect(missing).toEqual([]);
  });
});
