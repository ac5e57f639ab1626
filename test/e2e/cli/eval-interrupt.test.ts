/**
 * Ctrl-C on the built CLI: a real SIGINT to `dist/cli.js eval` while it judges. It finishes the
 * case in progress, writes the partial report (--json and --html), says so, and exits 4.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHAVIOURS, builtinSuite } from '../../../src/eval/builtin/index.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { labelOracle } from '../../support/oracle.js';
import { assertCliBuilt, cleanEnv, CLI_PATH, REPO_ROOT } from '../../support/run-cli.js';

const cases = builtinSuite().cases.slice(0, 10);
let scratch: string;
let double: OllamaDouble | undefined;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-eval-sigint-'));
  await writeFile(join(scratch, 'suite.json'), JSON.stringify({ version: 1, name: 'ten', cases }));
});
afterAll(async () => {
  await double?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('critic-gate eval on Ctrl-C', () => {
  it('finishes the case in progress, writes the partial report and exits 4', async () => {
    assertCliBuilt();
    const json = join(scratch, 'partial.json');
    const html = join(scratch, 'partial.html');
    const oracle = labelOracle(cases, BEHAVIOURS);
    let asked = 0;
    // Filled in once the child runs; the double calls it from its request handler.
    const interrupt: { send?: () => void } = {};
    double = await startOllamaDouble({
      respond: (req) => {
        // The signal arrives while the third case is being judged.
        if (++asked === 3) interrupt.send?.();
        return oracle(req);
      },
    });
    const child = spawn(
      process.execPath,
      [
        CLI_PATH,
        'eval',
        '--suite',
        join(scratch, 'suite.json'),
        '--ollama-host',
        double.url,
        '--num-ctx',
        '16384',
        '--json',
        json,
        '--html',
        html,
      ],
      {
        cwd: REPO_ROOT,
        env: cleanEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    interrupt.send = () => void child.kill('SIGINT');
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => void (stderr += d.toString('utf8')));
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));

    expect(code, stderr).toBe(4);
    expect(stderr).toMatch(/interrupted; finishing the case in progress/);
    const report = JSON.parse(await readFile(json, 'utf8')) as { partial: boolean; cases: number; suite_cases: number; accuracy: number };
    expect(report).toMatchObject({ partial: true, suite_cases: 10, accuracy: 1 });
    // The case in progress is finished, not dropped; the signal is handled between HTTP events, so at most one more may start.
    expect(report.cases).toBeGreaterThanOrEqual(3);
    expect(report.cases).toBeLessThan(10);
    expect(stderr).toContain(`interrupted after ${report.cases} of 10 cases; the report covers those`);
    expect(await readFile(html, 'utf8')).toMatch(new RegExp(`partial: ${report.cases} of 10`));
  });
});
