/**
 * `critic-gate test` (spec §15, issue 39): every example of every assertion judged alone, through
 * the built CLI against the Ollama double. Exit 0 when the judge reads every example as expected,
 * 1 when it misreads one (named, with what it said), 4 when it cannot judge; 0 with a notice when
 * no assertion has examples.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readPrompt } from '../../doubles/judge-answers.js';
import { startOllamaDouble, type ChatRequestBody, type OllamaDouble } from '../../doubles/ollama.js';
import { closedPort } from '../../support/ports.js';
import { assertCliBuilt, runCli, type CliRun } from '../../support/run-cli.js';

const ID = 'errors-handled';
const MET = 'examples/errors-met.ts';
const UNMET = 'examples/errors-swallowed.ts';

const CONFIG = `version: 1
assertions:
  - id: ${ID}
    text: New code handles its error cases explicitly instead of ignoring them
    critical: true
    examples:
      - {file: ${MET}, expect: met}
      - {file: ${UNMET}, expect: unmet}
  - id: no-examples
    text: New behaviour comes with a test
`;

const FILES: Record<string, string> = {
  '.github/critic-gate.yml': CONFIG,
  [MET]:
    'export async function load(path: string): Promise<string> {\n  try {\n    return await read(path);\n  } catch (error) {\n    throw new Error(`cannot load ${path}`, { cause: error });\n  }\n}\n',
  [UNMET]:
    "export async function load(path: string): Promise<string> {\n  try {\n    return await read(path);\n  } catch {}\n  return '';\n}\n",
};

/** `careful`: unmet where a shown line swallows the error; `misreads`: also unmet on the met example. */
let judging: 'careful' | 'misreads' = 'careful';

function answer(req: ChatRequestBody): { content: string; real: string[] } {
  const prompt = readPrompt(req.messages ?? []);
  const a = prompt.assertions.find((x) => x.id === ID);
  if (a === undefined) return { content: JSON.stringify({ criteria: [] }), real: [] };
  const lines = prompt.lines.filter((l) => a.paths.includes(l.path));
  const unmet = judging === 'misreads' || lines.some((l) => l.text.includes('catch {}'));
  const quote = lines.find((l) => l.text.includes('catch (error)')) ?? lines[0]!;
  const item = unmet
    ? { id: ID, met: false, evidence: 'the error is swallowed', fix: 'Handle the error' }
    : { id: ID, met: true, evidence: 'rethrown with its cause', location: { path: quote.path, line: quote.n, quote: quote.text.trim() } };
  return { content: JSON.stringify({ criteria: [item] }), real: [ID] };
}

let double: OllamaDouble;
let dirs: string[] = [];

beforeAll(async () => {
  assertCliBuilt();
  double = await startOllamaDouble({ respond: answer });
});
afterEach(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  dirs = [];
  judging = 'careful';
});
afterAll(async () => {
  await double.close();
});

async function folderWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'critic-gate-test-cmd-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

const test = (dir: string, args: string[] = [], host = double.url): Promise<CliRun> =>
  runCli(['test', '--repo', dir, ...args], { env: { OLLAMA_HOST: host } });

describe('critic-gate test', () => {
  it('exits 0 when the judge reads both examples as expected, each judged alone', async () => {
    const before = double.chatRequests().length;
    const run = await test(await folderWith(FILES));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('critic-gate test  AGREES  2/2 examples read as expected by qwen2.5-coder:7b, 1 vote(s) each');
    expect(run.stdout).toContain(`✓ ${ID}  2/2 examples agree, 0 flip(s) across votes`);
    const asked = double
      .chatRequests()
      .slice(before)
      .map((r) => readPrompt(r.messages ?? []).lines.map((l) => l.path));
    expect(asked.map((paths) => [...new Set(paths)])).toEqual([[MET], [UNMET]]);
  });

  it('exits 1 when the judge misreads the met example, naming it with what the judge said (text and json)', async () => {
    judging = 'misreads';
    const dir = await folderWith(FILES);
    const run = await test(dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`✗ ${ID}  1/2 examples agree`);
    expect(run.stdout).toContain(`${MET} (expected met): the judge said unmet: the error is swallowed`);
    expect(run.stderr).toContain(`critic-gate: the judge misread 1 example(s): ${ID}: ${MET}`);
    const json = await test(dir, ['--format', 'json', '--votes', '3']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as {
      agrees: boolean;
      votes: number;
      assertions: {
        id: string;
        agreed: number;
        total: number;
        flips: number;
        disagreeing: { file: string; expect: string; met: boolean; votes?: string }[];
      }[];
    };
    expect(report).toMatchObject({ agrees: false, votes: 3 });
    expect(report.assertions).toEqual([
      expect.objectContaining({
        id: ID,
        agreed: 1,
        total: 2,
        flips: 0,
        disagreeing: [expect.objectContaining({ file: MET, expect: 'met', met: false, votes: '3/3' })],
      }),
    ]);
  });

  it('exits 4 when the judge is unreachable', async () => {
    const port = await closedPort();
    const run = await test(await folderWith(FILES), [], `http://127.0.0.1:${port}`);
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/^critic-gate: could not judge: errors-handled: examples\/errors-met\.ts: /);
  });

  it('a missing example is a config error with its place (exit 4)', async () => {
    const { [UNMET]: _gone, ...rest } = FILES;
    const run = await test(await folderWith(rest));
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(
      `.github/critic-gate.yml:8:16: assertions[0].examples[1].file: example "${UNMET}" not found in the working tree`,
    );
  });

  // As `pr` answers it (cli/inside-checkout.ts): the working tree could plant judgements there.
  it('refuses a --cache-dir inside the repository (exit 4, naming it) and judges with one outside', async () => {
    const dir = await folderWith(FILES);
    const inside = await test(dir, ['--cache-dir', join(dir, '.cache')]);
    expect(inside.code).toBe(4);
    expect(inside.stderr).toContain(`--cache-dir: "${join(dir, '.cache')}" resolves inside the repository being judged`);
    const outside = await test(dir, ['--cache-dir', join(await folderWith({}), 'cache')]);
    expect(outside.code).toBe(0);
  });

  it('with no examples anywhere, says so and exits 0', async () => {
    const run = await test(
      await folderWith({ '.github/critic-gate.yml': 'version: 1\nassertions:\n  - id: a\n    text: Something true\n' }),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('no assertion has examples: nothing to test');
  });
});
