/**
 * Issue 37, from a replay of 350 real merged ranges: two false FAILs, each set up on a real git
 * repository and run through the CLI in-process (`main` with captured I/O).
 * - pydantic replaced `tests/pydantic_core` by a link to `../pydantic-core/tests`: a file reached
 *   through a link is its target, and "added" compares with the base content of the same target.
 * - a TypeScript file with a raw NUL inside a string: valid UTF-8 with a NUL is text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mainInProcess, noJudge } from '../../support/in-process-cli.js';
import type { CriticResult } from '../../../src/contract/result.js';
import { trialRun } from '../../../src/init/trial.js';
import type { Judge, JudgeRequest } from '../../../src/judge/types.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { scriptedJudge } from '../../support/scripted-judge.js';

const CONFIG = '.github/critic-gate.yml';

let repos: GitRepoFixture[] = [];
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});

async function pr(repo: GitRepoFixture, judge: Judge = noJudge()): Promise<{ code: number; result: CriticResult }> {
  const { code, stdout } = await mainInProcess(
    ['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--format', 'json'],
    judge,
  );
  return { code, result: JSON.parse(stdout) as CriticResult };
}

const GATE = `version: 1
gate:
  - {id: todos, kind: no-placeholders, files: "tests/**", scope: added}
`;
const TEST_A = 'def test_a():\n    # TODO: cover the error path\n    assert True\n';
const TEST_B = 'def test_b():\n    # FIXME: flaky on windows\n    assert 1 == 1\n';

describe('a directory replaced by a link to the same files elsewhere (pydantic)', () => {
  /**
   * The base holds the tests at `tests/pydantic_core`; the change moves them to `pydantic-core/tests`
   * (`moved`), or finds them there already, and leaves a link at the old path.
   */
  async function linked(moved: boolean, extra: Record<string, string> = {}, config = GATE): Promise<GitRepoFixture> {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write(CONFIG, config);
    for (const dir of moved ? ['tests/pydantic_core'] : ['tests/pydantic_core', 'pydantic-core/tests']) {
      await repo.write(`${dir}/test_a.py`, TEST_A);
      await repo.write(`${dir}/test_b.py`, TEST_B);
    }
    await repo.commit('base');
    await repo.branch('feature');
    if (moved) await repo.move('tests/pydantic_core', 'pydantic-core/tests');
    else await repo.remove('tests/pydantic_core');
    await repo.symlink('tests/pydantic_core', '../pydantic-core/tests');
    for (const [path, text] of Object.entries(extra)) await repo.write(path, text);
    await repo.commit('feature');
    return repo;
  }

  it.each([
    ['moved there by the change', true],
    ['already there', false],
  ])('with the files %s, adds none of the markers the base had at the same target: PASS', async (_, moved) => {
    const { code, result } = await pr(await linked(moved));
    expect(result.gate.find((g) => g.id === 'todos')).toMatchObject({ passed: true });
    expect(result.verdict).toBe('PASS');
    expect(code).toBe(0);
  });

  it("the link is no unseen file: a critical assertion on tests/** is judged on the files behind it, under the link's path", async () => {
    const config = `${GATE}assertions:\n  - {id: tested, text: "Every test asserts something", critical: true, files: "tests/**"}\n`;
    const requests: JudgeRequest[] = [];
    const judge = scriptedJudge((req) => {
      requests.push(req);
      const quote = '    assert True';
      return [{ id: 'tested', met: true, evidence: 'test_a asserts', location: { path: 'tests/pydantic_core/test_a.py', line: 3, quote } }];
    });
    // The files were already at the target: the directory is replaced by a link to them.
    const { code, result } = await pr(await linked(false, {}, config), judge);
    // Shown whole under the link's path, as it is new there; the link itself is no file to show.
    expect(requests[0]?.assertions[0]?.paths).toEqual(['tests/pydantic_core/test_a.py', 'tests/pydantic_core/test_b.py']);
    expect(result.criteria).toEqual([expect.objectContaining({ id: 'tested', met: true })]);
    expect(result.criteria[0]?.coverage).toBeUndefined();
    expect(result.verdict).toBe('PASS');
    expect(code).toBe(0);
  });

  it('a check selecting both the link and its target parses each file once, as its target', async () => {
    const { result } = await pr(await linked(true, {}, `${GATE}  - {id: parses, kind: syntax, files: "**/*.py"}\n`));
    const parses = result.gate.find((g) => g.id === 'parses')!;
    expect(parses.passed).toBe(true);
    // Two files changed (moved), two parsed: not four, once more under the link's path.
    expect(parses.evidence.match(/\.py: parses/g)).toHaveLength(2);
    expect(parses.evidence).not.toContain('tests/pydantic_core/');
  });

  it.each([
    ['moved there by the change', true],
    ['already there', false],
  ])('twin, with the files %s: a marker the change adds to the target is found through the link, once, with its line', async (_, moved) => {
    const added = TEST_A.replace('    assert True\n', '    # TODO: and the timeout\n    assert True\n');
    const { code, result } = await pr(await linked(moved, { 'pydantic-core/tests/test_a.py': added }));
    const todos = result.gate.find((g) => g.id === 'todos')!;
    expect(todos.passed).toBe(false);
    expect(todos.findings?.map((f) => `${f.path}:${f.line}`)).toEqual(['tests/pydantic_core/test_a.py:3']);
    expect(code).toBe(2);
  });
});

describe('a TypeScript file with a raw NUL inside a string', () => {
  const SEPARATED = 'export const SEPARATOR = "a\0b";\nexport const join = (xs: string[]): string => xs.join(SEPARATOR);\n';

  it('is text for every check: an edit to it passes no-placeholders, syntax and the tripwire', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write(
      CONFIG,
      'version: 1\ngate:\n  - {kind: no-placeholders, files: "src/**", scope: added}\n  - {kind: syntax, files: "src/**/*.ts"}\n',
    );
    await repo.write('src/sep.ts', SEPARATED);
    await repo.commit('base');
    await repo.branch('feature');
    await repo.write('src/sep.ts', `${SEPARATED}export const split = (s: string): string[] => s.split(SEPARATOR);\n`);
    await repo.commit('feature');
    const { code, result } = await pr(repo);
    expect(result.gate.filter((g) => !g.passed)).toEqual([]);
    expect(result.verdict).toBe('PASS');
    expect(code).toBe(0);
  });

  it("is not left out of init's syntax check as binary-looking; a real syntax error still is", async () => {
    const files: Record<string, Uint8Array> = {
      'src/sep.ts': new TextEncoder().encode(SEPARATED),
      'src/broken.ts': new TextEncoder().encode('export const = ;\n'),
    };
    const failures = await trialRun([{ kind: 'syntax', files: 'src/**/*.ts' }], {
      paths: Object.keys(files),
      reader: { listTree: async () => Object.keys(files), read: async (path) => files[path] },
      ignore: [],
    });
    expect(failures.get(0)?.map((f) => f.path)).toEqual(['src/broken.ts']);
  });
});
