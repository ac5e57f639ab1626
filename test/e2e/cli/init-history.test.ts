/**
 * Issue 38 part 1 through the built CLI: `init` proves its config on the branch's own merged
 * history. A team that merges TODOs, a large generated file and a split of a large file gets a
 * config that passes every one of those merges — no-placeholders left out with how often, the size
 * limit raised above what it merged, moved lines not counted — and says so in its header; new
 * changes of the same kinds pass `pr --llm off`, and a real syntax error still fails.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/index.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { runCli } from '../../support/run-cli.js';

const repos: GitRepoFixture[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.cleanup()));
});

const lines = (n: number, make: (i: number) => string): string => `${Array.from({ length: n }, (_, i) => make(i)).join('\n')}\n`;
const TABLE = (from: number, to: number): string[] =>
  Array.from({ length: to - from }, (_, i) => `export const row${from + i} = { id: ${from + i}, name: "row number ${from + i}" };`);

/** A merged pull request: a branch off main with `files` written (null removes one), merged with --no-ff. */
async function merge(repo: GitRepoFixture, name: string, files: Record<string, string | null>): Promise<void> {
  await repo.branch(name, 'main');
  for (const [path, text] of Object.entries(files)) {
    if (text === null) await repo.remove(path);
    else await repo.write(path, text);
  }
  await repo.commit(name);
  await repo.checkout('main');
  await repo.git('merge', '--no-ff', '-q', '-m', `Merge ${name}`, name);
}

interface Gated {
  failed: string[];
  evidence: string;
}

async function gate(repo: GitRepoFixture, base: string): Promise<Gated> {
  const r = await runCli(['pr', '--repo', repo.dir, '--base', base, '--llm', 'off', '--format', 'json']);
  const result = JSON.parse(r.stdout) as { gate: Array<{ id: string; passed: boolean; evidence: string }> };
  const failed = result.gate.filter((g) => !g.passed);
  return { failed: failed.map((g) => g.id), evidence: failed.map((g) => g.evidence).join('\n') };
}

describe('init --history: the config is proven on the merged changes of the branch', () => {
  it('relaxes what honest merges broke, says so, and still fails a real syntax error', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('package.json', '{"name": "shop"}\n');
    await repo.write('src/index.ts', 'export const start = (): number => 1;\n');
    await repo.write('src/table.ts', `${TABLE(0, 1200).join('\n')}\n`);
    await repo.commit('a project');
    await merge(repo, 'retry-todo', { 'src/index.ts': 'export const start = (): number => 1;\n// TODO: retry on failure\n' });
    await merge(repo, 'generated-schema', { 'src/schema-data.ts': lines(2600, (i) => `export const field${i} = "f${i}";`) });
    // 2,400 changed lines as git counts them, all moved: the table split in two.
    await merge(repo, 'split-table', {
      'src/table.ts': null,
      'src/table-a.ts': `${TABLE(0, 600).join('\n')}\n`,
      'src/table-b.ts': `${TABLE(600, 1200).join('\n')}\n`,
    });
    await merge(repo, 'more-todo', { 'src/util.ts': 'export const twice = (n: number): number => n * 2; // FIXME: overflow\n' });

    const init = await runCli(['init', '--repo', repo.dir]);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).toContain('replaying the last 4 merged changes of main: 4/4');
    expect(init.stdout).toContain('passes all 4 of the last 4 merged changes of main');
    const config = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    const parsed = parseConfig(config, '.github/critic-gate.yml');
    expect(config.split('\n')[1]).toMatch(
      /^# passes all 4 of the last 4 merged changes of main \(deterministic checks; replayed in \d+ s\)$/,
    );
    // The TODO rule: left out, saying how often and where.
    expect(config).toMatch(
      /# no-placeholders is left out: 2 of the last 4 merged changes of main added a TODO, FIXME or XXX comment \(e\.g\. [0-9a-f]{7} "/,
    );
    expect(parsed.gate.map((g) => g.kind)).not.toContain('no-placeholders');
    // The size limit: above the 2,600-line generated file, with the evidence; the split counted nothing.
    const size = parsed.gate.find((g) => g.kind === 'max-changed-lines') as { max: number } | undefined;
    expect(size?.max).toBe(3500);
    expect(config).toMatch(
      /above the largest of the last 4 merged changes of main \(2600 changed lines in [0-9a-f]{7} "Merge generated-schema"\); moved lines do not count/,
    );
    const base = await repo.commit('critic-gate init');

    // New changes of the same kinds pass, as the history did.
    await repo.write('src/index.ts', 'export const start = (): number => 2;\n// TODO: log the start\n');
    await repo.write(
      'src/schema-more.ts',
      lines(2900, (i) => `export const extra${i} = "e${i}";`),
    );
    await repo.commit('honest: a TODO and a large generated file');
    const honest = await gate(repo, base);
    expect(honest.failed, honest.evidence).toEqual([]);

    // A real syntax error still fails.
    await repo.write('src/broken.ts', 'export function broken( {\n');
    await repo.commit('a syntax error');
    const broken = await gate(repo, base);
    expect(broken.failed).toEqual(['syntax']);
    expect(broken.evidence).toContain('src/broken.ts');
  });

  it('a new repository: says there is no history, and writes the defaults (the rules stay)', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/index.ts', 'export const a = 1;\n');
    await repo.commit('first');
    const init = await runCli(['init', '--repo', repo.dir]);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('no merged change on main to replay');
    const config = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    expect(config).toContain("# not proven on history: main has no merged change yet (today's defaults)");
    expect(parseConfig(config, '.github/critic-gate.yml').gate.map((g) => g.kind)).toContain('no-placeholders');
  });

  it('--history 0 replays nothing and keeps every rule', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/index.ts', 'export const a = 1;\n');
    await repo.commit('first');
    await merge(repo, 'todo', { 'src/index.ts': 'export const a = 1; // TODO\n' });
    const init = await runCli(['init', '--repo', repo.dir, '--history', '0']);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).not.toContain('replaying');
    const config = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    expect(config).not.toContain('merged change');
    expect(parseConfig(config, '.github/critic-gate.yml').gate.map((g) => g.kind)).toContain('no-placeholders');
  });
});
