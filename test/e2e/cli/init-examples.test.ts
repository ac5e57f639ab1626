/**
 * Spec §15 for `init` (issue 39): the LLM assertions init writes come with one met and one unmet
 * example in the repository's language, written beside the config, which `critic-gate test` judges
 * and `pr` judges in every run — from the working tree while the config is not yet on the base
 * branch. Through the built CLI, on a real git repository, with the Ollama double.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/index.js';
import { readPrompt } from '../../doubles/judge-answers.js';
import { startOllamaDouble, type ChatRequestBody, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli } from '../../support/run-cli.js';

const DIR = '.github/critic-gate/examples';

/** A careful judge of init's two assertions: what a reader of the one file shown would say. */
function careful(req: ChatRequestBody): { content: string; real: string[] } {
  const prompt = readPrompt(req.messages ?? []);
  const real = prompt.assertions.filter((a) => a.id === 'tests' || a.id === 'errors-handled');
  const criteria = real.map((a) => {
    const lines = prompt.lines.filter((l) => a.paths.includes(l.path));
    const evidence =
      a.id === 'tests'
        ? lines.find((l) => l.text.startsWith('test('))
        : lines.some((l) => l.text.includes('catch {}'))
          ? undefined
          : lines.find((l) => l.text.includes('catch (error)'));
    return evidence
      ? { id: a.id, met: true, evidence: 'seen', location: { path: evidence.path, line: evidence.n, quote: evidence.text.trim() } }
      : { id: a.id, met: false, evidence: 'not in the code shown', fix: 'Do it' };
  });
  return { content: JSON.stringify({ criteria }), real: real.map((a) => a.id) };
}

let double: OllamaDouble;
let repos: GitRepoFixture[] = [];

beforeAll(async () => {
  assertCliBuilt();
  double = await startOllamaDouble({ respond: careful });
});
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});
afterAll(async () => {
  await double.close();
});

async function typescriptProject(): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write('package.json', '{\n  "name": "demo",\n  "version": "1.0.0",\n  "type": "module"\n}\n');
  await repo.write('src/index.ts', 'export function add(a: number, b: number): number {\n  return a + b;\n}\n');
  await repo.commit('a project');
  return repo;
}

describe('init writes examples for the assertions it writes', () => {
  it('one met and one unmet example per LLM assertion, in the tree’s language, listed in the config; critic-gate test agrees', async () => {
    const repo = await typescriptProject();
    const init = await runCli(['init', '--repo', repo.dir]);
    expect(init.code).toBe(0);
    const paths = ['errors-handled-met', 'errors-handled-unmet', 'tests-met', 'tests-unmet'].map((n) => `${DIR}/${n}.ts`);
    for (const p of paths) expect(init.stdout).toContain(`wrote   ${p}`);
    const config = parseConfig(await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8'), '.github/critic-gate.yml');
    const examples = Object.fromEntries(config.assertions.map((a) => [a.id, a.examples]));
    expect(examples['errors-handled']).toEqual([
      { file: `${DIR}/errors-handled-met.ts`, expect: 'met' },
      { file: `${DIR}/errors-handled-unmet.ts`, expect: 'unmet' },
    ]);
    expect(examples['tests']).toEqual([
      { file: `${DIR}/tests-met.ts`, expect: 'met' },
      { file: `${DIR}/tests-unmet.ts`, expect: 'unmet' },
    ]);

    const test = await runCli(['test', '--repo', repo.dir], { env: { OLLAMA_HOST: double.url } });
    expect(test.stdout).toContain('AGREES  4/4 examples read as expected');
    expect(test.code).toBe(0);
  });

  it('pr with init’s config still in the working tree reads the examples from there and judges them', async () => {
    const repo = await typescriptProject();
    expect((await runCli(['init', '--repo', repo.dir])).code).toBe(0);
    const before = double.chatRequests().length;
    const run = await runCli(['pr', '--repo', repo.dir, '--base', 'HEAD', '--format', 'json'], { env: { OLLAMA_HOST: double.url } });
    // Nothing is committed past the base: no change, but no config error for examples missing at the base either.
    expect(run.code).not.toBe(4);
    expect(run.stderr).toContain('is not yet on the base branch');
    expect(double.chatRequests().length).toBe(before);
    // A change on top: the examples are judged from the working tree, and the assertions keep their power.
    await repo.branch('feature');
    await repo.write('src/load.ts', "export function load(): string {\n  try {\n    return 'x';\n  } catch {}\n  return '';\n}\n");
    await repo.git('add', 'src/load.ts');
    await repo.git('commit', '-m', 'load');
    const judged = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--format', 'json'], { env: { OLLAMA_HOST: double.url } });
    const result = judged.json();
    expect(result.config?.source).toBe('worktree');
    expect(result.criteria.find((c) => c.id === 'errors-handled')).toMatchObject({ met: false, examples: '2/2' });
    expect(result.verdict).toBe('FAIL');
  });
});
