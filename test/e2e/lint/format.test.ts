/**
 * The formatter rule of `npm run lint` bites: the same `prettier --check` with the repository's
 * config passes a source file as committed and fails the same file with its layout spoiled,
 * naming it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PRETTIER = join(ROOT, 'node_modules/prettier/bin/prettier.cjs');

interface Run {
  code: number;
  output: string;
}

/** `prettier --check` on `files` inside `cwd`, with the repository's own config. */
function check(cwd: string, files: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [PRETTIER, '--config', join(ROOT, '.prettierrc.json'), '--check', ...files],
      { cwd },
      (error, stdout, stderr) => {
        done({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, output: stdout + stderr });
      },
    );
  });
}

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-format-'));
  const source = await readFile(join(ROOT, 'src/core/verdict.ts'), 'utf8');
  await writeFile(join(scratch, 'kept.ts'), source);
  // Every line's indentation doubled and one statement's quotes swapped: what a hand edit leaves.
  await writeFile(join(scratch, 'spoiled.ts'), source.replace(/^( +)/gm, '$1$1').replace("'", '"').replace(/'/, '"'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('npm run lint: prettier --check', () => {
  it('is what npm run lint runs, over every source, test, bench and script file', async () => {
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['lint']).toContain('prettier --check "**/*.{ts,mjs,cjs,js}"');
  });

  it('passes a file laid out as committed', async () => {
    const run = await check(scratch, ['kept.ts']);
    expect(run.output).toContain('All matched files use Prettier code style');
    expect(run.code).toBe(0);
  });

  it('fails a file whose layout was spoiled, and names it', async () => {
    const run = await check(scratch, ['kept.ts', 'spoiled.ts']);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('spoiled.ts');
    expect(run.output).not.toContain('kept.ts');
  });
});
