/**
 * A large change's Python files are compiled by two interpreters where there is a core for each
 * (python.ts, sparePolicy). The second costs time, never a verdict: every text gets the answer one
 * interpreter gives it, and a second that ends early hands its texts back to the first.
 */
import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

describe('two interpreters for many Python texts', () => {
  it('a second starts beside the first once texts queue up, and every text gets its own answer', { timeout: 180_000 }, async () => {
    // A name of its own for this program: interpreters are kept per program, for the process.
    const program = join(scratch, 'python-a');
    await writeFile(program, `#!/bin/sh\nexec '${realPython}' "$@"\n`);
    await chmod(program, 0o755);
    const answers = await Promise.all(TEXTS.map((t) => parsePython(t, program)));
    expect(answers.map(shape)).toEqual(TEXTS.map((_, i) => expected(i)));
    expect(interpretersRunning(program)).toBe(Math.min(2, availableParallelism()));
  });

  it(
    'a second that ends at once hands its texts back: the first answers them all, and no third is tried',
    { timeout: 180_000 },
    async () => {
      // The first start runs Python; every later start of this program exits at once, as a broken spare would.
      const program = join(scratch, 'python-b');
      const started = join(scratch, 'python-b.started');
      await writeFile(program, `#!/bin/sh\nif [ -e '${started}' ]; then exit 3; fi\n: > '${started}'\nexec '${realPython}' "$@"\n`);
      await chmod(program, 0o755);
      const answers = await Promise.all(TEXTS.map((t) => parsePython(t, program)));
      expect(answers.map(shape)).toEqual(TEXTS.map((_, i) => expected(i)));
      expect(interpretersRunning(program)).toBe(1);
      // Later texts go to the first alone: the program's spare failed once.
      expect((await Promise.all(TEXTS.map((t) => parsePython(t, program)))).map(shape)).toEqual(TEXTS.map((_, i) => expected(i)));
      expect(interpretersRunning(program)).toBe(1);
    },
  );

  it("no second for a program that is a script (a version manager's shim); one for the binary itself", { timeout: 180_000 }, async () => {
    sparePolicy.scripts = false;
    const program = join(scratch, 'python-c');
    await writeFile(program, `#!/bin/sh\nexec '${realPython}' "$@"\n`);
    await chmod(program, 0o755);
    const answers = await Promise.all(TEXTS.map((t) => parsePython(t, program)));
    expect(answers.map(shape)).toEqual(TEXTS.map((_, i) => expected(i)));
    expect(interpretersRunning(program)).toBe(1);
    // The binary python3 resolves to is no script: a second beside it.
    expect((await Promise.all(TEXTS.map((t) => parsePython(t, realPython)))).map(shape)).toEqual(TEXTS.map((_, i) => expected(i)));
    expect(interpretersRunning(realPython)).toBe(Math.min(2, availableParallelism()));
  });
});
