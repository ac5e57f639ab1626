/**
 * Issue 37, items 6, 7 and 8, through the built Action (`node dist/index.js`) with the GitHub double.
 * A key in the judge URL's path or query (`ollama-host: ${{ secrets.JUDGE_URL }}`) was written
 * verbatim into the result JSON, SARIF, the job summary, the outputs and the `::error` line when
 * the judge could not be reached; now a judge URL is published as `scheme://host:port` only.
 * 20,000 nested brackets crashed the process inside oxc (SIGSEGV: no result, no summary, an exit
 * code outside 0–4); now the file's syntax check fails, and the run ends with a verdict. As root,
 * a `command` check's script escaped bubblewrap (root keeps its capabilities there); now it runs
 * as nobody with every capability dropped, and each escape it tries is refused.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertActionBuilt, cleanupActionRuns, REPO_ROOT } from '../../support/action-run.js';
import { closedPort } from '../../support/ports.js';
import { smallPulls } from '../../support/small-pull.js';

const KEY = 'k3y-Zq81xWv0Lm4Pt7Rn';
const pulls = smallPulls();

beforeAll(() => assertActionBuilt());
afterEach(() => pulls.cleanup());
afterAll(() => cleanupActionRuns());

describe('a judge URL is published as scheme://host:port only (issue 37 item 6)', () => {
  const config = `version: 1\nassertions:\n  - {id: tests, text: "New behaviour comes with a test", files: "src/**"}\n`;
  it.each([
    ['a key in the path', (port: number) => `http://127.0.0.1:${port}/ollama/${KEY}`],
    ['a key in the query', (port: number) => `http://127.0.0.1:${port}/api?api-key=${KEY}`],
    ['a key in the userinfo and the path', (port: number) => `http://bot:${KEY}@127.0.0.1:${port}/gw/${KEY}/`],
  ])('%s: no result, SARIF, summary, output or log line holds it', async (_name, urlOf) => {
    const port = await closedPort();
    const pull = await pulls.open({ config, base: { 'src/a.ts': 'export const a = 1;\n' }, head: { 'src/a.ts': 'export const a = 2;\n' } });
    const run = await pull.act({ 'ollama-host': urlOf(port) });
    expect(run.code).toBe(1);
    // The runner takes each secret as its `::add-mask::` command and never shows it; every other line is the log.
    expect(run.stdout).toContain(`::add-mask::${KEY}`);
    const log = run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    const published = [
      log,
      run.summary,
      JSON.stringify(run.outputs),
      run.errors.join('\n'),
      await readFile(run.outputs['result-file']!, 'utf8'),
      await readFile(run.outputs['sarif-file']!, 'utf8'),
    ].join('\n');
    expect(published).not.toContain(KEY);
    expect(published).not.toContain('/ollama/');
    expect(published).not.toContain('api-key');
    // The host is still named, as its origin: the reader knows which server to fix.
    expect(run.outputs['error']).toContain(`http://127.0.0.1:${port}`);
    expect(run.outputs['verdict']).toBe('ERROR');
  });
});

describe('a parser that would overflow its stack is contained (issue 37 item 8)', () => {
  const config = `version: 1\ngate:\n  - {kind: syntax, files: "src/**/*.{ts,js}"}\n`;
  const nested = (n: number): string => `export const x = ${'['.repeat(n)}${']'.repeat(n)};\n`;

  it.each(['src/deep.ts', 'src/deep.js'])(
    '20,000 nested brackets in %s: the syntax check fails naming the depth, and the run ends FAIL',
    async (path) => {
      const pull = await pulls.open({ config, base: { 'src/a.ts': 'export const a = 1;\n' }, head: { [path]: nested(20_000) } });
      const run = await pull.act({ llm: 'off' });
      expect(run.code).toBe(1);
      const result = await run.result();
      expect(result.verdict).toBe('FAIL');
      expect(result.gate.find((g) => g.kind === 'syntax')).toMatchObject({ passed: false });
      expect(result.gate.find((g) => g.kind === 'syntax')?.evidence).toContain(`${path}:1:`);
      expect(result.gate.find((g) => g.kind === 'syntax')?.evidence).toContain('too deeply nested to parse (20000 levels');
    },
  );

  it('the twin: an honest file nested a few hundred levels deep parses', async () => {
    const pull = await pulls.open({ config, base: { 'src/a.ts': 'export const a = 1;\n' }, head: { 'src/deep.ts': nested(300) } });
    const run = await pull.act({ llm: 'off' });
    expect((await run.result()).gate.find((g) => g.kind === 'syntax')).toMatchObject({ passed: true });
    expect(run.code).toBe(0);
  });
});

describe('a command check cannot reach what the runner holds, as root too (issue 37 item 7)', () => {
  const config = `version: 1\ngate:\n  - {kind: command, run: "sh probe.sh", files: "probe.sh"}\n`;
  // Outside /tmp, /run and home (fresh inside): a path the sandbox sees read-only.
  const target = join(REPO_ROOT, '.tmp', 'sandbox-escape-target');
  let listener: Server | undefined;

  afterEach(async () => {
    await new Promise((resolve) => (listener ? listener.close(resolve) : resolve(undefined)));
    await rm(target, { recursive: true, force: true });
  });

  it("the PR's own script tries each escape of the issue; every one is refused, and the honest command still runs", async () => {
    await mkdir(target, { recursive: true });
    listener = createServer((socket) => socket.end('host service\n'));
    await new Promise<void>((resolve) => listener!.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as { port: number }).port;
    const probe = [
      'try() { if sh -c "$2" >/dev/null 2>&1; then echo "ESCAPED: $1"; else echo "blocked: $1"; fi; }',
      'try "unmount the private /proc" "umount /proc"',
      "try \"read the token from the Action's environment\" \"cat /proc/[0-9]*/environ | tr '\\\\000' '\\\\n' | grep -q GITHUB-TOKEN\"",
      `try "reach a listener of the host" "python3 -c 'import socket; socket.create_connection((\\"127.0.0.1\\", ${port}), 2)'"`,
      `try "write to the host's file system" "echo pwned > ${target}/pwned"`,
      'try "remount / writable" "mount -o remount,rw /"',
      'try "read a file only root may read" "cat /etc/shadow"',
      'grep -E "^(CapEff|CapBnd|NoNewPrivs)" /proc/self/status',
      'echo "uid $(id -u)"',
      'exit 1',
    ].join('\n');
    const pull = await pulls.open({ config, base: { 'README.md': 'demo\n' }, head: { 'probe.sh': `${probe}\n` } });
    const run = await pull.act({ llm: 'off', 'allow-commands': 'true' });
    const result = await run.result();
    const evidence = result.gate.find((g) => g.kind === 'command')?.evidence ?? '';
    expect(evidence).toContain('blocked: unmount the private /proc');
    expect(evidence).not.toContain('ESCAPED');
    for (const what of [
      "read the token from the Action's environment",
      'reach a listener of the host',
      "write to the host's file system",
      'remount / writable',
    ])
      expect(evidence).toContain(`blocked: ${what}`);
    expect(evidence).toMatch(/CapEff:\s+0000000000000000/);
    expect(evidence).toMatch(/NoNewPrivs:\s+1/);
    if (process.getuid?.() === 0) {
      expect(evidence).toContain('blocked: read a file only root may read');
      expect(evidence).toMatch(/CapBnd:\s+0000000000000000/);
      expect(evidence).toContain('uid 65534');
    }
    expect(existsSync(join(target, 'pwned'))).toBe(false);
    // The command ran and its own exit code decided: the check failed on `exit 1`, not on a refusal.
    expect(evidence).toContain('exit code 1');
  });
});
