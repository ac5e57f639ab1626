/**
 * TypeScript's and re2js's compiled code is kept in the cache directory (src/subject/vendored.ts).
 * Whether V8 takes a kept cache shows only across processes: a cache it refuses is written
 * again, one it takes is left as it is. Either way the verdict is TypeScript's own. TypeScript
 * decides where oxc-parser's binding cannot load (issue 28), which CRITIC_GATE_OXC=off stands for.
 */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { CLI_PATH, runCli } from '../../support/run-cli.js';

let repo: GitRepoFixture;
let cacheDir: string;

beforeAll(async () => {
  repo = await createGitRepo();
  cacheDir = await mkdtemp(join(tmpdir(), 'critic-gate-code-cache-'));
  await repo.write('.github/critic-gate.yml', 'version: 1\ngate:\n  - {kind: syntax, files: "**/*.ts"}\n');
  await repo.commit('config');
  await repo.branch('feature');
  await repo.write('src/ok.ts', 'export const ok: number = 1;\n');
  await repo.write('src/broken.ts', 'export function f(a: string {\n  return a;\n}\n');
  await repo.commit('a change with a TypeScript syntax error');
});

afterAll(async () => {
  await repo.cleanup();
  await rm(cacheDir, { recursive: true, force: true });
});

const gate = async () => {
  const run = await runCli(['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--llm', 'off', '--format', 'json'], {
    env: { CRITIC_GATE_CACHE_DIR: cacheDir, CRITIC_GATE_OXC: 'off' },
  });
  const result = run.json();
  const syntax = result.gate.find((g) => g.id === 'syntax');
  return { code: run.code, verdict: result.verdict, evidence: syntax?.evidence ?? '' };
};

const kept = async (): Promise<{ path: string; bytes: Buffer; mtimeMs: number }> => {
  const names = (await readdir(join(cacheDir, 'code'))).filter((n) => n.startsWith('typescript-'));
  expect(names).toHaveLength(1);
  const path = join(cacheDir, 'code', names[0]!);
  return { path, bytes: await readFile(path), mtimeMs: (await stat(path)).mtimeMs };
};

describe('critic-gate pr keeps compiled TypeScript in its cache directory (the fallback parser)', () => {
  it('writes it on the first run, takes it unchanged on the next, and writes a damaged one again', async () => {
    const expected = { code: 2, verdict: 'FAIL' };
    const first = await gate();
    expect(first).toMatchObject(expected);
    expect(first.evidence).toMatch(/src\/broken\.ts:1:\d+.*typescript 5\.\d/);
    const written = await kept();
    expect(written.bytes.length).toBeGreaterThan(100_000);

    expect(await gate()).toEqual(first);
    const again = await kept();
    expect(again.mtimeMs).toBe(written.mtimeMs);
    expect(again.bytes.equals(written.bytes)).toBe(true);

    const garbage = Buffer.alloc(written.bytes.length, 7);
    await writeFile(written.path, garbage);
    expect(await gate()).toEqual(first);
    expect((await kept()).bytes.equals(garbage)).toBe(false);
  });
});

describe("critic-gate pr compiles the run's modules from the cache", () => {
  /**
   * The bundled chunks that hold a library, found by a name it uses (chunk names change with every
   * build, and esbuild may split a library between the chunks of different entry points).
   */
  const chunksHolding = async (marker: string): Promise<string[]> => {
    const chunks = join(CLI_PATH, '..', 'chunks');
    const names: string[] = [];
    for (const name of await readdir(chunks)) if ((await readFile(join(chunks, name), 'utf8')).includes(marker)) names.push(name);
    if (names.length === 0) throw new Error(`no chunk of dist holds ${marker}`);
    return names;
  };
  const anyOf = async (accepted: readonly (string | undefined)[], marker: string): Promise<string[]> =>
    (await chunksHolding(marker)).filter((name) => accepted.includes(name));

  it('zod and the checks, most of the bundle, come from the cache on the next run', async () => {
    // Node says, under NODE_DEBUG_NATIVE=COMPILE_CACHE, which module's kept code V8 took.
    const run = async () =>
      runCli(['pr', '--repo', repo.dir, '--base', 'main', '--head', 'feature', '--llm', 'off', '--format', 'json'], {
        env: { CRITIC_GATE_CACHE_DIR: cacheDir, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' },
      });
    await run();
    const second = await run();
    expect(second.code).toBe(2);
    const accepted = [...second.stderr.matchAll(/code cache for ESM file:\/\/\S*\/chunks\/(\S+\.js) was accepted/g)].map((m) => m[1]);
    expect(await anyOf(accepted, 'ZodMiniObject')).not.toEqual([]);
    expect(await anyOf(accepted, 'mayHaveTripwires')).not.toEqual([]);
  });
});

describe('critic-gate judge loads RE2 only for a pattern that needs it', () => {
  const judge = async (pattern: string, dir: string) => {
    const input = {
      output: 'const due = 1; // TODO: later\n',
      task_description: 'Write due.',
      schema: { type: 'text' },
      assertions: [{ id: 'no-todo', text: 'no TODO note', critical: true, check: { kind: 'not-contains', pattern } }],
    };
    const run = await runCli(['judge', '--llm', 'off'], { stdin: JSON.stringify(input), env: { CRITIC_GATE_CACHE_DIR: dir } });
    const kept = await readdir(join(dir, 'code')).catch(() => []);
    return { code: run.code, met: run.json().criteria[0]?.met, re2: kept.filter((n) => /^re2js-[0-9a-f]{32}\.v8$/.test(n)) };
  };

  it('plain text is searched as text (no RE2 compiled, none kept); a regular expression runs on RE2, kept compiled', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'critic-gate-code-cache-'));
    try {
      expect(await judge('TODO|FIXME', dir)).toEqual({ code: 2, met: false, re2: [] });
      expect(await judge('TODO\\s*:', dir)).toMatchObject({ code: 2, met: false, re2: [expect.any(String)] });
      expect(await judge('DONE\\s*:', dir)).toMatchObject({ code: 0, met: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
