/**
 * The documents a user reads: every relative link and anchor resolves, and the README's first
 * command shows what it says it shows.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_PATH, REPO_ROOT } from '../../support/run-cli.js';

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Markdown outside fenced code blocks. */
const prose = (text: string): string => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)) {
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

describe('the documentation', () => {
  it('has no dead relative link or anchor', () => {
    const dead: string[] = [];
    for (const doc of DOCS) {
      const text = readFileSync(join(REPO_ROOT, doc), 'utf8');
      for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const file = path === '' ? join(REPO_ROOT, doc) : join(REPO_ROOT, dirname(doc), path);
        if (!existsSync(file)) dead.push(`${doc}: ${target} (no ${relative(REPO_ROOT, file)})`);
        else if (anchor !== undefined && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor))
          dead.push(`${doc}: ${target} (no heading #${anchor})`);
      }
    }
    expect(dead).toEqual([]);
  });

  it('keeps the README short: what it is, a try, setup, an example, exit codes, links', () => {
    expect(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(160);
  });

  it("the README's first command judges the example and shows its one finding", async () => {
    const first = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8').split('\n')[3]!;
    expect(first).toContain('node dist/cli.js judge --llm off --format text < examples/fetch-helper.json');
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve, reject) => {
      const child = execFile(process.execPath, [CLI_PATH, 'judge', '--llm', 'off', '--format', 'text'], { cwd: REPO_ROOT }, (err, out) => {
        if (err && typeof err.code !== 'number') reject(err);
        else resolve({ code: typeof err?.code === 'number' ? err.code : 0, stdout: out });
      });
      child.stdin?.end(readFileSync(join(REPO_ROOT, 'examples/fetch-helper.json')));
    });
    expect(code).toBe(3);
    expect(stdout).toContain('SKIPPED');
    expect(stdout).toContain('output:6');
  });
});
