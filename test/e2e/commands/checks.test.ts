import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckSpecSchema, runCheck } from '../../../src/checks/registry.js';
import type { CheckContext } from '../../../src/checks/define.js';
import { findBwrap } from '../../../src/commands/sandbox.js';
import { shellCommandRunner, type ShellRunner } from '../../../src/commands/shell.js';
import { memoryContext, type MemoryChange } from '../../support/memory-subject.js';

const run = (spec: unknown, ctx: CheckContext) => runCheck(CheckSpecSchema.parse(spec), ctx);

// The sandbox is part of how commands run; CI installs bubblewrap (.ci/run).
const BWRAP = await findBwrap(process.env);
if (!BWRAP) throw new Error('bwrap is not installed: apt-get install -y bubblewrap');

const dirs: string[] = [];
const runners: ShellRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.close()));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

/** The same files as a checked-out working tree (where commands run) and as the subject checks read. */
async function workspace(files: Record<string, string>, changes: MemoryChange[], allowed = true, sandboxed = true): Promise<CheckContext> {
  const dir = await mkdtemp(join(tmpdir(), 'critic-gate-cmd-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const runner = shellCommandRunner({ cwd: dir, bwrap: sandboxed ? BWRAP : undefined });
  runners.push(runner);
  return memoryContext(
    { files, changes },
    allowed ? { commands: runner } : { commandsRefused: { kind: 'not-allowed', message: 'the config was read from the head commit' } },
  );
}

const HOW_TO_ENABLE = 'how to enable: --allow-commands (CLI) or allow-commands: true (Action), with the config read from the base commit';

describe('command', () => {
  it('is not run without permission, and does not pass', async () => {
    const ctx = await workspace({ 'a.py': 'x = 1\n' }, [{ path: 'a.py' }], false);
    expect(await run({ kind: 'command', run: 'true', files: '**/*.py' }, ctx)).toEqual({
      status: 'not-run',
      evidence: 'not run: the config was read from the head commit',
      fix: HOW_TO_ENABLE,
    });
  });

  it('passes the selected files, shell-quoted and as ./path, in the head working tree', async () => {
    const files = { "it's a.txt": 'hello\n', 'b.txt': 'world\n', 'skip.md': '' };
    const ctx = await workspace(files, [{ path: "it's a.txt" }, { path: 'b.txt' }, { path: 'skip.md' }]);
    const o = await run({ kind: 'command', run: 'for f in {files}; do test -s "$f" || exit 3; echo "ok: $f"; done', files: '*.txt' }, ctx);
    expect(o).toEqual({
      status: 'pass',
      evidence:
        '`for f in {files}; do test -s "$f" || exit 3; echo "ok: $f"; done`: exit code 0; last output:\nok: ./b.txt\nok: ./it\'s a.txt',
    });
  });

  it('fails with the exit code and the last lines of output, and the configured message as fix', async () => {
    const ctx = await workspace({ 'bad.py': 'x = (\n' }, [{ path: 'bad.py' }]);
    const script = 'for i in $(seq 1 30); do echo "line $i"; done; echo "SyntaxError in {files}" >&2; exit 1';
    const o = await run({ kind: 'command', run: script, files: '**/*.py', message: 'Python files must compile' }, ctx);
    expect(o.status).toBe('fail');
    expect(o.fix).toBe('Python files must compile');
    const lines = o.evidence.split('\n');
    expect(lines[0]).toBe(`\`${script}\`: exit code 1; last output:`);
    expect(lines.slice(1)).toEqual([...Array.from({ length: 19 }, (_, i) => `line ${i + 12}`), 'SyntaxError in ./bad.py']);
  });

  it('is killed at its time limit, with everything it started', async () => {
    const ctx = await workspace({ 'a.txt': 'x\n' }, [{ path: 'a.txt' }]);
    const o = await run({ kind: 'command', run: 'echo started; sleep 30 & sleep 30', timeout_seconds: 1 }, ctx);
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('`echo started; sleep 30 & sleep 30`: killed at the 1 s time limit; last output:\nstarted');
    expect(o.fix).toBe('Make `echo started; sleep 30 & sleep 30` finish within 1 s (timeout_seconds)');
  });

  it('leaves no process of its group behind after the time limit (even unsandboxed)', async () => {
    const ctx = await workspace({ 'a.txt': 'x\n' }, [{ path: 'a.txt' }], true, false);
    const dir = await mkdtemp(join(tmpdir(), 'critic-gate-pid-'));
    dirs.push(dir);
    const pidFile = join(dir, 'pid');
    const o = await run({ kind: 'command', run: `sh -c 'echo $$ > "${pidFile}"; exec sleep 30' & sleep 30`, timeout_seconds: 1 }, ctx);
    expect(o.evidence).toContain('killed at the 1 s time limit');
    const pid = Number((await readFile(pidFile, 'utf8')).trim());
    expect(pid).toBeGreaterThan(0);
    // The kill is asynchronous: wait (bounded by a minute, for a loaded machine) until the grandchild is gone or only a zombie.
    const alive = async () => {
      try {
        process.kill(pid, 0);
      } catch {
        return false;
      }
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      return !/^State:\s+Z/m.test(status);
    };
    for (let i = 0; i < 1200 && (await alive()); i++) await new Promise((r) => setTimeout(r, 50));
    expect(await alive()).toBe(false);
  });

  it('checks a file whose name starts with a dash: it reaches the command as ./-b.py, never as an option', async () => {
    const ctx = await workspace({ '-b.py': 'print(1)\n', 'ok.py': 'x = 1\n' }, [{ path: '-b.py' }, { path: 'ok.py' }]);
    const o = await run({ kind: 'command', run: '! grep -n print {files}', files: '**/*.py' }, ctx);
    // Read as options (`grep -n print -b.py ok.py`), grep would find nothing to complain about.
    expect(o.status).toBe('fail');
    expect(o.evidence).toContain('./-b.py:1:print(1)');
  });

  it('has nothing to check when no changed file matches', async () => {
    const ctx = await workspace({ 'a.txt': 'x\n', 'old.py': 'x = (\n' }, [{ path: 'a.txt' }]);
    expect(await run({ kind: 'command', run: 'python3 -m py_compile {files}', files: '**/*.py' }, ctx)).toEqual({
      status: 'pass',
      evidence: 'no file (changed) matches **/*.py: nothing to check',
    });
  });

  it('sees no tokens of the process that runs it', async () => {
    const planted = { GITHUB_TOKEN: 'ghs_secret', 'INPUT_GITHUB-TOKEN': 'ghs_secret', ACTIONS_RUNTIME_TOKEN: 'secret' };
    const saved = Object.fromEntries(Object.keys(planted).map((k) => [k, process.env[k]]));
    Object.assign(process.env, planted);
    try {
      const ctx = await workspace({ 'a.txt': 'x\n' }, [{ path: 'a.txt' }]);
      const o = await run({ kind: 'command', run: 'env; echo "path-ok=$(command -v sh)"' }, ctx);
      expect(o.status).toBe('pass');
      expect(o.evidence).not.toContain('secret');
      expect(o.evidence).toMatch(/path-ok=\/\S*sh/);
    } finally {
      // Key by key: the worker's process.env stays the real one for the files that run after this one.
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});

const RULES = `# Gotchas

Rules we learned the hard way.

## No console.log in src
- pattern: src/**/*.js
- check: \`! grep -n "console.log" "$FILE"\`
- message: Remove console.log before merging

## Shell scripts are executable-safe
- pattern: "**/*.sh"
- check: head -1 "$FILE" | grep -q '^#!'
`;

describe('gotchas', () => {
  it('is not run without permission', async () => {
    const ctx = await workspace({ '.github/gotchas.md': RULES }, [], false);
    const o = await run({ kind: 'gotchas', file: '.github/gotchas.md' }, ctx);
    expect(o).toEqual({ status: 'not-run', evidence: 'not run: the config was read from the head commit', fix: HOW_TO_ENABLE });
  });

  it('passes when every rule passes on every matching changed file', async () => {
    const files = {
      '.github/gotchas.md': RULES,
      'src/a.js': 'let x = 1;\n',
      'run.sh': '#!/bin/sh\necho hi\n',
      'src/old.js': 'console.log(1)\n',
    };
    const ctx = await workspace(files, [{ path: 'src/a.js' }, { path: 'run.sh' }]);
    expect(await run({ kind: 'gotchas', file: '.github/gotchas.md' }, ctx)).toEqual({
      status: 'pass',
      evidence:
        '.github/gotchas.md: 2 rule(s), 2 check(s) passed: "No console.log in src" (1 file(s)), "Shell scripts are executable-safe" (1 file(s))',
    });
  });

  it('fails naming the rule, its line, the file, the output and the rule message', async () => {
    const files = { '.github/gotchas.md': RULES, 'src/a.js': 'let x = 1;\nconsole.log(x);\n', 'run.sh': 'echo hi\n' };
    const ctx = await workspace(files, [{ path: 'src/a.js' }, { path: 'run.sh' }]);
    const o = await run({ kind: 'gotchas', file: '.github/gotchas.md' }, ctx);
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe(
      '.github/gotchas.md:5 "No console.log in src" failed on src/a.js: exit code 1; last output:\n2:console.log(x);\n' +
        '(1 more failure(s): run.sh: Shell scripts are executable-safe)',
    );
    expect(o.fix).toBe('src/a.js: Remove console.log before merging; run.sh: Shell scripts are executable-safe');
  });

  it('checks a file whose name starts with a dash: $FILE is ./-b.py, so grep reads it as a file', async () => {
    const rules = '## No print\n- pattern: "**/*.py"\n- check: ! grep -n print "$FILE"\n- message: Remove print\n';
    const ctx = await workspace({ '.github/gotchas.md': rules, '-b.py': 'print(1)\n' }, [{ path: '-b.py' }]);
    const o = await run({ kind: 'gotchas', file: '.github/gotchas.md' }, ctx);
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('.github/gotchas.md:1 "No print" failed on -b.py: exit code 1; last output:\n1:print(1)');
    expect(o.fix).toBe('-b.py: Remove print');
  });

  it('gives $FILE as ./path, relative to the work tree the check runs in', async () => {
    const rules = '## Echo\n- pattern: "src/**"\n- check: test -f \"$FILE\" && echo \"found $FILE\"; exit 1\n';
    const ctx = await workspace({ '.github/gotchas.md': rules, 'src/a b.js': 'x\n' }, [{ path: 'src/a b.js' }]);
    const o = await run({ kind: 'gotchas', file: '.github/gotchas.md' }, ctx);
    expect(o.evidence).toBe('.github/gotchas.md:1 "Echo" failed on src/a b.js: exit code 1; last output:\nfound ./src/a b.js');
  });

  it('treats a malformed rule as a config problem, naming the file and line, without running anything', async () => {
    const rules = '## Has no check\n- pattern: "**/*"\n- message: x\n\n## Fine\n- pattern: a\n- check: exit 1\n';
    const ctx = await workspace({ '.github/gotchas.md': rules, a: 'x\n' }, [{ path: 'a' }]);
    const o = await run({ kind: 'gotchas', file: '.github/gotchas.md' }, ctx);
    expect(o.status).toBe('misconfigured');
    expect(o.evidence).toBe('.github/gotchas.md:1: rule "Has no check" has no `- check:`');
    expect(o.fix).toBe(
      'Fix the rules in .github/gotchas.md: each `## heading` needs `- pattern: <glob>` and `- check: <command>` (`- message:` optional)',
    );
  });

  it('is misconfigured when the rules file is missing', async () => {
    const ctx = await workspace({ a: 'x\n' }, [{ path: 'a' }]);
    expect(await run({ kind: 'gotchas', file: '.github/gotchas.md' }, ctx)).toMatchObject({
      status: 'misconfigured',
      evidence: '.github/gotchas.md: not found at the base commit',
    });
  });
});
