/**
 * The CLI as a person and a script meet it (issue "verdicts a reader can check", the CLI part):
 * nothing asked for is an error, a closed pipe ends quietly, `judge` renders for people, and the
 * Node.js floor it claims is both refused below and run on.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertCliBuilt, CLI_PATH, cleanEnv, REPO_ROOT, runCli } from '../../support/run-cli.js';

beforeAll(() => assertCliBuilt());

const INPUT = JSON.stringify({
  output: 'def f():\n    return 1  # TODO: more\n',
  task_description: 'A function',
  schema: { type: 'code', language: 'python' },
  assertions: [{ id: 'no-todo', text: 'No TODO left', check: { kind: 'not-contains', pattern: 'TODO' } }],
});

describe('the CLI, finished', () => {
  it('a bare critic-gate prints the usage on stderr and exits 4', async () => {
    const r = await runCli([]);
    expect(r.code).toBe(4);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage: critic-gate <command>/);
  });

  it('ends quietly when the reader of stdout goes away (schema | head -1)', async () => {
    // The schema is larger than a pipe holds, so the CLI is still writing when head has left.
    const { stdout } = await promisify(execFile)(
      'bash',
      [
        '-c',
        `"${process.execPath}" "${CLI_PATH}" schema 2>stderr.txt | head -1; echo "exit=\${PIPESTATUS[0]}"; cat stderr.txt; rm stderr.txt`,
      ],
      { cwd: await import('node:os').then((os) => os.tmpdir()), env: cleanEnv() },
    );
    expect(stdout).toBe('{\nexit=0\n');
  });

  it('a terminal on stdin (a person who forgot the pipe) is told how to give the input, exit 4; a pipe is read', async () => {
    // `script` gives the CLI a pseudo-terminal for stdin, stdout and stderr, as a shell would.
    const inTerminal = (command: string) =>
      promisify(execFile)('script', ['-qec', command, '/dev/null'], { env: cleanEnv() }).then(
        (r) => ({ code: 0, stdout: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
      );
    const forgot = await inTerminal(`"${process.execPath}" "${CLI_PATH}" judge --llm off --format text < /dev/tty`);
    expect(forgot.code).toBe(4);
    expect(forgot.stdout).toContain('no input: pipe a critic input into stdin');
    const piped = await inTerminal(`printf '%s' '${INPUT}' | "${process.execPath}" "${CLI_PATH}" judge --llm off --format text`);
    expect(piped.code).toBe(1);
    expect(piped.stdout).toContain('RETRY');
  });

  it('judge --format text and markdown: a report for people, the same exit code as json', async () => {
    const json = await runCli(['judge', '--llm', 'off'], { stdin: INPUT });
    const text = await runCli(['judge', '--llm', 'off', '--format', 'text'], { stdin: INPUT });
    const markdown = await runCli(['judge', '--llm', 'off', '--format', 'markdown'], { stdin: INPUT });
    expect(json.json().verdict).toBe('RETRY');
    for (const r of [text, markdown]) {
      expect(r.code).toBe(json.code);
      expect(r.stdout).toContain('RETRY');
      expect(r.stdout).toContain('output:2');
      expect(() => JSON.parse(r.stdout)).toThrow();
    }
    expect(markdown.stdout).toMatch(/^#|\|/m);
  });
});

/** Node binaries to run the CLI with: the floor's (installed by .ci/run) and any older one on PATH. */
function nodesOnPath(): string[] {
  const found = (process.env['PATH'] ?? '').split(delimiter).map((dir) => join(dir, 'node'));
  return [...new Set(found.filter((p) => existsSync(p)))];
}

function node22(): string | undefined {
  const root = join(REPO_ROOT, '.tmp', 'node');
  const version = existsSync(root) ? readdirSync(root).find((v) => v.startsWith('22.')) : undefined;
  return version === undefined ? undefined : join(root, version, 'bin', 'node');
}

async function versionOf(node: string): Promise<string> {
  const child = spawn(node, ['-p', 'process.versions.node']);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise((resolve) => child.on('close', resolve));
  return out.trim();
}

describe('the Node.js floor', () => {
  it('runs a judge on Node 22 (installed by .ci/run; required on CI)', async (ctx) => {
    const node = node22();
    if (node === undefined) {
      expect(process.env['CI'], '.ci/run installs Node 22 under .tmp/node/ for this test').toBeFalsy();
      ctx.skip();
      return;
    }
    expect(await versionOf(node)).toMatch(/^22\./);
    const r = await runCli(['judge', '--llm', 'off'], { stdin: INPUT, node });
    expect(r.code).toBe(1);
    expect(r.json().criteria[0]).toMatchObject({ id: 'no-todo', met: false });
  });

  it('an older Node is told in one line what it needs, exit 4 (when one is on PATH, as on these machines)', async (ctx) => {
    const versions = await Promise.all(nodesOnPath().map(async (n) => ({ n, v: await versionOf(n) })));
    const old = versions.find(({ v }) => {
      const [major = 0, minor = 0] = v.split('.').map(Number);
      return major < 22 || (major === 22 && minor < 12);
    });
    if (old === undefined) {
      ctx.skip();
      return;
    }
    const r = await runCli(['judge', '--llm', 'off'], { stdin: INPUT, node: old.n });
    expect(r.code).toBe(4);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`critic-gate needs Node 22.12 or later (this is ${old.v})\n`);
  });
});
