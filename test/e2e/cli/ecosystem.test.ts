/**
 * The CLI as people meet it: help per command with every flag described, suggestions for a
 * misspelt flag, `init`, NO_COLOR / FORCE_COLOR, progress on stderr, and one message per failure.
 * In-process through main() with a recording io; the judge is the real client against the double.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../../src/cli/args.js';
import type { CliIo } from '../../../src/cli/io.js';
import { main } from '../../../src/cli/main.js';
import { parseConfig } from '../../../src/config/index.js';
import { workflowTemplate } from '../../../src/init/templates.js';
import { overrideWorkflowTemplate } from '../../../src/init/workflows.js';
import { lazyJudge } from '../../../src/judge/lazy.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { REPO_ROOT } from '../../support/run-cli.js';
import { sarifProblems } from '../../support/sarif.js';

interface Recorded {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(
  argv: string[],
  o: { env?: Record<string, string>; tty?: boolean; stderrTty?: boolean; cwd?: string; stdin?: string } = {},
): Promise<Recorded> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    readStdin: async () => o.stdin ?? '',
    readFile: (p) => readFile(p, 'utf8'),
    writeFile: async () => undefined,
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    isTty: o.tty ?? false,
    stderrIsTty: o.stderrTty ?? false,
  };
  const code = await main(argv, o.env ?? {}, { io, makeJudge: lazyJudge, cwd: o.cwd ?? REPO_ROOT });
  return { code, stdout, stderr };
}

const repos: GitRepoFixture[] = [];
let ollama: OllamaDouble | undefined;
afterEach(async () => {
  await Promise.all([...repos.splice(0).map((r) => r.cleanup()), ollama?.close()]);
  ollama = undefined;
});

describe('help', () => {
  it.each(['judge', 'pr', 'init', 'schema'] as const)('%s --help describes every flag the command takes', async (command) => {
    const r = await cli([command, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^Usage: critic-gate ${command}`));
    const taken = Object.entries(COMMANDS[command].flags);
    expect(taken.length).toBeGreaterThan(0);
    for (const [name, flag] of taken) expect(r.stdout).toContain(`--${name}${'value' in flag ? ` ${flag.value}` : ''}  `);
    for (const [, flag] of taken) expect(r.stdout).toContain(flag.help);
    // Not the global usage.
    expect(r.stdout).not.toContain('Commands:');
    expect((await cli(['help', command])).stdout).toBe(r.stdout);
  });

  it('the global help lists the commands, init among them', async () => {
    const r = await cli(['--help']);
    expect(r.stdout).toMatch(
      /Commands:\n {2}critic-gate judge .*\n.*\n {2}critic-gate pr .*\n.*\n {2}critic-gate test .*\n.*\n {2}critic-gate eval .*\n.*\n {2}critic-gate init .*\n.*\n {2}critic-gate schema/,
    );
  });
});

describe('misspellings', () => {
  it('a misspelt flag gets the closest one; exit 4; pr prints no JSON in text mode', async () => {
    const r = await cli(['pr', '--base', 'HEAD~1', '--formt', 'json']);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('unknown option --formt; did you mean --format?');
    expect(r.stdout).toBe('');
  });

  it('a misspelt command and a misspelt format get suggestions', async () => {
    expect((await cli(['juge'])).stderr).toContain('unknown command "juge"; did you mean judge?');
    expect((await cli(['pr', '--base', 'x', '--format', 'jsn'])).stderr).toContain('did you mean json?');
  });

  it('pr without --base: one message on stderr, nothing on stdout (text mode), a result with --format json', async () => {
    const text = await cli(['pr']);
    expect(text.code).toBe(4);
    expect(text.stdout).toBe('');
    expect(text.stderr.match(/--base REF is required/g)).toHaveLength(1);
    const json = await cli(['pr', '--format', 'json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
  });
});

describe('colour', () => {
  async function prRun(env: Record<string, string>, tty: boolean): Promise<Recorded> {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('.github/critic-gate.yml', 'version: 1\ngate:\n  - {kind: no-placeholders, files: "*.ts", scope: added}\n');
    await repo.write('a.ts', 'export {};\n');
    await repo.commit('base');
    await repo.write('a.ts', 'export {}; // TODO\n');
    await repo.commit('head');
    return cli(['pr', '--repo', repo.dir, '--base', 'HEAD~1'], { env, tty });
  }

  it('a terminal gets colour; NO_COLOR turns it off; FORCE_COLOR turns it on in a pipe', async () => {
    expect((await prRun({}, true)).stdout).toContain('\u001b[');
    expect((await prRun({ NO_COLOR: '1' }, true)).stdout).not.toContain('\u001b[');
    expect((await prRun({}, false)).stdout).not.toContain('\u001b[');
    expect((await prRun({ FORCE_COLOR: '1' }, false)).stdout).toContain('\u001b[');
  });

  it('on a terminal the failure is said once (the report), not again on stderr', async () => {
    const r = await prRun({}, true);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('');
    const piped = await prRun({}, false);
    expect(piped.stderr).toMatch(/^critic-gate: FAIL: score 0\.00/);
  });
});

describe('progress', () => {
  const input = JSON.stringify({
    output: 'def f():\n    return 1\n',
    task_description: 'f returns 1',
    schema: { type: 'code', language: 'python' },
    assertions: [{ id: 'one', text: 'f returns 1' }],
  });
  const answer = {
    content: JSON.stringify({
      criteria: [{ id: 'one', met: true, evidence: 'output:2 returns 1', location: { path: 'output', line: 2, quote: 'return 1' } }],
    }),
  };

  it('--progress: host, model, elapsed time and tokens on stderr; the result on stdout is unchanged', async () => {
    ollama = await startOllamaDouble({ chat: [answer, answer] });
    const r = await cli(['judge', '--ollama-host', ollama.url, '--progress'], { stdin: input });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      new RegExp(
        `^critic-gate: judging 1 assertion with qwen2\\.5-coder:7b at ${ollama.url.replace(/[.]/g, '\\.')} · \\d+ s · 0 tokens$`,
        'm',
      ),
    );
    expect(r.stderr).toMatch(/^critic-gate: judged 1 assertion with .* · \d+ s · [1-9]\d* tokens$/m);
    const quiet = await cli(['judge', '--ollama-host', ollama.url], { stdin: input });
    expect(quiet.stderr).toBe('');
    expect(JSON.parse(quiet.stdout)).toEqual({ ...JSON.parse(r.stdout), stats: expect.any(Object) });
  });

  it('a terminal on stderr gets it redrawn in place without asking; --no-progress silences it', async () => {
    ollama = await startOllamaDouble({ chat: [answer, answer] });
    const live = await cli(['judge', '--ollama-host', ollama.url], { stdin: input, stderrTty: true });
    expect(live.stderr).toContain('\r\u001b[K');
    const off = await cli(['judge', '--ollama-host', ollama.url, '--no-progress'], { stdin: input, stderrTty: true });
    expect(off.stderr).toBe('');
  });

  it('judge --format sarif prints valid SARIF', async () => {
    const r = await cli(['judge', '--llm', 'off', '--format', 'sarif'], {
      stdin: JSON.stringify({
        output: 'TODO',
        task_description: 't',
        schema: { type: 'text' },
        assertions: [{ id: 'n', text: 'no todo', check: { kind: 'not-contains', pattern: 'TODO' } }],
      }),
    });
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout) as { runs: Array<{ results: Array<{ ruleId: string }> }> };
    expect(sarifProblems(log)).toEqual([]);
    expect(log.runs[0]!.results.map((x) => x.ruleId)).toEqual(['criterion/n']);
  });
});

describe('init', () => {
  it('outside a git repository: exit 4, nothing written, and how to fix it (issue 38 part 6)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'critic-gate-not-a-repo-'));
    try {
      const r = await cli(['init', '--repo', dir]);
      expect(r.code).toBe(4);
      expect(r.stderr).toContain('is not a git repository');
      expect(r.stderr).toContain('nothing was written');
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes a config for the languages found and the workflow; the config parses; never overwrites without --force', async () => {
    const repo = await createGitRepo();
    repos.push(repo);
    await repo.write('src/app.py', 'print(1)\n');
    await repo.write('web/main.ts', 'export {};\n');
    await repo.write('package.json', '{}\n');
    await repo.write('node_modules/x/index.js', '');
    await repo.commit('a project');

    const r = await cli(['init', '--repo', repo.dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('wrote   .github/critic-gate.yml');
    expect(r.stdout).toContain('wrote   .github/workflows/critic-gate.yml');
    // The sanctioned way out of a false FAIL comes with it (spec §14).
    expect(r.stdout).toContain('wrote   .github/workflows/critic-gate-override.yml');
    const config = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    // The editor's schema is the one written beside the config, by the critic-gate that wrote it.
    expect(config).toMatch(/^# yaml-language-server: \$schema=\.\/critic-gate\.schema\.json$/m);
    expect(JSON.parse(await readFile(join(repo.dir, '.github/critic-gate.schema.json'), 'utf8'))).toHaveProperty('$schema');
    expect(config).toContain('{kind: syntax, files: "**/*.{py,ts}"}');
    expect(config).toContain('{kind: json-valid, files: "**/*.json"}');
    expect(config).not.toMatch(/\bjs\b/);
    const parsed = parseConfig(config, '.github/critic-gate.yml');
    expect(parsed.gate.map((g) => g.kind)).toEqual(['syntax', 'json-valid', 'no-placeholders', 'no-secrets', 'max-changed-lines']);
    expect(await readFile(join(repo.dir, '.github/workflows/critic-gate.yml'), 'utf8')).toBe(workflowTemplate());
    expect(existsSync(join(repo.dir, '.github/actionlint.yaml'))).toBe(true);

    await repo.write('.github/critic-gate.yml', 'mine\n');
    const again = await cli(['init', '--repo', repo.dir]);
    expect(again.code).toBe(4);
    expect(again.stderr).toContain(
      '.github/critic-gate.yml, .github/workflows/critic-gate.yml and .github/workflows/critic-gate-override.yml already exist; nothing was written (--force overwrites)',
    );
    expect(await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8')).toBe('mine\n');
    const forced = await cli(['init', '--repo', repo.dir, '--force']);
    expect(forced.code).toBe(0);
    // Overwritten, now also with a YAML check: the tree has the workflow's YAML files.
    const rewritten = await readFile(join(repo.dir, '.github/critic-gate.yml'), 'utf8');
    expect(parseConfig(rewritten, '.github/critic-gate.yml').gate.map((g) => g.kind)).toContain('yaml-valid');
  });

  it('the example workflow in this repository is the one init writes', async () => {
    expect(await readFile(join(REPO_ROOT, '.github/examples/critic-gate.yml'), 'utf8')).toBe(workflowTemplate());
    expect(await readFile(join(REPO_ROOT, '.github/examples/critic-gate-override.yml'), 'utf8')).toBe(overrideWorkflowTemplate());
  });
});
