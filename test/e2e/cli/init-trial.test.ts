/**
 * `init` as a team adopting critic-gate meets it on a real tree (issue 26): the checks it writes are
 * tried on the tree first, so the first pull request is not failed for files nobody touched; what
 * the repository says is generated, and lockfiles, are ignored; scripts known by their #! line are
 * parsed. Each case keeps its true-positive twin: a real error in a pull request still fails.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/index.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { runCli } from '../../support/run-cli.js';
import { fakeGithubToken, LOOK_ALIKES } from '../../support/fake-credentials.js';

const repos: GitRepoFixture[] = [];
afterEach(async () => {
  await Promise.all(repos.splice(0).map((r) => r.cleanup()));
});

interface Gated {
  verdict: string;
  failed: string[];
  evidence: string;
}

/** `pr --llm off` on base..HEAD under the config init wrote at `base`. */
async function gate(repo: GitRepoFixture, base: string): Promise<Gated> {
  const r = await runCli(['pr', '--repo', repo.dir, '--base', base, '--llm', 'off', '--format', 'json']);
  const result = JSON.parse(r.stdout) as { verdict: string; gate: Array<{ id: string; passed: boolean; evidence: string }> };
  const failed = result.gate.filter((g) => !g.passed);
  return { verdict: result.verdict, failed: failed.map((g) => g.id), evidence: failed.map((g) => g.evidence).join('\n') };
}

async function adopt(repo: GitRepoFixture): Promise<{ config: string; base: string }> {
  const init = await runCli(['init', '--repo', repo.dir]);
  expect(init.code, init.stderr).toBe(0);
  const config = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
  parseConfig(config, '.github/critic-gate.yml');
  return { config, base: await repo.commit('critic-gate init') };
}

describe('init tries its checks on the tree it scanned', () => {
  it('leaves out a file that fails a check today, says why, and a new broken file in a pull request still fails', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('package.json', '{"name": "x"}\n');
    await repo.write('src/index.ts', 'export const a = 1;\n');
    // A fixture that is invalid on purpose, as parsers' own test suites keep them.
    await repo.write('test/fixtures/broken.json', '{"a": 1,,}\n');
    await repo.commit('a project');
    const { config, base } = await adopt(repo);

    expect(config).toContain('# json-valid leaves out 1 file(s) that fail it today');
    expect(config).toMatch(/#\s+test\/fixtures\/broken\.json:1:\d+: /);
    expect(config).toContain('exclude: ["test/fixtures/broken.json"]');

    // Touching the fixture is no longer a FAIL …
    await repo.write('test/fixtures/broken.json', '{"a": 2,,}\n');
    await repo.commit('touch the fixture');
    expect((await gate(repo, base)).failed).not.toContain('json-valid');

    // … but a new invalid JSON file is.
    await repo.write('src/config.json', '{"port": 80,}\n');
    await repo.commit('a broken config');
    const broken = await gate(repo, base);
    expect(broken.verdict).toBe('FAIL');
    expect(broken.evidence).toContain('src/config.json');
  });

  it('parses scripts known by their #! line, and a broken one in a pull request fails', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    for (const name of ['a', 'b', 'c', 'd']) await repo.write(`test/${name}`, '#!/bin/sh\necho ok\n', { executable: true });
    await repo.write('install', '#!/usr/bin/env bash\necho install\n', { executable: true });
    await repo.write('README', 'no #! here\n');
    await repo.commit('scripts');
    const { config, base } = await adopt(repo);

    expect(config).toMatch(/\{kind: syntax, files: \["install", "test\/\*"\], allow_empty: true\}\s+# 5 #! script\(s\)/);

    await repo.write('install', '#!/usr/bin/env bash\nif then fi (\n', { executable: true });
    await repo.commit('break it');
    const broken = await gate(repo, base);
    expect(broken.verdict).toBe('FAIL');
    expect(broken.failed).toContain('syntax');

    // A script named by its path is later deleted: the next pull request, whose base no longer has
    // it, is still gated, not stopped by a config error.
    await repo.remove('install');
    const deleted = await repo.commit('drop the installer');
    await repo.write('README', 'still no #! here\n');
    await repo.commit('docs');
    const after = await runCli(['pr', '--repo', repo.dir, '--base', deleted, '--llm', 'off', '--format', 'json']);
    expect(after.code, after.stderr).not.toBe(4);
  });
});

describe('what init covers', () => {
  it('parses TOML, and leaves a Helm chart’s templates out of yaml-valid (YAML only once rendered)', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('pyproject.toml', '[project]\nname = "app"\nrequires-python = ">=3.11"\n');
    await repo.write('app/main.py', 'print(1)\n');
    await repo.write('deploy/app/Chart.yaml', 'apiVersion: v2\nname: app\nversion: 0.1.0\n');
    await repo.write('deploy/app/values.yaml', 'replicas: 2\n');
    await repo.write('deploy/app/templates/deployment.yaml', '{{- if .Values.enabled }}\nkind: Deployment\n{{- end }}\n');
    await repo.commit('a project with a chart');
    const { config, base } = await adopt(repo);

    expect(config).toContain('{kind: syntax, files: "**/*.{py,toml}"}');
    expect(config).toContain('{kind: yaml-valid, files: "**/*.yaml", exclude: ["deploy/app/templates/**"]}');

    await repo.write(
      'deploy/app/templates/deployment.yaml',
      '{{- if .Values.enabled }}\nkind: Deployment\nreplicas: {{ .Values.replicas }}\n{{- end }}\n',
    );
    await repo.commit('template the replicas');
    expect((await gate(repo, base)).failed).toEqual([]);

    await repo.write('pyproject.toml', '[project]\nname = "app"\nname = "again"\n');
    await repo.commit('a duplicate key');
    const broken = await gate(repo, base);
    expect(broken.verdict).toBe('FAIL');
    expect(broken.evidence).toContain('pyproject.toml');
  });
});

describe('what init covers: go.mod', () => {
  const hasGo = spawnSync('go', ['version']).status === 0;
  if (!hasGo && process.env['CI'] !== 'true') console.warn('init-trial.test.ts: `go` is not on PATH, so the go.mod gate is not tried');

  it('writes go.mod into a syntax check of its own and covers .vue files, which passes on the tree; a broken go.mod in a pull request fails', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('go.mod', 'module example.com/app\n\ngo 1.18\n\nrequire github.com/spf13/cobra v1.8.0\n');
    await repo.write('main.go', 'package main\n\nfunc main() {}\n');
    await repo.write(
      'web/App.vue',
      '<template>\n  <p>{{ msg }}</p>\n</template>\n<script setup lang="ts">\nconst msg: string = "hi";\n</script>\n',
    );
    await repo.commit('a Go module');
    const { config, base } = await adopt(repo);
    expect(config).toContain('{kind: syntax, files: "**/go.mod"}');
    // Vue components are parsed with Vue's own compiler, and count as source.
    expect(config).toContain('{kind: syntax, files: "**/*.{go,vue}"}');
    expect(config).toContain('{kind: no-placeholders, files: "**/*.{go,vue}"');
    expect(config).not.toContain('leaves out');
    // Nothing skipped silently: CI installs Go (.ci/run), and this part needs it.
    if (!hasGo && process.env['CI'] !== 'true') return;

    await repo.write('go.mod', 'module example.com/app\n\ngo 1.18\n\nrequire (\n\tgithub.com/spf13/cobra\n)\n');
    await repo.commit('a require without its version');
    const broken = await gate(repo, base);
    expect(broken.verdict).toBe('FAIL');
    expect(broken.evidence).toMatch(/go\.mod:6(:\d+)?: usage: require module\/path v1\.2\.3/);
  });
});

describe('what init ignores', () => {
  it('a lockfile-only and a generated-only change do not fail, and their size is not counted', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/index.ts', 'export const a = 1;\n');
    await repo.write('.gitattributes', 'api/generated/** linguist-generated\n*.pb.go linguist-generated=true\n');
    await repo.write('api/generated/client.ts', 'export {};\n');
    await repo.commit('a project');
    const { config, base } = await adopt(repo);

    expect(config).toContain('"**/pnpm-lock.yaml"');
    expect(config).toContain('"**/go.sum"');
    expect(config).toContain('"api/generated/**"');
    expect(config).toContain('"**/*.pb.go"');

    // Far over the size limit init writes, in files no person writes by hand.
    const lines = Array.from({ length: 3000 }, (_, i) => `pkg-${i}@1.0.${i}:\n  resolution: "sha512-${i}"`).join('\n');
    await repo.write('pnpm-lock.yaml', `${lines}\n`);
    await repo.write('api/generated/client.ts', `${Array.from({ length: 2500 }, (_, i) => `export const c${i} = ${i};`).join('\n')}\n`);
    await repo.commit('bump dependencies, regenerate the client');
    const bumped = await gate(repo, base);
    expect(bumped.verdict).not.toBe('FAIL');
    expect(bumped.failed).toEqual([]);

    // The twin: the same size in hand-written source is still over the limit.
    await repo.write('src/big.ts', `${Array.from({ length: 2500 }, (_, i) => `export const b${i} = ${i};`).join('\n')}\n`);
    await repo.commit('a big change');
    const big = await gate(repo, base);
    expect(big.verdict).toBe('FAIL');
    expect(big.failed).toContain('max-changed-lines');
  });

  it('a docs-only change, however large, ends without FAIL, with no judge and no model configured', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/app.py', 'print(1)\n');
    await repo.write('README.md', '# app\n');
    await repo.commit('a project');
    const { base } = await adopt(repo);
    // A changelog moved to another format: thousands of lines, none of them code.
    await repo.write('CHANGES.md', Array.from({ length: 2500 }, (_, i) => `- change ${i}`).join('\n'));
    await repo.commit('docs');
    const docs = await gate(repo, base);
    expect(['PASS', 'SKIPPED']).toContain(docs.verdict);
  });
});

describe('init writes no-secrets for every repository (issue 42)', () => {
  it('a repository of docs alone: a token committed in a dotfile fails, a documented look-alike passes', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('README.md', '# Notes\n');
    await repo.commit('docs');
    const { config, base } = await adopt(repo);
    expect(config).toMatch(/- \{kind: no-secrets, scope: added\}/);
    await repo.write('docs/setup.md', `# Setup\n\n${LOOK_ALIKES}\n`);
    await repo.commit('honest: documented examples');
    const honest = await gate(repo, base);
    expect(honest.failed, honest.evidence).toEqual([]);
    await repo.write('.npmrc', `//npm.pkg.github.com/:_authToken=${fakeGithubToken()}\n`);
    await repo.commit('a token');
    const leaked = await gate(repo, base);
    expect(leaked.verdict).toBe('FAIL');
    expect(leaked.evidence).toContain('.npmrc:1');
    expect(leaked.evidence).not.toContain(fakeGithubToken());
  });
});
