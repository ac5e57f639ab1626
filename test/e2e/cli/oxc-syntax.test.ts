/**
 * Issue 28: oxc-parser decides JavaScript and TypeScript in the built CLI, through the binding
 * dist/vendor/oxc/ carries; where no binding loads (CRITIC_GATE_OXC=off stands in for a machine
 * without one), the TypeScript compiler's parser decides, the evidence names it, and the run says
 * so once on stderr however many files it parses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli } from '../../support/run-cli.js';

const judgeTs = (output: string, env: Record<string, string> = {}) =>
  runCli(['judge', '--llm', 'off'], {
    stdin: JSON.stringify({ output, task_description: 't', schema: { type: 'code', language: 'typescript' } }),
    env,
  });

/** Enough TypeScript that the CLI shares the files with worker threads where it has cores to spare. */
function manyTsFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 120; i++)
    files[`src/m${String(i).padStart(3, '0')}.ts`] = Array.from(
      { length: 150 },
      (_, k) => `export function f${i}_${k}(a: number): number {\n  return a * ${k} + ${i};\n}\n`,
    ).join('');
  files['src/m119.ts'] += 'export const broken = (;\n';
  return files;
}

beforeAll(() => assertCliBuilt());

describe('oxc-parser decides JavaScript and TypeScript (dist/cli.js)', () => {
  it('reports a TypeScript syntax error with its line, column and oxc named as the parser; nothing on stderr', async () => {
    const run = await judgeTs('const a: number = 1;\nconst b: number = (;\n');
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 2, stderr: '' });
    expect(run.json().gate.find((g) => g.id === 'schema')).toMatchObject({
      passed: false,
      evidence: expect.stringMatching(/^output:2:20: Unexpected token \(typescript; oxc 0\.\d+\.\d+\)$/),
      location: { path: 'output', line: 2, column: 20 },
    });
  });

  it('the true negative: valid TypeScript passes, decided by oxc', async () => {
    const run = await judgeTs('export const a: number = 1;\n');
    expect(run.code).toBe(0);
    expect(run.json().gate.find((g) => g.id === 'schema')).toMatchObject({ passed: true, evidence: expect.stringContaining('oxc 0.') });
  });

  it('without a binding the TypeScript parser decides, named in the evidence, and stderr says so once', async () => {
    const run = await judgeTs('const a: number = 1;\nconst b: number = (;\n', { CRITIC_GATE_OXC: 'off' });
    expect(run.code).toBe(2);
    expect(run.json().gate.find((g) => g.id === 'schema')).toMatchObject({
      passed: false,
      evidence: expect.stringMatching(/^output:2:20: Expression expected\. \(typescript; typescript 5\.\d+\)$/),
    });
    expect(run.stderr.match(/oxc-parser is not available here \(CRITIC_GATE_OXC=off\)/g)).toHaveLength(1);
  });

  describe('a pull request of many TypeScript files', () => {
    let repo: GitRepoFixture;
    beforeAll(async () => {
      repo = await createGitRepo();
      await repo.write('.github/critic-gate.yml', 'version: 1\ngate:\n  - {kind: syntax, files: "**/*.ts"}\n');
      await repo.write('README.md', '# r\n');
      await repo.commit('base');
      await repo.branch('feature');
      for (const [path, text] of Object.entries(manyTsFiles())) await repo.write(path, text);
      await repo.commit('change');
    });
    afterAll(async () => {
      await repo?.cleanup();
    });
    const pr = (env: Record<string, string> = {}) =>
      runCli(['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--llm', 'off', '--format', 'json'], { env });

    it('says once per run that the TypeScript parser decides, not once per file or thread', { timeout: 300_000 }, async () => {
      const run = await pr({ CRITIC_GATE_OXC: 'off' });
      const entry = run.json().gate.find((g) => g.id === 'syntax')!;
      expect(entry).toMatchObject({ passed: false, evidence: expect.stringMatching(/^src\/m119\.ts:\d+:\d+: .*typescript 5\.\d+\)/) });
      expect(run.stderr.match(/oxc-parser is not available here/g)).toHaveLength(1);
    });

    it('with the binding, oxc decides every file and stderr is silent about parsers', { timeout: 300_000 }, async () => {
      const run = await pr();
      const entry = run.json().gate.find((g) => g.id === 'syntax')!;
      expect(entry).toMatchObject({ passed: false, evidence: expect.stringMatching(/^src\/m119\.ts:\d+:\d+: .*oxc 0\.\d+\.\d+\)/) });
      expect(run.stderr).not.toContain('oxc-parser');
    });
  });
});
