/**
 * The CLI's `main` run in this process, on real files and repositories, with a judge the test
 * gives: for tests about what a run decides and prints, where a process of its own would add only
 * its start (the built CLI as a process is tested in test/e2e/cli/process.test.ts and the like).
 *
 *   const r = await mainInProcess(['pr', '--repo', repo.dir, '--format', 'json'], judge);
 *   expect(r.code).toBe(0);
 */
import { readFile } from 'node:fs/promises';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import type { Judge } from '../../src/judge/types.js';
import { scriptedJudge } from './scripted-judge.js';

export interface InProcessRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A judge that fails the test if the run calls it: for runs decided by the gate alone. */
export const noJudge = (): Judge =>
  scriptedJudge(() => {
    throw new Error('the judge must not be called');
  });

/** `critic-gate <argv>` with an empty stdin, reading files from disk, writing none, its output kept. */
export async function mainInProcess(argv: readonly string[], judge: Judge = noJudge(), env: NodeJS.ProcessEnv = {}): Promise<InProcessRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    readStdin: async () => '',
    readFile: (p) => readFile(p, 'utf8'),
    writeFile: async () => undefined,
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    isTty: false,
    stderrIsTty: false,
  };
  const code = await main([...argv], env, { io, makeJudge: () => judge, cwd: process.cwd() });
  return { code, stdout, stderr };
}
