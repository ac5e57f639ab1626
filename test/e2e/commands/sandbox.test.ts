import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckSpecSchema, runCheck } from '../../../src/checks/registry.js';
import { prepareCommands } from '../../../src/commands/prepare.js';
import { bwrapArgs, commandArgv, findBwrap, SANDBOX_INSTALL_HINT, SANDBOX_UNAVAILABLE } from '../../../src/commands/sandbox.js';
import { shellCommandRunner, type ShellRunner } from '../../../src/commands/shell.js';
import { memoryContext } from '../../support/memory-subject.js';

const BWRAP = await findBwrap(process.env);
if (!BWRAP) throw new Error('bwrap is not installed: apt-get install -y bubblewrap');

const dirs: string[] = [];
const runners: ShellRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.close()));
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function sandboxed(files: Record<string, string> = { 'a.txt': 'x\n' }, env: NodeJS.ProcessEnv = process.env) {
  const dir = await tempDir('critic-gate-sbx-');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const runner = shellCommandRunner({ cwd: dir, bwrap: BWRAP, env });
  runners.push(runner);
  return { dir, runner };
}

/** Host processes whose command line contains `needle` (a sandbox's processes are visible from outside). */
async function processesWith(needle: string): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const state = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    if (cmdline.replace(/\0/g, ' ').includes(needle) && !/^State:\s+Z/m.test(state)) found.push(Number(entry));
  }
  return found;
}

describe('the command sandbox (bubblewrap)', () => {
  it('ends a setsid grandchild with the command: nothing it starts survives it', async () => {
    const { runner } = await sandboxed();
    // A unique duration, so the search below finds only this sleep.
    const run = await runner.run(`setsid sh -c 'sleep 47.113; echo survived > f' & echo started`, { timeoutMs: 170_000 });
    expect(run.exitCode).toBe(0);
    expect(run.output).toBe('started');
    expect(await processesWith('sleep 47.113')).toEqual([]);
  });

  it('shows the command no other process: a planted variable of this process is out of reach through /proc', async () => {
    const secret = `planted-${Math.random().toString(36).slice(2)}-secret`;
    process.env['CRITIC_GATE_TEST_PLANTED'] = secret;
    try {
      const { runner } = await sandboxed();
      const run = await runner.run(
        `for p in /proc/[0-9]*; do cat "$p/environ" 2>/dev/null | tr '\\0' '\\n'; done | grep -c CRITIC_GATE_TEST_PLANTED; ls /proc | grep -c '^[0-9]'`,
        { timeoutMs: 170_000 },
      );
      const [matches, processes] = run.output.split('\n');
      expect(matches).toBe('0');
      // bwrap's init, the shell, ls and grep: nothing of the host.
      expect(Number(processes)).toBeLessThanOrEqual(5);
      expect(run.output).not.toContain(secret);
    } finally {
      delete process.env['CRITIC_GATE_TEST_PLANTED'];
    }
  });

  it('lets the command write only a scratch copy: the work tree and .git stay untouched', async () => {
    const { dir, runner } = await sandboxed({ 'a.txt': 'original\n', '.git/config': '[core]\n' });
    const run = await runner.run(
      'echo changed > a.txt && echo new > b.txt && cat a.txt b.txt && cat .git/config && ! touch .git/x 2>/dev/null',
      { timeoutMs: 170_000 },
    );
    expect(run.exitCode).toBe(0);
    expect(run.output).toBe('changed\nnew\n[core]');
    expect(await readFile(join(dir, 'a.txt'), 'utf8')).toBe('original\n');
    expect(existsSync(join(dir, 'b.txt'))).toBe(false);
    expect(existsSync(join(dir, '.git/x'))).toBe(false);
  });

  it('hides home (runner credentials, ~/.git-credentials) and the host /tmp, but keeps PATH directories under home', async () => {
    const home = await tempDir('critic-gate-home-');
    await writeFile(join(home, '.git-credentials'), 'https://x:secret@github.com\n');
    await mkdir(join(home, 'bin'));
    await writeFile(join(home, 'bin', 'hello-from-home'), '#!/bin/sh\necho hello\n', { mode: 0o755 });
    const { runner } = await sandboxed(
      { 'a.txt': 'x\n' },
      { ...process.env, HOME: home, PATH: `${join(home, 'bin')}:${process.env['PATH'] ?? ''}` },
    );
    const run = await runner.run('ls -A "$HOME" | grep -c git-credentials; hello-from-home', { timeoutMs: 170_000 });
    expect(run.output).toBe('0\nhello');
  });

  it('has no network: only the loopback interface exists', async () => {
    const { runner } = await sandboxed();
    const run = await runner.run('cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d " "', { timeoutMs: 170_000 });
    expect(run.output).toBe('lo');
  });

  it('mounts in the documented order: system read-only, fresh /tmp, /run and home, then the scratch copy', () => {
    expect(
      bwrapArgs({ workTree: '/w/repo', scratch: '/tmp/s', home: '/home/u', pathDirs: ['/home/u/.local/bin', '/usr/bin'], hasGit: true }),
    ).toEqual([
      '--unshare-pid',
      '--unshare-ipc',
      '--unshare-net',
      '--unshare-uts',
      '--unshare-cgroup-try',
      '--die-with-parent',
      '--new-session',
      '--cap-drop',
      'ALL',
      '--ro-bind',
      '/',
      '/',
      '--dev',
      '/dev',
      '--proc',
      '/proc',
      '--tmpfs',
      '/tmp',
      '--tmpfs',
      '/var/tmp',
      '--tmpfs',
      '/run',
      '--tmpfs',
      '/home/u',
      '--ro-bind-try',
      '/home/u/.local/bin',
      '/home/u/.local/bin',
      '--bind',
      '/tmp/s',
      '/w/repo',
      '--ro-bind',
      '/w/repo/.git',
      '/w/repo/.git',
      '--chdir',
      '/w/repo',
    ]);
  });

  it('on a root runner, keeps only what setpriv needs to become nobody, and opens the fresh /tmp and home to it', () => {
    const args = bwrapArgs({
      workTree: '/w/repo',
      scratch: '/tmp/s',
      home: '/root',
      pathDirs: [],
      hasGit: false,
      setpriv: '/usr/bin/setpriv',
    });
    expect(args.slice(args.indexOf('--cap-drop'), args.indexOf('--ro-bind'))).toEqual([
      '--cap-drop',
      'ALL',
      '--cap-add',
      'CAP_SETUID',
      '--cap-add',
      'CAP_SETGID',
      '--cap-add',
      'CAP_SETPCAP',
    ]);
    expect(args.join(' ')).toContain('--perms 1777 --tmpfs /tmp --perms 1777 --tmpfs /var/tmp');
    expect(args.join(' ')).toContain('--perms 0777 --tmpfs /root');
    expect(commandArgv({ setpriv: '/usr/bin/setpriv' }, 'make test')).toEqual([
      '/usr/bin/setpriv',
      '--reuid=65534',
      '--regid=65534',
      '--clear-groups',
      '--inh-caps=-all',
      '--bounding-set=-all',
      '--no-new-privs',
      '--',
      '/bin/sh',
      '-c',
      'make test',
    ]);
    expect(commandArgv({}, 'make test')).toEqual(['/bin/sh', '-c', 'make test']);
  });
});

describe('without bubblewrap', () => {
  it('refuses commands with the install hint (PATH without bwrap, or CRITIC_GATE_BWRAP pointing nowhere)', async () => {
    const dir = await tempDir('critic-gate-nobwrap-');
    for (const env of [{ PATH: '/nonexistent' }, { PATH: process.env['PATH'], CRITIC_GATE_BWRAP: join(dir, 'no-bwrap') }]) {
      const prepared = await prepareCommands({ cwd: dir, sandbox: 'required', env });
      expect('refused' in prepared && prepared.refused).toMatchObject({ kind: 'sandbox-unavailable' });
      expect('refused' in prepared && prepared.refused.message).toContain(SANDBOX_UNAVAILABLE);
      expect('refused' in prepared && prepared.refused.message).toContain('apt-get install -y bubblewrap');
    }
  });

  it('a command check is then not run, fails, and says how to install bubblewrap', async () => {
    const dir = await tempDir('critic-gate-nobwrap-');
    const prepared = await prepareCommands({ cwd: dir, sandbox: 'required', env: { PATH: '/nonexistent' } });
    if (!('refused' in prepared)) throw new Error('expected a refusal');
    const ctx = memoryContext({ files: { 'a.py': 'x = 1\n' }, changes: [{ path: 'a.py' }] }, { commandsRefused: prepared.refused });
    const o = await runCheck(CheckSpecSchema.parse({ kind: 'command', run: 'true' }), ctx);
    expect(o).toMatchObject({ status: 'not-run', fix: SANDBOX_INSTALL_HINT });
    expect(o.evidence).toContain(`not run: ${SANDBOX_UNAVAILABLE}`);
  });

  it('command-sandbox: off runs commands bare, and the evidence says so', async () => {
    const dir = await tempDir('critic-gate-off-');
    const prepared = await prepareCommands({ cwd: dir, sandbox: 'off', env: { PATH: '/usr/bin:/bin' } });
    if (!('runner' in prepared)) throw new Error('expected a runner');
    runners.push(prepared.runner);
    expect(prepared.notes.join(' ')).toContain('without a sandbox');
    const ctx = memoryContext({ files: { 'a.py': 'x = 1\n' }, changes: [{ path: 'a.py' }] }, { commands: prepared.runner });
    const o = await runCheck(CheckSpecSchema.parse({ kind: 'command', run: 'true' }), ctx);
    expect(o.status).toBe('pass');
    expect(o.evidence).toContain('not sandboxed: command-sandbox is off');
  });
});
