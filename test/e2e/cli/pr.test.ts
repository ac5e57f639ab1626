/**
 * `critic-gate pr` as a developer (or a coding agent's stop hook) runs it: the built dist/cli.js
 * in a child process, on real git repositories in temp folders, the assertions file read from
 * the base commit, and the Ollama double as the judge.
 */
import type { CriticResult } from '../../../src/contract/result.js';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, numstat, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, REPO_ROOT, runCli, type CliRun, type RunCliOptions } from '../../support/run-cli.js';
import { closedPort } from '../../support/ports.js';

const CONFIG = '.github/critic-gate.yml';
/** The prompt-injection tripwire runs by default after the configured checks (spec §11). */
const TRIPWIRE = 'prompt-injection';
const FIXTURES = join(REPO_ROOT, 'test/fixtures/cli');

/** The gate of most tests: a new TODO in src/ fails; an old one (already at the base) does not. */
const PLACEHOLDER_CONFIG = `version: 1
gate:
  - {kind: no-placeholders, files: "src/**", scope: added}
  - {kind: json-valid, files: "**/*.json", allow_empty: true}
`;

const BASE_A = '// TODO: an old note that predates the change\nexport const a = 1;\n';
const GOOD_A = `${BASE_A}export const b = 2;\nexport const sum = a + b;\n`;
const BAD_A = `${BASE_A}// TODO: handle negative numbers\nexport const b = 2;\n`;

let repos: GitRepoFixture[] = [];
let scratch: string;
beforeAll(async () => {
  assertCliBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-pr-'));
});
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

interface Scenario {
  repo: GitRepoFixture;
  /** The tip of `main`, where the assertions file is read from. */
  base: string;
  /** Where `feature` branched off `main`: the diff starts here. */
  mergeBase: string;
  head: string;
}

/**
 * `main` holds the config and src/a.ts; `feature` branches off and gets `headFiles`; then `main`
 * moves on (README.md changes), so the base tip and the merge-base differ as they do in a real PR.
 */
async function scenario(
  config: string,
  headFiles: Record<string, string | Uint8Array | null>,
  extraBase: Record<string, string> = {},
): Promise<Scenario> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write(CONFIG, config);
  await repo.write('src/a.ts', BASE_A);
  await repo.write('src/old-name.ts', 'export const moved = "this file is renamed on the branch";\nexport const stays = true;\n');
  await repo.write('README.md', '# demo\n');
  for (const [path, text] of Object.entries(extraBase)) await repo.write(path, text);
  const mergeBase = await repo.commit('base: config and a.ts');
  await repo.branch('feature');
  for (const [path, content] of Object.entries(headFiles)) {
    if (content === null) await repo.remove(path);
    else await repo.write(path, content);
  }
  const head = await repo.commit('feature: add b and sum\n\nAdds the constant b and the sum of a and b.');
  await repo.checkout('main');
  await repo.write('README.md', '# demo\n\nMain moved on after the branch was made.\n');
  const base = await repo.commit('main: README');
  await repo.checkout('feature');
  return { repo, base, mergeBase, head };
}

const pr = (s: Scenario, args: string[], options: RunCliOptions = {}): Promise<CliRun> =>
  runCli(['pr', '--repo', s.repo.dir, '--base', 'main', ...args], options);

const goodChange = {
  'src/a.ts': GOOD_A,
  'src/new.ts': 'export const fresh = true;\n',
  'data/settings.json': '{"enabled": true}\n',
  'src/old-name.ts': null,
  'src/renamed.ts': 'export const moved = "this file is renamed on the branch";\nexport const stays = true;\n',
  'assets/pixel.bin': new Uint8Array([0, 1, 2, 3, 0, 255, 0, 7]),
};

describe('critic-gate pr: a passing change', () => {
  it('exits 0 without any judge (no LLM assertions), and the terminal report lists the gate checks', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, goodChange);
    const port = await closedPort();
    const r = await pr(s, [], { env: { OLLAMA_HOST: `http://127.0.0.1:${port}` } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^critic-gate {2}PASS {2}score 1\.00/);
    expect(r.stdout).toMatch(/✓ no-placeholders +\S/);
    expect(r.stdout).toMatch(/✓ json-valid +\S/);
    // Plain text for a pipe: no colour codes.
    expect(r.stdout).not.toContain('\u001b[');
  });

  it('--format json prints the result: subject.files agree with git diff --numstat -M from the merge-base, config from the base', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, goodChange);
    const r = await pr(s, ['--format', 'json']);
    expect(r.code).toBe(0);
    const result = r.json();
    expect(result.verdict).toBe('PASS');
    expect(result.config).toEqual({ path: CONFIG, source: 'base', commit: s.base });
    expect(result.subject?.head).toBe(s.head);

    const reference = await numstat(s.repo, s.mergeBase, s.head, ['-M']);
    const files = result.subject!.files;
    const key = (f: { path: string }) => f.path;
    expect(files.map(key).sort()).toEqual(reference.map(key).sort());
    for (const ref of reference) {
      const f = files.find((x) => x.path === ref.path)!;
      expect({ path: f.path, old_path: f.old_path, additions: f.additions, deletions: f.deletions }).toEqual({
        path: ref.path,
        old_path: ref.oldPath,
        additions: ref.additions ?? 0,
        deletions: ref.deletions ?? 0,
      });
      expect(f.binary).toBe(ref.additions === undefined);
    }
    // The branch's own files, not main's later README change.
    expect(files.map(key)).not.toContain('README.md');
    expect(files.find((f) => f.path === 'src/renamed.ts')).toMatchObject({ status: 'renamed', old_path: 'src/old-name.ts' });
    expect(files.find((f) => f.path === 'assets/pixel.bin')).toMatchObject({ status: 'added', binary: true });
  });

  it('--json FILE writes the same result JSON while the terminal report goes to stdout', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, goodChange);
    const out = join(scratch, 'result.json');
    const r = await pr(s, ['--json', out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^critic-gate {2}PASS/);
    const written = JSON.parse(await readFile(out, 'utf8')) as { verdict: string; config: unknown; subject: { files: unknown[] } };
    expect(written.verdict).toBe('PASS');
    expect(written.config).toEqual({ path: CONFIG, source: 'base', commit: s.base });
    expect(written.subject.files.length).toBe((await numstat(s.repo, s.mergeBase, s.head)).length);
  });

  it('--format markdown prints a markdown report with the verdict and the gate checks', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, goodChange);
    const r = await pr(s, ['--format', 'markdown']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^#+ .*critic-gate: PASS/m);
    expect(r.stdout).toMatch(/^\|.*no-placeholders.*\|$/m);
    expect(r.stdout).not.toMatch(/^\s*\{/);
  });

  it('is SKIPPED (exit 3) with an LLM assertion and --llm off', async () => {
    const config = `${PLACEHOLDER_CONFIG}assertions:\n  - {id: sum, text: "The sum of a and b is exported"}\n`;
    const s = await scenario(config, goodChange);
    const r = await pr(s, ['--llm', 'off', '--format', 'json']);
    expect(r.code).toBe(3);
    expect(r.json()).toMatchObject({ verdict: 'SKIPPED', _critic_status: 'skipped', gate_passed: false });
  });
});

describe('critic-gate pr: a failing gate', () => {
  it('exits 2 and the terminal report names the new TODO at src/a.ts:3 (the old one at line 1 is not counted)', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': BAD_A });
    const r = await pr(s, []);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/^critic-gate {2}FAIL/);
    expect(r.stdout).toMatch(/✗ no-placeholders [^\n]*(\n {6,}[^\n]*)*src\/a\.ts:3:/);
    expect(r.stdout).not.toContain('src/a.ts:1');
  });

  it('reads the config from the base: a head that deletes the failing check from it still fails', async () => {
    const weakened = 'version: 1\ngate:\n  - {kind: json-valid, files: "**/*.json", allow_empty: true}\n';
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': BAD_A, [CONFIG]: weakened });
    const r = await pr(s, ['--format', 'json']);
    expect(r.code).toBe(2);
    const result = r.json();
    expect(result.config).toEqual({ path: CONFIG, source: 'base', commit: s.base });
    expect(result.gate.find((g) => g.kind === 'no-placeholders')).toMatchObject({
      passed: false,
      location: { path: 'src/a.ts', line: 3 },
    });
  });
});

describe('critic-gate pr: where the config comes from', () => {
  it('--config outside the repository is read from disk, and the result says so', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': BAD_A });
    const outside = join(FIXTURES, 'outside-config.yml');
    const r = await pr(s, ['--config', outside, '--format', 'json']);
    // The disk config has no placeholder check, so the TODO does not matter here.
    expect(r.code).toBe(0);
    const result = r.json();
    expect(result.config).toMatchObject({ source: 'disk' });
    expect(result.config?.commit).toBeUndefined();
    expect(result.gate.map((g) => g.kind)).toEqual(['json-valid', TRIPWIRE]);
  });

  it('a relative --config is relative to --repo, not to the folder the command runs in', async () => {
    const strict = `${PLACEHOLDER_CONFIG}threshold: 1.0\n`;
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': BAD_A }, { '.github/strict.yml': strict });
    // Another checkout in the folder the command runs from holds a lenient file at the same path.
    const elsewhere = await mkdtemp(join(scratch, 'elsewhere-'));
    await mkdir(join(elsewhere, '.github'), { recursive: true });
    await writeFile(join(elsewhere, '.github/strict.yml'), 'version: 1\ngate: []\n');
    const r = await runCli(['pr', '--repo', s.repo.dir, '--base', 'main', '--config', '.github/strict.yml', '--format', 'json'], {
      cwd: elsewhere,
    });
    expect(r.code).toBe(2);
    const result = r.json();
    expect(result.config).toEqual({ path: '.github/strict.yml', source: 'base', commit: s.base });
    expect(result.gate.map((g) => g.kind)).toEqual(['no-placeholders', 'json-valid', TRIPWIRE]);
  });

  it("--config inside the repository that is not at the base: the working tree's copy, with a notice (spec §16); missing everywhere, exit 4", async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': GOOD_A, '.github/strict.yml': PLACEHOLDER_CONFIG });
    const r = await runCli(['pr', '--base', 'main', '--config', '.github/strict.yml', '--format', 'json'], { cwd: s.repo.dir });
    expect(r.stderr).toContain('.github/strict.yml is not yet on the base branch');
    expect(r.json().config).toEqual({ path: '.github/strict.yml', source: 'worktree' });
    const missing = await runCli(['pr', '--base', 'main', '--config', '.github/none.yml'], { cwd: s.repo.dir });
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain('.github/none.yml');
    expect(missing.stderr).toMatch(/not found at the base commit/);
    // An error is not a verdict for a reader (spec §13).
    expect(missing.stdout).toMatch(/^critic-gate {2}ERROR — not judged: .*none\.yml/);
    expect(missing.stdout).not.toMatch(/FAIL/);
  });

  it('a config error (unknown kind) exits 4 naming file:line:col and the field', async () => {
    const broken =
      'version: 1\ngate:\n  - {kind: json-valid, files: "**/*.json", allow_empty: true}\n  - kind: json-vlaid\n    files: "**/*.json"\n';
    const s = await scenario(broken, { 'src/a.ts': GOOD_A });
    const r = await pr(s, ['--format', 'json']);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/\.github\/critic-gate\.yml:4:\d+: gate\[1\]\.kind: .*json-vlaid/);
    const result = r.json();
    expect(result).toMatchObject({ verdict: 'FAIL', _critic_status: 'error' });
    expect(result.error).toContain('gate[1].kind');
  });

  it('an unknown field is an error too, not ignored', async () => {
    const s = await scenario(`${PLACEHOLDER_CONFIG}treshold: 0.5\n`, { 'src/a.ts': GOOD_A });
    const r = await pr(s, []);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/\.github\/critic-gate\.yml:5:\d+: .*treshold/);
  });
});

describe('critic-gate pr: command checks', () => {
  const COMMANDS = `version: 1
gate:
  - {id: marker, kind: command, run: "echo ran > command-ran.txt && cat command-ran.txt"}
  - {id: compiles, kind: command, run: "grep -q 'export const b' src/a.ts", message: "b must be exported"}
`;

  it('are refused without --allow-commands: exit 2, not run, and the evidence says how to enable them', async () => {
    const s = await scenario(COMMANDS, { 'src/a.ts': GOOD_A });
    const r = await pr(s, ['--format', 'json']);
    expect(r.code).toBe(2);
    const result = r.json();
    expect(result.gate_passed).toBe(false);
    for (const g of result.gate.filter((c) => c.kind === 'command')) {
      expect(g).toMatchObject({ passed: false, not_run: true });
      expect(g.evidence).toMatch(/not run/);
      expect(`${g.evidence} ${g.fix ?? ''}`).toContain('--allow-commands');
    }
    expect(existsSync(join(s.repo.dir, 'command-ran.txt'))).toBe(false);
  });

  it('run with --allow-commands when the config came from the base', async () => {
    const s = await scenario(COMMANDS, { 'src/a.ts': GOOD_A });
    const r = await pr(s, ['--allow-commands', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.json().gate.map((g) => [g.id, g.passed])).toEqual([
      ['marker', true],
      ['compiles', true],
      [TRIPWIRE, true],
    ]);
    expect(r.json().gate[0]?.evidence).toContain('last output:\nran');
    // The command wrote to the sandbox's scratch copy, never to the working tree.
    expect(existsSync(join(s.repo.dir, 'command-ran.txt'))).toBe(false);
  });

  it('never prints GITHUB_TOKEN: the command sees no process holding it, and output carrying it is redacted', async () => {
    const token = 'ghs_cliPlantedToken0123456789abcdefghij';
    const leak = `version: 1
gate:
  - {id: leak, kind: command, run: "for p in /proc/[0-9]*; do { tr '\\\\0' '\\\\n' < $p/environ; } 2>/dev/null; done | grep -c GITHUB_TOKEN; cat src/planted.txt; exit 1"}
`;
    const s = await scenario(leak, { 'src/planted.txt': `${token} plain-secret-value\n` });
    const json = join(s.repo.dir, '..', `${Math.random().toString(36).slice(2)}-result.json`);
    onTestFinished(() => rm(json, { force: true }));
    const r = await pr(s, ['--allow-commands', '--format', 'markdown', '--json', json], { env: { GITHUB_TOKEN: 'plain-secret-value' } });
    expect(r.code).toBe(2);
    for (const text of [r.stdout, r.stderr, await readFile(json, 'utf8')]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain('plain-secret-value');
    }
    expect((JSON.parse(await readFile(json, 'utf8')) as CriticResult).gate[0]?.evidence).toContain('last output:\n0\n*** ***');
  });

  it('a failing command fails the gate with its message', async () => {
    const s = await scenario(COMMANDS, { 'src/a.ts': BASE_A.replace('a = 1', 'a = 2') });
    const r = await pr(s, ['--allow-commands', '--format', 'json']);
    expect(r.code).toBe(2);
    expect(r.json().gate.find((g) => g.id === 'compiles')).toMatchObject({ passed: false, fix: 'b must be exported' });
  });

  it('are refused when the working tree is not at --head: they would check other files than the judged ones', async () => {
    const s = await scenario(COMMANDS, { 'src/a.ts': GOOD_A });
    await s.repo.checkout('main');
    const r = await pr(s, ['--head', 'feature', '--allow-commands', '--format', 'json']);
    expect(r.code).toBe(2);
    expect(r.json().gate[0]).toMatchObject({ id: 'marker', passed: false, not_run: true });
    expect(r.json().gate[0]!.evidence).toMatch(/not at --head feature/);
    expect(existsSync(join(s.repo.dir, 'command-ran.txt'))).toBe(false);
  });

  it('are refused even with --allow-commands when the config came from disk', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': GOOD_A });
    const r = await pr(s, ['--allow-commands', '--config', join(FIXTURES, 'outside-commands.yml'), '--format', 'json']);
    expect(r.code).toBe(2);
    const result = r.json();
    expect(result.config?.source).toBe('disk');
    expect(result.gate[0]).toMatchObject({ id: 'marker', passed: false, not_run: true });
    expect(result.gate[0]!.evidence).toMatch(/not run: .*disk/);
    expect(existsSync(join(s.repo.dir, 'command-ran.txt'))).toBe(false);
  });
});

describe('critic-gate pr with the Ollama double as the judge', () => {
  let double: OllamaDouble | undefined;
  afterEach(async () => {
    await double?.close();
    double = undefined;
  });

  it('shows the judge the head side of the hunks, numbered, and a met claim quoting an added line passes', async () => {
    const config = `${PLACEHOLDER_CONFIG}assertions:\n  - {id: sum, text: "The sum of a and b is exported", critical: true, files: "src/**"}\n`;
    const s = await scenario(config, { 'src/a.ts': GOOD_A });
    double = await startOllamaDouble({
      chat: [
        {
          content: JSON.stringify({
            criteria: [
              {
                id: 'sum',
                met: true,
                evidence: 'line 4 exports the sum',
                location: { path: 'src/a.ts', line: 4, quote: 'export const sum = a + b;' },
              },
            ],
          }),
        },
      ],
    });
    const r = await pr(s, ['--ollama-host', double.url, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const result = r.json();
    expect(result.verdict).toBe('PASS');
    expect(result.criteria).toEqual([
      expect.objectContaining({
        id: 'sum',
        source: 'llm',
        met: true,
        location: { path: 'src/a.ts', line: 4, quote: 'export const sum = a + b;' },
      }),
    ]);

    const chats = double.chatRequests();
    expect(chats).toHaveLength(1);
    const prompt = chats[0]!.messages!.map((m) => m.content).join('\n');
    expect(prompt).toContain('### src/a.ts');
    expect(prompt).toMatch(/^ *3\| export const b = 2;$/m);
    expect(prompt).toMatch(/^ *4\| export const sum = a \+ b;$/m);
    // The task defaults to the commit messages of the range.
    expect(prompt).toContain('Adds the constant b and the sum of a and b.');
    // main's later README change is not part of the material.
    expect(prompt).not.toContain('Main moved on');
  });

  it('a met claim quoting a line that is not in the change is turned into unmet: FAIL for a critical assertion', async () => {
    const config = `${PLACEHOLDER_CONFIG}assertions:\n  - {id: sum, text: "The sum of a and b is exported", critical: true}\n`;
    const s = await scenario(config, { 'src/a.ts': GOOD_A });
    double = await startOllamaDouble({
      chat: [
        {
          content: JSON.stringify({
            criteria: [
              { id: 'sum', met: true, evidence: 'exported', location: { path: 'src/a.ts', line: 4, quote: 'export function sum(a, b)' } },
            ],
          }),
        },
      ],
    });
    const r = await pr(s, ['--ollama-host', double.url, '--format', 'json']);
    expect(r.code).toBe(2);
    expect(r.json().criteria[0]).toMatchObject({ id: 'sum', met: false });
  });
});

describe('critic-gate pr and git', () => {
  /**
   * One traced run of the passing change, read by both tests below: each reads only the code and
   * the trace this one run wrote, so one run serves them as two identical runs did. Made on first use.
   */
  let traced: Promise<{ code: number | null; trace: string; spawned: string[] }> | undefined;
  const tracedRun = (): Promise<{ code: number | null; trace: string; spawned: string[] }> =>
    (traced ??= (async () => {
      const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': GOOD_A });
      const trace = join(scratch, `git-trace-${Date.now()}.log`);
      // The processes in the order critic-gate started them, as the run itself saw it: git's trace
      // has them in the order each wrote its first line, which the machine's scheduler decides.
      const order = join(scratch, `load-order-${Date.now()}.json`);
      const hook = pathToFileURL(fileURLToPath(new URL('../../support/load-order.mjs', import.meta.url))).href;
      const env = { GIT_TRACE: trace, CRITIC_GATE_TEST_LOAD_ORDER_FILE: order, NODE_OPTIONS: `--import="${hook}"` };
      const r = await pr(s, ['--format', 'json'], { env });
      const events = JSON.parse(await readFile(order, 'utf8')) as string[];
      const spawned = events.filter((e) => e.startsWith('spawn git ')).map((e) => e.slice('spawn git '.length));
      return { code: r.code, trace: await readFile(trace, 'utf8'), spawned };
    })());

  it('a patch started ahead that fails (no writable TMPDIR) ends in exit 4 with its message, never an unhandled crash', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': GOOD_A });
    const r = await pr(s, ['--format', 'json'], { env: { TMPDIR: join(scratch, 'no-such-folder') } });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/set TMPDIR to a writable folder/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('opens the repository once: one cat-file --batch process, and one rev-parse for the top level, the base, the head (HEAD) and their merge base', async () => {
    const r = await tracedRun();
    expect(r.code).toBe(0);
    const commands = r.trace.split('\n').filter((l) => l.includes('trace: built-in: git '));
    const count = (pattern: RegExp) => commands.filter((l) => pattern.test(l)).length;
    expect(count(/git cat-file --batch$/)).toBe(1);
    // The sizes of the files read ahead, asked once (a read ahead stays within its bound).
    expect(count(/git cat-file --batch-check$/)).toBeLessThanOrEqual(1);
    expect(count(/git rev-parse /)).toBe(1);
    // The merge base too (`main...HEAD` prints it): no `git merge-base` process.
    expect(count(/git rev-parse --git-dir --show-toplevel 'main\^\{commit\}' 'HEAD\^\{commit\}' main\.\.\.HEAD --/)).toBe(1);
    expect(count(/git merge-base /)).toBe(0);
    // Each commit's tree is listed once, however many readers of it the run has.
    const trees = commands.filter((l) => / git ls-tree /.test(l)).map((l) => l.split(' ').pop());
    expect(trees.length).toBeGreaterThan(0);
    expect(new Set(trees).size).toBe(trees.length);
  });

  it('starts the patch, the longest wait, before any other git but the opening (which gives the merge base too)', async () => {
    const r = await tracedRun();
    expect(r.code).toBe(0);
    // A git's options before its command (`-c name=value`) are left out: the command is what is asked.
    const command = (argv: string): string => argv.replace(/^(?:-c \S+ )*/, '');
    const started = r.spawned.map(command);
    const patch = started.findIndex((c) => /^diff .*--unified=3/.test(c));
    expect(patch, started.join('\n')).toBe(1);
    expect(started[0]!.split(' ')[0]).toBe('rev-parse');
    // The list of the patch's paths is started with it (GitRepo.startDiff), next.
    expect(started[patch + 1], started.join('\n')).toMatch(/^diff --name-status /);
    // The rest of what the run asks git comes after them, the config's bytes and the trees included.
    for (const asked of ['ls-tree', 'status', 'log', 'cat-file']) {
      const at = started.findIndex((c) => c.startsWith(asked));
      expect(at, `${asked}\n${started.join('\n')}`).toBeGreaterThan(patch + 1);
    }
  });
});

describe('critic-gate pr with uncommitted changes', () => {
  const NOTE = /^critic-gate: note: (\d+) uncommitted change\(s\) are not judged; commit them first$/m;
  const withoutStats = (r: CliRun) => ({ ...r.json(), stats: undefined });

  it('judges the committed range only, and says once on stderr how many changes it did not judge; stdout is unchanged', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': GOOD_A });
    const clean = await pr(s, ['--format', 'json']);
    expect(clean.stderr).toBe('');

    await s.repo.write('src/a.ts', BAD_A); // modified, not committed
    await s.repo.write('src/draft.ts', '// TODO: later\n'); // untracked
    const dirty = await pr(s, ['--format', 'json']);
    expect(dirty.code).toBe(0);
    expect(dirty.stderr.match(new RegExp(NOTE.source, 'gm'))).toHaveLength(1);
    expect(NOTE.exec(dirty.stderr)?.[1]).toBe('2');
    expect(withoutStats(dirty)).toEqual(withoutStats(clean));
  });

  it('says nothing about the working tree when --head is not what is checked out', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': GOOD_A });
    await s.repo.checkout('main');
    await s.repo.write('scratch.txt', 'untracked\n');
    const r = await pr(s, ['--head', 'feature', '--format', 'json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });
});

describe('critic-gate pr: bad git input', () => {
  it('an unknown --base ref exits 4 and names the ref', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': GOOD_A });
    const r = await runCli(['pr', '--repo', s.repo.dir, '--base', 'no-such-branch']);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('no-such-branch');
    expect(r.stderr.trimEnd().split('\n').length).toBeLessThanOrEqual(2);
  });

  it('a folder that is not a git repository exits 4 and says so', async () => {
    const r = await runCli(['pr', '--repo', scratch, '--base', 'main']);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/not a git repository/i);
  });

  it('--base is required', async () => {
    const r = await runCli(['pr'], { cwd: scratch });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('--base');
  });
});

describe('critic-gate pr as a coding agent’s stop hook', () => {
  const hookInput = JSON.stringify({ session_id: 'abc', hook_event_name: 'Stop', stop_hook_active: false });

  it('exits 2 (which blocks the stop) when the gate fails, run from inside the repository', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': BAD_A });
    const r = await runCli(['pr', '--base', 'main'], { cwd: s.repo.dir, stdin: hookInput });
    expect(r.code).toBe(2);
    // The hook hands only stderr to the agent: it must say why it is blocked.
    expect(r.stderr).toMatch(/^critic-gate: FAIL: score 0\.00\n  - .*src\/a\.ts:3/);
  });

  it('exits 0 (the agent may stop) when the gate passes', async () => {
    const s = await scenario(PLACEHOLDER_CONFIG, { 'src/a.ts': GOOD_A });
    const r = await runCli(['pr', '--base', 'main'], { cwd: s.repo.dir, stdin: hookInput });
    expect(r.code).toBe(0);
  });
});
