/**
 * The README as a user meets it: short, and its first command shows what it says it shows.
 * (Its links are checked with the docs' in test/e2e/cli/docs-links.test.ts.)
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_PATH, REPO_ROOT } from '../../support/run-cli.js';

describe('the README', () => {
  it('stays short: what it is, a try, setup, an example, exit codes, links', () => {
    expect(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(160);
  });

  it('its first command judges the example and shows its one finding, with the verdict it decides', async () => {
    const first = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8').split('\n')[3]!;
    expect(first).toContain('node dist/cli.js judge --llm off --format text < examples/fetch-helper.json');
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve, reject) => {
      const child = execFile(process.execPath, [CLI_PATH, 'judge', '--llm', 'off', '--format', 'text'], { cwd: REPO_ROOT }, (err, out) => {
        if (err && typeof err.code !== 'number') reject(err);
        else resolve({ code: typeof err?.code === 'number' ? err.code : 0, stdout: out });
      });
      child.stdin?.end(readFileSync(join(REPO_ROOT, 'examples/fetch-helper.json')));
    });
    // The unjudged assertion cannot lift the share to the threshold: RETRY is decided, not SKIPPED (spec §16).
    expect(code).toBe(1);
    expect(stdout).toMatch(/^critic-gate {2}RETRY/);
    expect(stdout).toContain('output:6');
    expect(stdout).toMatch(/err-handling \[critical\].*\n.*not judged/);
  });
});
