/**
 * A large change's Python files are compiled by two interpreters where there is a core for each
 * (python.ts, sparePolicy). The second costs time, never a verdict: every text gets the answer one
 * interpreter gives it, and a second that ends early hands its texts back to the first.
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interpretersRunning, parsePython, sparePolicy } from '../../../src/syntax/python.js';

/** The interpreter python3 resolves to, named directly: a version manager's shim would start slowly. */
const realPython = execFileSync('python3', ['-I', '-S', '-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();

/** Forty texts: most compile, every fifth has a syntax error on its third line. */
const TEXTS = Array.from({ length: 40 }, (_, i) =>
  i % 5 === 0 ? `x${i} = 1\ny = 2\ndef f(:\n    pass\n` : `def f${i}(a):\n    return a * ${i}\n`,
);
const expected = (i: number) => (i % 5 === 0 ? { ok: false, line: 3 } : { ok: true });
const shape = (r: Awaited<ReturnType<typeof parsePython>>) => ('ok' in r ? (r.ok ? { ok: true } : { ok: false, line: r.line }) : r);

let scratch: string;
const policy = { ...sparePolicy };
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-pythons-'));
  // The stand-in interpreters below are scripts around the real one: allowed a second here.
  sparePolicy.scripts = true;
});
afterEach(() => Object.assign(sparePolicy, { scripts: true }));
afterAll(async () => {
  Object.assign(sparePolicy, policy);
  await rm(scratch, { recursive: true, force: true });
});

/** A program named `name` in the scratch folder: a shell script with `body` before it runs the real interpreter. */
async function standIn(name: string, body = ''): Promise<string> {
  const program = join(scratch, name);
  await writeFile(program, `#!/bin/sh\n${body}exec '${realPython}' "$@"\n`);
  await chmod(program, 0o755);
  return program;
}

/** Every text sent at once: the answers, in the texts' order, checked against what each text is. */
async function expectAnswers(program: string): Promise<void> {
  const answers = await Promise.all(TEXTS.map((t) => parsePython(t, program)));
  expect(answers.map(shape)).toEqual(TEXTS.map((_, i) => expected(i)));
}

describe('two interpreters for many Python texts', () => {
  it('a second starts beside the first once texts queue up, and every text gets its own answer', { timeout: 180_000 }, async () => {
    // A name of its own for this program: interpreters are kept per program, for the process.
    const program = await standIn('python-a');
    await expectAnswers(program);
    expect(interpretersRunning(program)).toBe(Math.min(2, availableParallelism()));
  });

  it(
    'a second that ends at once hands its texts back: the first answers them all, and no third is tried',
    { timeout: 180_000 },
    async () => {
      // The first start runs Python; every later start of this program exits at once, as a broken spare would.
      const started = join(scratch, 'python-b.started');
      const program = await standIn('python-b', `if [ -e '${started}' ]; then exit 3; fi\n: > '${started}'\n`);
      await expectAnswers(program);
      expect(interpretersRunning(program)).toBe(1);
      // Later texts go to the first alone: the program's spare failed once.
      await expectAnswers(program);
      expect(interpretersRunning(program)).toBe(1);
    },
  );

  it("no second for a program that is a script (a version manager's shim); one for the binary itself", { timeout: 180_000 }, async () => {
    sparePolicy.scripts = false;
    const program = await standIn('python-c');
    await expectAnswers(program);
    expect(interpretersRunning(program)).toBe(1);
    // The binary python3 resolves to is no script: a second beside it.
    await expectAnswers(realPython);
    expect(interpretersRunning(realPython)).toBe(Math.min(2, availableParallelism()));
  });

  it(
    'a name on PATH is judged by the file a spawn runs: a file of that name that is not executable is passed over',
    { timeout: 180_000 },
    async () => {
      sparePolicy.scripts = false;
      // First on PATH: no script, but not executable either, so it is not what runs; then the script that does.
      const [skipped, runs] = [join(scratch, 'path-1'), join(scratch, 'path-2')];
      await Promise.all([mkdir(skipped), mkdir(runs)]);
      await writeFile(join(skipped, 'python-d'), '\x7fELF not a script\n');
      await writeFile(join(runs, 'python-d'), `#!/bin/sh\nexec '${realPython}' "$@"\n`);
      await chmod(join(runs, 'python-d'), 0o755);
      const before = process.env['PATH'];
      process.env['PATH'] = `${skipped}:${runs}:${before ?? ''}`;
      try {
        await expectAnswers('python-d');
        expect(interpretersRunning('python-d')).toBe(1);
      } finally {
        process.env['PATH'] = before;
      }
    },
  );
});
