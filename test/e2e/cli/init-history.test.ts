/**
 * Issue 38 part 1: `init` proves its config on the repository's own history. A repository whose
 * first-parent history merges new TODOs, a large generated file and the whole-file rename of it
 * gets a config that would have passed every one of them (the relaxed rules say why, beside
 * them); new changes of the same kinds then pass `pr --llm off`, while a real syntax error fails.
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

/** A generated module: one table row a line, each with letters enough for git's move detection. */
const table = (rows: number, name: string): string =>
  Array.from({ length: rows }, (_, i) => `export const ${name}${i} = [${i}, ${i * 7}, "generated row ${i} of ${name}"];\n`).join('');

/** Merges a branch holding `change` into main with a merge commit, as a pull request lands. */
async function merge(repo: GitRepoFixture, name: string, change: () => Promise<void>): Promise<void> {
  await repo.branch(name, 'main');
  await change();
  await repo.commit(name);
  await repo.checkout('main');
  await repo.git('merge', '-q', '--no-ff', '-m', `Merge ${name}`, name);
}

/** `pr --llm off` on base..HEAD under the config committed at `base`. */
async function gate(repo: GitRepoFixture, base: string): Promise<{ verdict: string; failed: string[]; evidence: string }> {
  const r = await runCli(['pr', '--repo', repo.dir, '--base', base, '--llm', 'off', '--format', 'json']);
  const result = JSON.parse(r.stdout) as { verdict: string; gate: Array<{ id: string; passed: boolean; evidence: string }> };
  const failed = result.gate.filter((g) => !g.passed);
  return { verdict: result.verdict, failed: failed.map((g) => g.id), evidence: failed.map((g) => g.evidence).join('\n') };
}

describe('init replays the branch history with its candidate config', () => {
  it('relaxes what blocked merged TODOs and a large generated file, and a real syntax error still fails', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('package.json', '{"name": "app"}\n');
    await repo.write('src/app.ts', 'export const app = 1;\n');
    await repo.commit('a project');
    await merge(repo, 'retries', () => repo.write('src/retry.ts', '// TODO: back off\nexport const retries = 3;\n'));
    await merge(repo, 'codes', () => repo.write('src/generated/codes.ts', table(2600, 'code')));
    await merge(repo, 'move-codes', () => repo.move('src/generated/codes.ts', 'src/tables/codes.ts'));
    // 2,000 rows moved to a file of their own: 4,000 lines as a plain count, none written.
    await merge(repo, 'split-codes', async () => {
      const rows = table(2600, 'code').split('\n');
      await repo.write('src/tables/codes.ts', `${rows.slice(0, 600).join('\n')}\n`);
      await repo.write('src/tables/more-codes.ts', `${rows.slice(600, 2600).join('\n')}\n`);
    });
    await merge(repo, 'cache', () => repo.write('src/cache.ts', 'export const ttl = 60; // FIXME: from config\n'));
    await merge(repo, 'docs', () => repo.write('README.md', '# app\n'));

    const init = await runCli(['init', '--repo', repo.dir]);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).toContain('replaying merged changes: 6/6');
    const config = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    parseConfig(config, '.github/critic-gate.yml');

    expect(config.split('\n')[1]).toMatch(
      /^# passes all 6 of the last 6 merged changes of main \(deterministic checks; replayed in \d+ s\)$/,
    );
    // The TODO rule is left out, commented out under how often the team merged TODOs.
    expect(config).toMatch(
      /# no-placeholders is left out: 2 of the last 6 merged changes of main would have failed it \([0-9a-f]{12}, [0-9a-f]{12}\),/,
    );
    expect(config).toMatch(/\n {2}# - \{kind: no-placeholders, files: "\*\*\/\*\.ts", scope: added\}\n/);
    // The size limit is above the generated file; the rename and the moved rows counted nothing.
    expect(config).toMatch(/# max raised from 2,000 to 2,900: 1 of the last 6 merged changes of main was larger \([0-9a-f]{12}\);/);
    expect(config).toContain('the largest counted 2,600 lines');
    expect(config).toContain('- {kind: max-changed-lines, files: "**/*.ts", max: 2900}');
    expect(config).toContain('- {kind: syntax, files: "**/*.ts"}');
    const base = await repo.commit('critic-gate init');

    // New changes of the same kinds pass …
    await repo.write('src/queue.ts', '// TODO: bound the queue\nexport const queue: number[] = [];\n');
    await repo.write('src/generated/units.ts', table(2500, 'unit'));
    await repo.move('src/tables/codes.ts', 'src/data/codes.ts');
    const more = (await readFile(join(repo.dir, 'src/tables/more-codes.ts'), 'utf8')).split('\n');
    await repo.write('src/tables/more-codes.ts', `${more.slice(0, 1000).join('\n')}\n`);
    await repo.write('src/data/last-codes.ts', more.slice(1000).join('\n'));
    await repo.commit('queue, units, and the codes tables moved');
    const same = await gate(repo, base);
    expect(same.failed, same.evidence).toEqual([]);

    // … and a real syntax error still fails.
    await repo.write('src/broken.ts', 'export const = ;\n');
    await repo.commit('broken');
    const broken = await gate(repo, base);
    expect(broken.verdict).toBe('FAIL');
    expect(broken.failed).toEqual(['syntax']);
    expect(broken.evidence).toContain('src/broken.ts');
  });

  it('names a merged change its syntax check still blocks in the header, and keeps the check', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/app.ts', 'export const app = 1;\n');
    await repo.commit('a project');
    await merge(repo, 'oops', () => repo.write('src/oops.ts', 'export const = ;\n'));
    await merge(repo, 'fix', () => repo.write('src/oops.ts', 'export const oops = 0;\n'));
    const oops = (await repo.git('rev-parse', 'main~1')).trim();

    const init = await runCli(['init', '--repo', repo.dir]);
    expect(init.code, init.stderr).toBe(0);
    const config = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    expect(config).toMatch(
      /^# passes 1 of the last 2 merged changes of main \(deterministic checks; replayed in \d+ s\); the 1 it still blocks:$/m,
    );
    expect(config).toMatch(new RegExp(`^#   ${oops.slice(0, 12)} syntax: src/oops\\.ts:1`, 'm'));
    expect(config).toContain('- {kind: syntax, files: "**/*.ts"}');
    expect(init.stderr).toContain(`init: the config passes 1 of the last 2 merged changes of main`);
    expect(init.stderr).toMatch(new RegExp(`\\n {3}${oops.slice(0, 12)} syntax: src/oops\\.ts:1`));
  });

  it('counts a merged change the tripwires fail as still blocked, as pr would: never "passes all"', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/app.ts', 'export const app = 1;\n');
    await repo.commit('a project');
    // A right-to-left override hidden in a string: the tripwires every pr run adds fail it.
    await merge(repo, 'hidden', () => repo.write('src/label.ts', 'export const label = "\u202e evil";\n'));
    const hidden = (await repo.git('rev-parse', 'main')).trim();

    const init = await runCli(['init', '--repo', repo.dir]);
    expect(init.code, init.stderr).toBe(0);
    const config = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    expect(config).toMatch(/^# passes 0 of the last 1 merged changes of main .*; the 1 it still blocks:$/m);
    expect(config).toMatch(new RegExp(`^#   ${hidden.slice(0, 12)} prompt-injection: .*src/label\\.ts:1`, 'm'));
  });

  it('says so and writes the defaults without history, and --history 0 replays nothing', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/app.ts', '// TODO: start\nexport const app = 1;\n');
    await repo.commit('a project');
    const fresh = await runCli(['init', '--repo', repo.dir]);
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(fresh.stderr).toContain('main has no merged changes to replay the config on (a new repository): writing the defaults, unproven');
    const config = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    expect(config).not.toContain('# passes');
    expect(config).toContain('- {kind: no-placeholders, files: "**/*.ts", scope: added}');

    await merge(repo, 'todo', () => repo.write('src/later.ts', '// TODO: later\nexport const later = 1;\n'));
    const off = await runCli(['init', '--repo', repo.dir, '--history', '0', '--force']);
    expect(off.code, off.stderr).toBe(0);
    expect(off.stderr).not.toContain('replaying');
    const unproven = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    expect(unproven).not.toContain('# passes');
    expect(unproven).toContain('- {kind: no-placeholders, files: "**/*.ts", scope: added}');

    const bad = await runCli(['init', '--repo', repo.dir, '--history', 'many', '--force']);
    expect(bad.code).toBe(4);
    expect(bad.stderr).toContain('--history: expected a whole number ≥ 0 (0: no replay), got "many"');
  });
});
