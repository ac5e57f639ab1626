/**
 * RE2's compiled code is kept in the cache directory of the run that loads it (issue 27): the
 * directory comes in with the run (critique's codeCacheDir), from parsing the input to the checks.
 * The engine is loaded once per process, as an imported module is: a later run finds it loaded,
 * with nothing left to compile or keep. Each test loads the modules afresh, as a new process would.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-code-cache-'));
  vi.resetModules();
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const freshCritique = async () => (await import('../../../src/critique/critique.js')).critique;
const keptRe2 = async (dir: string): Promise<string[]> =>
  (await readdir(join(dir, 'code')).catch(() => [])).filter((n) => /^re2js-[0-9a-f]{32}\.v8$/.test(n));

/** An input whose assertion's pattern needs RE2: it is compiled when the input is parsed. */
const withPattern = {
  output: 'const due = 1; // TODO: later\n',
  task_description: 'Write due.',
  schema: { type: 'text' as const },
  assertions: [{ id: 'no-todo', text: 'no TODO note', critical: true, check: { kind: 'not-contains' as const, pattern: 'TODO\\s*:' } }],
};

/** An input whose only RE2 pattern is its JSON Schema's: compiled when the json-schema check runs. */
const withSchemaPattern = {
  output: '{"id": "ab-12"}',
  task_description: 'Write the id.',
  schema: { type: 'json' as const, json_schema: { type: 'object', properties: { id: { type: 'string', pattern: '^[a-z]+-\\d+$' } } } },
  assertions: [],
};

describe('RE2 keeps its compiled code where the run that loads it says', () => {
  it("a pattern of the input: in this run's directory; a later run's directory gets nothing, as nothing is compiled again", async () => {
    const critique = await freshCritique();
    const first = join(scratch, 'first');
    const second = join(scratch, 'second');
    expect((await critique(withPattern, { codeCacheDir: first })).criteria[0]?.met).toBe(false);
    expect(await keptRe2(first)).toHaveLength(1);
    expect((await critique(withPattern, { codeCacheDir: second })).criteria[0]?.met).toBe(false);
    expect(await keptRe2(second)).toEqual([]);
  });

  it("a JSON Schema's pattern: the json-schema check loads it with the run's directory", async () => {
    const critique = await freshCritique();
    const dir = join(scratch, 'schema');
    const result = await critique(withSchemaPattern, { codeCacheDir: dir });
    expect(result.gate.map((g) => [g.id, g.passed])).toEqual([
      ['schema', true],
      ['json-schema', true],
      ['prompt-injection', true],
    ]);
    expect(await keptRe2(dir)).toHaveLength(1);
  });

  it('a run without a directory compiles it and keeps it nowhere', async () => {
    const critique = await freshCritique();
    expect((await critique(withPattern)).criteria[0]?.met).toBe(false);
    expect((await critique(withSchemaPattern)).gate_passed).toBe(true);
    expect(await readdir(scratch)).toEqual([]);
  });
});
