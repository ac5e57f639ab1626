/**
 * The README and docs/ are read on GitHub and in the npm package: a link to a file that is not in
 * the repository is dead in both places. docs/SPEC.md is the contract, kept word for word in step
 * with the shared specification when this checkout sits next to it.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../support/run-cli.js';

async function markdownFiles(): Promise<string[]> {
  const docs = (await readdir(join(REPO_ROOT, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => join(REPO_ROOT, 'docs', f));
  return [join(REPO_ROOT, 'README.md'), join(REPO_ROOT, 'CONTRIBUTING.md'), ...docs];
}

/** GitHub's anchors of a markdown file's headings: lower case, punctuation dropped, spaces as hyphens; repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = heading!
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** Targets of inline links and images, outside code spans and fenced blocks. */
function localLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
  return targets.filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('#'));
}

describe('local links in README.md, CONTRIBUTING.md and docs/', () => {
  it('finds links to check (the walker itself works)', async () => {
    expect(localLinks('see [a](docs/SPEC.md#x), `[b](nope.md)`, [c](https://x.y) and [d](#top)')).toEqual(['docs/SPEC.md#x']);
    const readme = await readFile(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(localLinks(readme)).toContain('docs/SPEC.md');
  });

  it('every local link points at a file or folder inside the repository', async () => {
    const dead: string[] = [];
    for (const file of await markdownFiles()) {
      for (const target of localLinks(await readFile(file, 'utf8'))) {
        const [to, anchor] = target.split('#') as [string, string | undefined];
        const path = resolve(dirname(file), decodeURIComponent(to));
        const inside = !relative(REPO_ROOT, path).startsWith('..');
        if (!inside || !existsSync(path)) dead.push(`${relative(REPO_ROOT, file)}: ${target}`);
        // A link into another document must land on one of its headings.
        else if (anchor !== undefined && path.endsWith('.md') && !anchors(await readFile(path, 'utf8')).has(anchor))
          dead.push(`${relative(REPO_ROOT, file)}: ${target} (no such heading)`);
      }
    }
    expect(dead).toEqual([]);
  });
});

describe('docs/SPEC.md', () => {
  // Next to the shared contract (the project's own layout) the copy must be verbatim; elsewhere
  // (a clone, the npm package) there is nothing to compare with.
  const shared = resolve(REPO_ROOT, '../shared/SPEC.md');
  it.skipIf(!existsSync(shared))('is the shared contract, verbatim', async () => {
    expect(await readFile(join(REPO_ROOT, 'docs/SPEC.md'), 'utf8')).toBe(await readFile(shared, 'utf8'));
  });

  it('is the contract the README cites', async () => {
    const spec = await readFile(join(REPO_ROOT, 'docs/SPEC.md'), 'utf8');
    expect(spec).toMatch(/^# critic-gate — product specification/);
    expect(spec).toContain('## 3. Critic result');
  });
});
