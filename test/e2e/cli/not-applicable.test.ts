/**
 * Spec §13, issue 24 item 3: changes outside every assertion's files are not failed. A docs-only,
 * a lockfile-only and a Dependabot-style pull request each end PASS (or SKIPPED) with no model call,
 * under the config `critic-gate init` writes and under this repository's own config — through the
 * built CLI, on real git repositories, with the Ollama double counting every chat request.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { configTemplate } from '../../../src/init/config-template.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, REPO_ROOT, runCli, type CliRun } from '../../support/run-cli.js';

const CONFIG = '.github/critic-gate.yml';

/** A small TypeScript project, as `init` finds it. */
const PROJECT: Record<string, string> = {
  'package.json': '{\n  "name": "demo",\n  "version": "1.0.0",\n  "dependencies": {\n    "left-pad": "1.2.0"\n  }\n}\n',
  'package-lock.json':
    '{\n  "name": "demo",\n  "version": "1.0.0",\n  "lockfileVersion": 3,\n  "packages": {\n    "node_modules/left-pad": {\n      "version": "1.2.0"\n    }\n  }\n}\n',
  'tsconfig.json': '{\n  "compilerOptions": {"strict": true}\n}\n',
  'src/index.ts': 'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
  'test/index.test.ts': "import { add } from '../src/index.js';\nif (add(1, 2) !== 3) throw new Error('add is broken');\n",
  // This repository's config asks for these sections whenever README.md changes.
  'README.md': '# demo\n\n## Quick start\n\nRun it.\n\n## Verdict rules\n\nAs documented.\n\n## Security\n\nReport privately.\n',
  'bench/run.mjs': 'export const bench = 1;\n',
  'scripts/build.mjs': 'export const build = 1;\n',
  '.github/workflows/ci.yml': 'name: ci\non: [push]\njobs: {}\n',
};

/** The three pull requests of the issue. */
const CHANGES: Record<string, Record<string, string>> = {
  'docs-only': {
    'README.md': `${PROJECT['README.md']!}\n## Contributing\n\nOpen a pull request against main; describe what changed and why.\n`,
    'docs/guide.md': '# Guide\n\nHow to use demo in three steps: install it, import add, call it with two numbers.\n',
  },
  'lockfile-only': {
    'package-lock.json': PROJECT['package-lock.json']!.replace('"lockfileVersion": 3', '"lockfileVersion": 3,\n  "requires": true'),
  },
  dependabot: {
    'package.json': PROJECT['package.json']!.replace('"left-pad": "1.2.0"', '"left-pad": "1.3.0"'),
    'package-lock.json': PROJECT['package-lock.json']!.replace('"version": "1.2.0"', '"version": "1.3.0"'),
  },
};

const initConfig = configTemplate({ paths: Object.keys(PROJECT) });
/** The same config with the assertions left unscoped: they apply to the whole change. */
const unscopedInitConfig = initConfig.replace(/\n {4}files: .*/g, '');
/** init's config without its secrets scan, which reads every file a change adds (issue 42). */
const initConfigWithoutSecrets = initConfig.replace(/\n {2}- \{kind: no-secrets.*/, '');

let double: OllamaDouble;
let repos: GitRepoFixture[] = [];
let ownConfig: string;

beforeAll(async () => {
  assertCliBuilt();
  ownConfig = await readFile(join(REPO_ROOT, CONFIG), 'utf8');
  // A judge that meets the real assertions with a real quote and answers its canaries honestly:
  // a model call is what these tests count.
  double = await startOllamaDouble({ fallback: { content: '', auto: 'honest', real: ['tests', 'errors-handled', 'errors-fail-closed'] } });
});
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});
afterAll(async () => {
  await double.close();
});

async function prOn(config: string, change: Record<string, string>, args: string[] = ['--format', 'json']): Promise<CliRun> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write(CONFIG, config);
  for (const [path, text] of Object.entries(PROJECT)) await repo.write(path, text);
  await repo.commit('base');
  await repo.branch('feature');
  for (const [path, text] of Object.entries(change)) await repo.write(path, text);
  await repo.commit('feature');
  return runCli(['pr', '--repo', repo.dir, '--base', 'main', ...args], { env: { OLLAMA_HOST: double.url } });
}

interface Judged {
  run: CliRun;
  result: CriticResult;
  calls: number;
}

/** Runs one pull request and hands back the result with the number of chat requests it made. */
async function judged(config: string, change: Record<string, string>): Promise<Judged> {
  const before = double.chatRequests().length;
  const run = await prOn(config, change);
  const result = run.json();
  return { run, result, calls: double.chatRequests().length - before };
}

/**
 * `judged` on one of the named changes under the init config or this repository's, run once per
 * file and shared by the tests that ask for the same pair: the same config, change, flags and judge
 * (the double answers every request alike), and `calls` is counted around that one run, so each
 * test reads what its own identical run gave. Made on first use.
 */
const sharedRuns = new Map<string, Promise<Judged>>();
const CONFIGS = { init: () => initConfig, 'this repository': () => ownConfig } as const;
function judgedOnce(name: keyof typeof CONFIGS, kind: string): Promise<Judged> {
  const key = `${name}/${kind}`;
  let run = sharedRuns.get(key);
  if (run === undefined) sharedRuns.set(key, (run = judged(CONFIGS[name](), CHANGES[kind]!)));
  return run;
}

describe('spec §13: a change outside every assertion’s files is not failed, and the model is not asked', () => {
  it('the init config scopes its assertions to source globs (what these tests rely on)', () => {
    expect(initConfig).toMatch(/\n {4}files: "\*\*\/\*\.\{mjs,ts\}"/);
    expect(unscopedInitConfig).not.toMatch(/\n {4}files:/);
  });

  for (const name of ['init', 'this repository'] as const) {
    for (const kind of Object.keys(CHANGES)) {
      it(`${kind} under the ${name} config: PASS, 0 model calls, every assertion not applicable`, async () => {
        const { run, result, calls } = await judgedOnce(name, kind);
        expect(run.stderr).toBe('');
        expect(result.verdict).toBe('PASS');
        expect(run.code).toBe(0);
        expect(calls).toBe(0);
        expect(result.stats.llm_calls).toBe(0);
        expect(result.calibration).toBeUndefined();
        expect(result.score).toBe(1);
        const llm = result.criteria.filter((c) => c.source === 'llm');
        expect(llm.length).toBeGreaterThan(0);
        for (const c of llm) expect(c).toMatchObject({ met: null, status: 'not_applicable' });
      });
    }
  }

  it('lockfile-only under the unscoped init config: the lockfile is ignored, so the material is empty: PASS, 0 calls', async () => {
    const { result, calls } = await judged(unscopedInitConfig, CHANGES['lockfile-only']!);
    expect(result.verdict).toBe('PASS');
    expect(calls).toBe(0);
    expect(result.criteria.map((c) => c.status)).toEqual(['not_applicable', 'not_applicable']);
  });

  it('docs-only under the unscoped init config: the README is material, the judge is asked, and the verdict can PASS', async () => {
    const { result, calls } = await judged(unscopedInitConfig, CHANGES['docs-only']!);
    expect(calls).toBeGreaterThan(0);
    expect(result.verdict).toBe('PASS');
    expect(result.criteria.map((c) => c.status)).toEqual(['judged', 'judged']);
  });

  it('docs-only with the LLM off under the init config: PASS, not SKIPPED, since no LLM assertion applies', async () => {
    const before = double.chatRequests().length;
    const r = await prOn(initConfig, CHANGES['docs-only']!, ['--format', 'json', '--llm', 'off']);
    expect(r.json()).toMatchObject({ verdict: 'PASS', score: 1 });
    expect(double.chatRequests().length).toBe(before);
  });

  it('the true-positive twin: a source change under the init config is judged (the model is asked)', async () => {
    const { result, calls } = await judged(initConfig, {
      'src/index.ts': `${PROJECT['src/index.ts']!}export function sub(a: number, b: number): number {\n  return a - b;\n}\n`,
    });
    expect(calls).toBeGreaterThan(0);
    expect(result.criteria.map((c) => c.status)).toEqual(['judged', 'judged']);
  });
});

describe('spec §13: when nothing in the change is covered by the config, the result and the report say so', () => {
  it('docs-only under the init config without its secrets scan: nothing_covered in the JSON, and one line in the terminal and the markdown report', async () => {
    expect(initConfigWithoutSecrets).not.toContain('no-secrets');
    const { result } = await judged(initConfigWithoutSecrets, CHANGES['docs-only']!);
    expect(result.nothing_covered).toBe(true);
    const r = await prOn(initConfigWithoutSecrets, CHANGES['docs-only']!, []);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`nothing in this change is covered by \`${CONFIG}\``);
    expect(r.stdout).toContain('not applicable');
    // The review and the job summary are markdown: the same line there.
    const md = await prOn(initConfigWithoutSecrets, CHANGES['docs-only']!, ['--format', 'markdown']);
    expect(md.stdout).toContain(`Nothing in this change is covered by \`${CONFIG}\`.`);
  });

  it('docs-only under the whole init config is covered: no-secrets read every added line', async () => {
    const { result } = await judgedOnce('init', 'docs-only');
    expect(result.nothing_covered).toBeUndefined();
    expect(result.gate.find((g) => g.kind === 'no-secrets')).toMatchObject({ passed: true });
  });

  it('a README change under this repository’s config is covered (required-sections reads README.md): no such line', async () => {
    const { result } = await judged(ownConfig, { 'README.md': CHANGES['docs-only']!['README.md']! });
    expect(result.nothing_covered).toBeUndefined();
  });

  it('a Dependabot change under the init config is covered by json-valid: no such line', async () => {
    const { result } = await judgedOnce('init', 'dependabot');
    expect(result.nothing_covered).toBeUndefined();
  });
});
