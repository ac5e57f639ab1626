/**
 * A run whose checks cannot judge as configured (exit 4) says where to fix it, in the rendered
 * "fix it" line: on the runner only when every problem is the runner's (a toolchain older than the
 * project declares), and otherwise in the file the problem is in (spec §bad input: "a clear message
 * naming the file"): the JSON Schema or the gotchas rules file a check reads, else the assertions
 * file itself. Real git repositories, the CLI in-process (`main` with captured I/O).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mainInProcess } from '../../support/in-process-cli.js';
import type { CriticResult } from '../../../src/contract/result.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';

const CONFIG = '.github/critic-gate.yml';

interface Run {
  code: number;
  stdout: string;
}

async function cli(argv: string[]): Promise<Run> {
  const { code, stdout } = await mainInProcess(argv);
  return { code, stdout };
}

let repos: GitRepoFixture[] = [];
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});

/** `main` holds the config and `base`; `feature` adds `head`. */
async function change(config: string, base: Record<string, string>, head: Record<string, string>): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write(CONFIG, config);
  for (const [p, t] of Object.entries(base)) await repo.write(p, t);
  await repo.commit('base');
  await repo.branch('feature');
  for (const [p, t] of Object.entries(head)) await repo.write(p, t);
  await repo.commit('feature');
  return repo;
}

/** The run as text (what a person reads) and as JSON (the error it reports). */
async function pr(repo: GitRepoFixture, extra: string[] = []): Promise<{ code: number; text: string; result: CriticResult }> {
  const args = ['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', ...extra];
  const text = await cli([...args, '--format', 'text']);
  const json = await cli([...args, '--format', 'json']);
  expect(json.code).toBe(text.code);
  return { code: text.code, text: text.stdout, result: JSON.parse(json.stdout) as CriticResult };
}

/** The rendered "fix it" line. */
const fixIt = (text: string): string => text.split('\n').find((l) => l.trimStart().startsWith('fix it')) ?? '';

// A Python the runner does not have: the syntax check cannot judge on this runner (misconfiguredOnRunner).
const PYTHON_TOO_NEW = { 'pyproject.toml': '[project]\nname = "x"\nrequires-python = ">=3.99"\n' };
// A file the runner's older Python refuses (a newer syntax, or an error it cannot tell from one).
const NEW_PYTHON = 'type Vec = list[float]\nx = (\n';
const PYTHON_GATE = '  - {id: parses, kind: syntax, files: "**/*.py"}\n';

describe('the category: on the runner only when every problem is the runner’s', () => {
  it('a runner too old for the project, alone: fix it on the runner', async () => {
    const repo = await change(`version: 1\ngate:\n${PYTHON_GATE}`, PYTHON_TOO_NEW, { 'src/vec.py': NEW_PYTHON });
    const r = await pr(repo);
    expect(r.code).toBe(4);
    expect(fixIt(r.text)).toContain('fix it on the runner, not in the change: install the toolchain version');
  });

  it('the same beside a check the config points at a schema the base does not hold: fix it in the config, both problems named', async () => {
    const config = `version: 1
gate:
${PYTHON_GATE}assertions:
  - {id: shape, text: the manifest has a shape, check: {kind: json-schema, files: "*.json", schema: schemas/missing.json}}
`;
    const repo = await change(config, PYTHON_TOO_NEW, { 'src/vec.py': NEW_PYTHON, 'manifest.json': '{}\n' });
    const r = await pr(repo);
    expect(r.code).toBe(4);
    expect(fixIt(r.text)).toMatch(/^\s*fix it in /);
    expect(fixIt(r.text)).not.toContain('on the runner');
    expect(r.result.error).toMatch(/gate parses: src\/vec\.py: not judged: this project requires Python ≥ 3\.99/);
    expect(r.result.error).toContain('assertion shape: schema schemas/missing.json not found at the base commit');
  });
});

describe('the file to fix: the one the problem is in', () => {
  it('json-schema pointing at a schema the base does not hold: fix it in that schema file', async () => {
    const config = 'version: 1\ngate:\n  - {id: shape, kind: json-schema, files: "*.json", schema: schemas/manifest.json}\n';
    const repo = await change(config, {}, { 'manifest.json': '{}\n' });
    const r = await pr(repo);
    expect(r.code).toBe(4);
    expect(fixIt(r.text)).toMatch(/^\s*fix it in schemas\/manifest\.json /);
  });

  it('frontmatter whose schema file does not compile: fix it in that schema file', async () => {
    const config = 'version: 1\ngate:\n  - {id: front, kind: frontmatter, files: "*.md", schema: schemas/post.json}\n';
    const repo = await change(config, { 'schemas/post.json': '{"type": "nonsense"}\n' }, { 'post.md': '---\ntitle: x\n---\n' });
    const r = await pr(repo);
    expect(r.code).toBe(4);
    expect(fixIt(r.text)).toMatch(/^\s*fix it in schemas\/post\.json /);
  });

  it('gotchas rules that cannot be run: fix it in the rules file', async () => {
    const config = 'version: 1\ngate:\n  - {id: rules, kind: gotchas, file: GOTCHAS.md}\n';
    const repo = await change(config, { 'GOTCHAS.md': '# Gotchas\n\n## No pattern here\n- message: nothing to run\n' }, { 'a.sql': 'x\n' });
    const r = await pr(repo, ['--allow-commands', '--command-sandbox', 'off']);
    expect(r.code).toBe(4);
    expect(fixIt(r.text)).toMatch(/^\s*fix it in GOTCHAS\.md /);
  });

  it('an inline schema that does not compile is the assertions file’s own: fix it there, at the line the check is written', async () => {
    const config = 'version: 1\ngate:\n  - {id: shape, kind: json-schema, files: "*.json", schema: {type: nonsense}}\n';
    const repo = await change(config, {}, { 'manifest.json': '{}\n' });
    const r = await pr(repo);
    expect(r.code).toBe(4);
    expect(fixIt(r.text)).toMatch(/^\s*fix it in \.github\/critic-gate\.yml at line 3 /);
  });

  it('an assertion’s check written in the assertions file: the line of its `check:`, past the gate and the other assertions', async () => {
    const config = `version: 1
gate:
  - {kind: max-changed-lines, max: 1000}
assertions:
  - id: judged
    text: the manifest is small
  - id: shape
    text: the manifest has a shape
    check:
      kind: json-schema
      files: "*.json"
      schema: {type: nonsense}
`;
    const repo = await change(config, {}, { 'manifest.json': '{}\n' });
    const r = await pr(repo, ['--llm', 'off']);
    expect(r.code).toBe(4);
    expect(fixIt(r.text)).toMatch(/^\s*fix it in \.github\/critic-gate\.yml at line 9 /);
    expect(r.result._critic_error).toBeUndefined(); // never published in the JSON
  });

  it('problems in two files name both', async () => {
    const config = `version: 1
gate:
  - {id: shape, kind: json-schema, files: "*.json", schema: schemas/manifest.json}
  - {id: inline, kind: json-schema, files: "*.json", schema: {type: nonsense}}
`;
    const repo = await change(config, {}, { 'manifest.json': '{}\n' });
    const r = await pr(repo);
    expect(r.code).toBe(4);
    expect(fixIt(r.text)).toMatch(/^\s*fix it in schemas\/manifest\.json and \.github\/critic-gate\.yml /);
  });
});
