/**
 * The package as a user installs it: `npm pack`, then `npm i` of the tarball into an empty
 * project, offline — it has no runtime dependencies, dist/ is self-contained — and the installed
 * `critic-gate` answers --help, writes a starting config with init, and gates a commit with pr.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { REPO_ROOT, cleanEnv } from '../../support/run-cli.js';

const run = promisify(execFile);
let dir: string;
let project: string;
let repo: GitRepoFixture | undefined;

const npx = (args: string[], cwd = project) =>
  run('npm', ['exec', '--offline', '--', 'critic-gate', ...args], { cwd, env: cleanEnv({ NO_COLOR: '1' }), encoding: 'utf8' }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'critic-gate-pack-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: REPO_ROOT, encoding: 'utf8' });
  const [packed] = JSON.parse(stdout) as Array<{ filename: string }>;
  project = join(dir, 'project');
  await mkdir(project);
  await writeFile(join(project, 'package.json'), '{"name":"user-project","version":"1.0.0","private":true}\n');
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, packed!.filename)], { cwd: project, encoding: 'utf8' });
}, 300_000);

afterAll(async () => {
  await repo?.cleanup();
  await rm(dir, { recursive: true, force: true });
});

describe('npm i critic-gate (from the packed tarball, offline)', () => {
  it('installs nothing but itself, and at most the optional native parser bindings', async () => {
    const lock = JSON.parse(await readFile(join(project, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { optional?: boolean }>;
    };
    const installed = Object.entries(lock.packages).filter(([p]) => p !== '');
    expect(installed.filter(([p]) => p === 'node_modules/critic-gate')).toHaveLength(1);
    // oxc-parser's bindings are optional: dist/ carries the Linux ones, and any missing leaves the fallback parsers.
    const others = installed.filter(([p]) => p !== 'node_modules/critic-gate');
    expect(others.filter(([p, e]) => !/^node_modules\/@oxc-parser\/binding-[\w-]+$/.test(p) || e.optional !== true)).toEqual([]);
  });

  it('critic-gate --help, init and pr work', async () => {
    const help = await npx(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: critic-gate <command>');
    expect((await npx(['pr', '--help'])).stdout).toContain('--base REF');

    repo = await createGitRepo();
    await repo.write('src/app.ts', 'export const x = 1;\n');
    await repo.commit('a project');
    const init = await npx(['init', '--repo', repo.dir]);
    expect(init.code, init.stderr).toBe(0);
    await repo.commit('critic-gate init');
    await repo.write('src/app.ts', 'export const x = 2; // TODO\n');
    await repo.commit('a change with a placeholder');

    const pr = await npx(['pr', '--repo', repo.dir, '--base', 'HEAD~1', '--llm', 'off']);
    expect(pr.code, pr.stderr).toBe(2);
    expect(pr.stdout).toMatch(/^critic-gate {2}FAIL/);
    expect(pr.stdout).toMatch(/✗ no-placeholders +failed at src\/app\.ts:1:/);
  }, 300_000);

  it('judge runs a regular-expression pattern on RE2, vendored in dist/', async () => {
    const input = {
      output: 'const due = 1; // TODO: later\n',
      task_description: 'Write due.',
      schema: { type: 'text' },
      assertions: [{ id: 'no-todo', text: 'no TODO note', critical: true, check: { kind: 'not-contains', pattern: 'TODO\\s*:' } }],
    };
    await writeFile(join(project, 'input.json'), JSON.stringify(input));
    const judged = await npx(['judge', '--llm', 'off', '--input', 'input.json']);
    expect(judged.code, judged.stderr).toBe(2);
    expect(JSON.parse(judged.stdout)).toMatchObject({ verdict: 'FAIL', criteria: [{ id: 'no-todo', met: false }] });
  }, 300_000);
});
