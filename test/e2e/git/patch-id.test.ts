/**
 * The merge queue reuses a verdict only when the entry's `git patch-id` equals the pull request's
 * (spec §14). The id must not depend on the runner's git config: with `diff.context` set, a plain
 * `git diff` shows other lines and gives another id, and reuse would be refused (or, with less
 * context than the judge saw, granted over lines nobody compared).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { patchIdOf } from '../../../src/subject/patch-id.js';

const dir = mkdtempSync(join(tmpdir(), 'critic-gate-patch-id-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();

function commit(text: string): string {
  writeFileSync(join(dir, 'a.txt'), text);
  git('add', '-A');
  git('commit', '-q', '-m', 'c');
  return git('rev-parse', 'HEAD');
}

describe('patchIdOf', () => {
  it('gives the same id whatever the repository says of diff.context', async () => {
    git('init', '-q');
    const lines = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`);
    const base = commit(`${lines.join('\n')}\n`);
    lines[20] = 'line twenty-one, changed';
    const head = commit(`${lines.join('\n')}\n`);
    const range = `${base}..${head}`;
    const before = await patchIdOf(dir, range);
    expect(before).toMatch(/^[0-9a-f]{40}$/);
    git('config', 'diff.context', '10');
    expect(await patchIdOf(dir, range)).toBe(before);
    // The twin: another change has another id.
    lines[30] = 'line thirty-one, changed too';
    const other = commit(`${lines.join('\n')}\n`);
    expect(await patchIdOf(dir, `${base}..${other}`)).not.toBe(before);
  });
});
