/**
 * What one judged Action run loads (issue 40: every step pays its CPU). A PASS on a small change
 * of a TypeScript file, judged by the Ollama double, its review posted: the run loads one HTTP
 * client, the parts of the undici critic-gate bundles that it uses (the judge needs its patient
 * Agent), and not Node's own copy beside it, which Node compiles (with its HTTP parser) the first
 * time anything reads its global fetch, Headers, Request or Response; and the judge's answer format is written out, so
 * zod's JSON Schema generator is not loaded either. The built dist/index.js as a process, with the
 * test hooks that list the modules and built-ins it loaded.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';
import { REPO_ROOT } from '../../support/action-run.js';
import { smallPulls } from '../../support/small-pull.js';

const ORDER_HOOK = fileURLToPath(new URL('../../support/load-order.mjs', import.meta.url));
const BUILTINS_HOOK = fileURLToPath(new URL('../../support/builtins-loaded.mjs', import.meta.url));
/** The built-in that is Node's own undici: what its fetch, Headers, Request and Response load. */
const NODE_UNDICI = 'internal/deps/undici/undici';

const CONFIG = `version: 1
gate:
  - {kind: no-placeholders, files: "src/**", scope: added}
assertions:
  - {id: sum, text: "The sum of a and b is exported", critical: true, files: "src/**"}
`;
const BASE_A = 'export const a = 1;\nexport const b = 2;\n';
const GOOD_A = `${BASE_A}export const sum = a + b;\n`;
const SUM_MET = {
  id: 'sum',
  met: true,
  evidence: 'src/a.ts:3 exports the sum',
  location: { path: 'src/a.ts', line: 3, quote: 'export const sum = a + b;' },
};

const pulls = smallPulls();
let ollama: OllamaDouble | undefined;
let scratch: string;
let runs = 0;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'critic-gate-action-loading-'));
});
afterEach(async () => {
  await Promise.all([pulls.cleanup(), ollama?.close()]);
  ollama = undefined;
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** The environment that has a child Node list the modules (in order) and the built-ins it loaded. */
function hooked(): { env: Record<string, string>; modules: () => Promise<string[]>; builtins: () => Promise<string[]> } {
  const order = join(scratch, `order-${++runs}.json`);
  const builtins = join(scratch, `builtins-${runs}.json`);
  return {
    env: {
      CRITIC_GATE_TEST_LOAD_ORDER_FILE: order,
      CRITIC_GATE_TEST_BUILTINS_FILE: builtins,
      // Quoted: a temporary directory may hold spaces.
      NODE_OPTIONS: `--import="${pathToFileURL(ORDER_HOOK).href}" --import="${pathToFileURL(BUILTINS_HOOK).href}"`,
    },
    modules: async () => JSON.parse(await readFile(order, 'utf8')) as string[],
    builtins: async () => JSON.parse(await readFile(builtins, 'utf8')) as string[],
  };
}

/** The dist/ chunks whose text holds `marker`. */
async function chunksHolding(marker: string): Promise<string[]> {
  const dir = join(REPO_ROOT, 'dist', 'chunks');
  const found: string[] = [];
  for (const name of await readdir(dir)) if ((await readFile(join(dir, name), 'utf8')).includes(marker)) found.push(name);
  return found;
}

describe('a judged PASS on a small TypeScript change: what the Action loads', () => {
  it("loads the bundled undici alone, not Node's own copy, and not zod's JSON Schema generator; it still judges and posts its review", async () => {
    const pull = await pulls.open({ config: CONFIG, base: { 'src/a.ts': BASE_A }, head: { 'src/a.ts': GOOD_A } });
    ollama = await startOllamaDouble({ chat: [{ content: JSON.stringify({ criteria: [SUM_MET] }) }] });
    const hook = hooked();
    const run = await pull.act({ 'ollama-host': ollama.url, review: 'always' }, hook.env);

    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['verdict']).toBe('PASS');
    // The judge was asked (over the bundled undici), with the answer format it must keep to.
    expect(ollama.chatRequests()).toHaveLength(1);
    expect(ollama.chatRequests()[0]!.format).toMatchObject({
      properties: { criteria: { items: { properties: { id: { enum: expect.arrayContaining(['sum']) } } } } },
    });
    // GitHub was read and written (over the bundled undici too): the review is there.
    expect(pull.github.state.reviews).toHaveLength(1);

    const builtins = await hook.builtins();
    // The hook saw the program: the HTTP client's socket module and git's processes are listed.
    expect(builtins).toEqual(expect.arrayContaining(['net', 'child_process']));
    expect(builtins).not.toContain(NODE_UNDICI);

    const generator = await chunksHolding('_zod.processJSONSchema');
    expect(generator).toHaveLength(1);
    const modules = await hook.modules();
    // The judge's chunks were loaded: the list is of this run's judging.
    expect(modules.some((m) => m.startsWith('ollama-session-'))).toBe(true);
    expect(modules).not.toContain(generator[0]);
    // Of the bundled undici, the parts it uses (fetch, the Agent), not its entry, which loads every
    // part there is: its mocks (MockAgent) are the mark of that.
    const loaded = modules.filter((m) => m.endsWith('.js'));
    const withMocks = await chunksHolding('MockAgent');
    expect(loaded.filter((m) => withMocks.includes(m))).toEqual([]);
  });

  it("the hook does list Node's own undici once something reads a global it backs (the twin: the check can fail)", async () => {
    const hook = hooked();
    await promisify(execFile)(process.execPath, ['-e', 'globalThis.Headers'], { env: { ...process.env, ...hook.env } });
    expect(await hook.builtins()).toContain(NODE_UNDICI);
  });
});
