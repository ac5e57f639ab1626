/**
 * Spec §15, issue 39: an LLM assertion blocks only while the judge reads its own examples as
 * expected in the same run. Through the built CLI on real git repositories, with the Ollama double
 * answering from what each request shows: a careful judge, and one that misreads the met example.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { readPrompt } from '../../doubles/judge-answers.js';
import { startOllamaDouble, type ChatRequestBody, type OllamaDouble } from '../../doubles/ollama.js';
import { createGitRepo, type GitRepoFixture } from '../../support/git-repo.js';
import { assertCliBuilt, runCli, type CliRun } from '../../support/run-cli.js';

const CONFIG = '.github/critic-gate.yml';
const ID = 'errors-handled';

const config = (extra = ''): string => `version: 1
${extra}assertions:
  - id: ${ID}
    text: New code handles its error cases explicitly instead of ignoring them
    critical: true
    files: "src/**"
    examples:
      - {file: examples/critic-gate/errors-met.ts, expect: met}
      - {file: examples/critic-gate/errors-swallowed.ts, expect: unmet}
`;

const EXAMPLES: Record<string, string> = {
  'examples/critic-gate/errors-met.ts':
    'export async function load(path: string): Promise<string> {\n  try {\n    return await read(path);\n  } catch (error) {\n    throw new Error(`cannot load ${path}`, { cause: error });\n  }\n}\n',
  'examples/critic-gate/errors-swallowed.ts':
    "export async function load(path: string): Promise<string> {\n  try {\n    return await read(path);\n  } catch {}\n  return '';\n}\n",
};

/** The change: new code that swallows its error, which a careful judge calls unmet. */
const SWALLOWING = {
  'src/fetch.ts':
    'export async function fetchUser(id: string): Promise<unknown> {\n  try {\n    return await get(`/users/${id}`);\n  } catch {}\n  return undefined;\n}\n',
};

type Judging = (paths: readonly string[]) => boolean;

/** A judge that calls the assertion met (quoting a real line) unless `unmet` says otherwise for what it was shown. */
function judgeBy(unmet: Judging): (req: ChatRequestBody) => { content: string; real: string[] } {
  return (req) => {
    const prompt = readPrompt(req.messages ?? []);
    const a = prompt.assertions.find((x) => x.id === ID);
    if (a === undefined) return { content: JSON.stringify({ criteria: [] }), real: [] };
    const lines = prompt.lines.filter((l) => a.paths.includes(l.path));
    const swallowed = lines.find((l) => l.text.includes('catch {}'));
    const item = unmet(a.paths)
      ? {
          id: ID,
          met: false,
          evidence: 'the error is ignored',
          ...(swallowed ? { location: { path: swallowed.path, line: swallowed.n, quote: swallowed.text.trim() } } : {}),
          fix: 'Handle the error',
        }
      : (() => {
          const quote = lines.find((l) => l.text.includes('catch (error)')) ?? lines.find((l) => l.text.trim().length > 12)!;
          return {
            id: ID,
            met: true,
            evidence: 'the error is rethrown with its cause',
            location: { path: quote.path, line: quote.n, quote: quote.text.trim() },
          };
        })();
    return { content: JSON.stringify({ criteria: [item] }), real: [ID] };
  };
}

/** Reads the code as it is: a swallowed catch is unmet. */
const careful = (shown: () => readonly { text: string }[]): boolean => shown().some((l) => l.text.includes('catch {}'));

let double: OllamaDouble;
/** What the double's judge does: set per test. */
let judging: 'careful' | 'misreads-met-example' | 'fails-on-met-example' = 'careful';
let repos: GitRepoFixture[] = [];
let cacheDir: string;

beforeAll(async () => {
  assertCliBuilt();
  cacheDir = await mkdtemp(join(tmpdir(), 'critic-gate-earned-cache-'));
  double = await startOllamaDouble({
    respond: (req) => {
      const prompt = readPrompt(req.messages ?? []);
      const shownTo = (paths: readonly string[]) => prompt.lines.filter((l) => paths.includes(l.path));
      if (judging === 'fails-on-met-example' && prompt.lines.some((l) => l.path === 'examples/critic-gate/errors-met.ts'))
        return { status: 500, error: 'llama runner process has terminated' };
      return judgeBy((paths) =>
        judging === 'misreads-met-example' && paths.includes('examples/critic-gate/errors-met.ts') ? true : careful(() => shownTo(paths)),
      )(req);
    },
  });
});
afterEach(async () => {
  await Promise.all(repos.map((r) => r.cleanup()));
  repos = [];
  judging = 'careful';
});
afterAll(async () => {
  await double.close();
  await rm(cacheDir, { recursive: true, force: true });
});

async function repoWith(cfg: string, base: Record<string, string>, change: Record<string, string>): Promise<GitRepoFixture> {
  const repo = await createGitRepo();
  repos.push(repo);
  await repo.write(CONFIG, cfg);
  await repo.write('src/index.ts', 'export const index = 1;\n');
  for (const [path, text] of Object.entries(base)) await repo.write(path, text);
  await repo.commit('base');
  await repo.branch('feature');
  for (const [path, text] of Object.entries(change)) await repo.write(path, text);
  await repo.commit('feature');
  return repo;
}

/** The chat requests made since `before` that showed an example file. */
const exampleRequests = (before: number): number =>
  double
    .chatRequests()
    .slice(before)
    .filter((r) => readPrompt(r.messages ?? []).lines.some((l) => l.path.startsWith('examples/'))).length;

async function pr(repo: GitRepoFixture, args: string[] = ['--format', 'json'], env: Record<string, string> = {}): Promise<CliRun> {
  return runCli(['pr', '--repo', repo.dir, '--base', 'main', ...args], { env: { OLLAMA_HOST: double.url, ...env } });
}

const criterion = (r: CriticResult) => r.criteria.find((c) => c.id === ID)!;

describe('spec §15: blocking is earned in the run (critic-gate pr)', () => {
  it('a judge that agrees with both examples makes an unmet critical assertion FAIL', async () => {
    const repo = await repoWith(config(), EXAMPLES, SWALLOWING);
    const before = double.chatRequests().length;
    const run = await pr(repo);
    const result = run.json();
    expect(result.verdict).toBe('FAIL');
    expect(run.code).toBe(2);
    expect(criterion(result)).toMatchObject({ met: false, critical: true, examples: '2/2' });
    expect(criterion(result).advisory).toBeUndefined();
    // Each example judged alone, in the same run.
    expect(exampleRequests(before)).toBe(2);
  });

  it('a judge that misreads the met example makes the same change not FAIL: advisory, the example named', async () => {
    judging = 'misreads-met-example';
    const repo = await repoWith(config(), EXAMPLES, SWALLOWING);
    const run = await pr(repo);
    const result = run.json();
    expect(result.verdict).toBe('PASS');
    expect(run.code).toBe(0);
    expect(criterion(result)).toMatchObject({ met: false, examples: '1/2' });
    expect(criterion(result).advisory?.reason).toBe(
      'the judge read 1/2 of its examples as expected: examples/critic-gate/errors-met.ts (expected met, judged unmet)',
    );
    expect(criterion(result).advisory?.examples).toEqual([
      expect.objectContaining({ file: 'examples/critic-gate/errors-met.ts', expect: 'met', met: false, agrees: false }),
    ]);
    expect(criterion(result).advisory?.examples[0]!.said).toMatch(/^unmet: the error is ignored/);
    // The terminal report says in one line which assertion is advisory and why.
    const text = await pr(repo, ['--format', 'text']);
    expect(text.stdout).toContain(`Advisory in this run, not counted toward FAIL or the score: ${ID} (the judge read 1/2`);
  });

  it('an example the judge fails on is a failure to judge: the run fails closed, never advisory (rule 4)', async () => {
    judging = 'fails-on-met-example';
    const repo = await repoWith(config(), EXAMPLES, SWALLOWING);
    const run = await pr(repo);
    const result = run.json();
    expect(run.code).toBe(4);
    expect(result._critic_status).toBe('error');
    expect(result.error).toContain('example examples/critic-gate/errors-met.ts of errors-handled could not be judged');
    expect(result.verdict).not.toBe('PASS');
  });

  it('an example missing at the base is a config error naming the file, the line and the field', async () => {
    const repo = await repoWith(
      config(),
      { 'examples/critic-gate/errors-met.ts': EXAMPLES['examples/critic-gate/errors-met.ts']! },
      {
        ...SWALLOWING,
        // Brought by the change itself: not read, the base is what counts.
        'examples/critic-gate/errors-swallowed.ts': EXAMPLES['examples/critic-gate/errors-swallowed.ts']!,
      },
    );
    const run = await pr(repo);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(
      `${CONFIG}:9:16: assertions[0].examples[1].file: example "examples/critic-gate/errors-swallowed.ts" not found at the base commit`,
    );
  });

  it('with the judge off, examples are not read: missing ones stop nothing, the deterministic gate runs (the twin)', async () => {
    const repo = await repoWith(
      config('gate:\n  - {kind: syntax, files: "src/**/*.ts"}\n'),
      {},
      { ...SWALLOWING, 'src/broken.ts': 'export const a = ;\n' },
    );
    const run = await pr(repo, ['--format', 'json', '--llm', 'off']);
    const result = run.json();
    expect(result._critic_status, run.stderr).toBeUndefined();
    expect(result.gate.find((g) => g.kind === 'syntax')?.passed).toBe(false);
    expect(result.verdict).toBe('FAIL');
  });

  it('blocking.require_examples makes an assertion without examples advisory', async () => {
    const cfg = config('blocking: {require_examples: true}\n').replace(/\n {4}examples:\n(?: {6}- .*\n)+/, '\n');
    const repo = await repoWith(cfg, {}, SWALLOWING);
    const result = (await pr(repo)).json();
    expect(result.verdict).toBe('PASS');
    expect(criterion(result)).toMatchObject({
      met: false,
      advisory: { reason: 'it has no examples, and blocking.require_examples is on' },
    });
  });

  it('a second run with the same setup makes no model call for the examples (the judge cache)', async () => {
    const repo = await repoWith(config(), EXAMPLES, SWALLOWING);
    const env = { CRITIC_GATE_CACHE: 'on', CRITIC_GATE_CACHE_DIR: cacheDir };
    let before = double.chatRequests().length;
    const first = (await pr(repo, ['--format', 'json'], env)).json();
    expect(exampleRequests(before)).toBe(2);
    before = double.chatRequests().length;
    const second = (await pr(repo, ['--format', 'json'], env)).json();
    expect(exampleRequests(before)).toBe(0);
    expect(second.verdict).toBe('FAIL');
    expect(criterion(second)).toMatchObject({ examples: '2/2' });
    expect(second.stats.cache_hits).toBeGreaterThanOrEqual(2);
    expect(first.verdict).toBe('FAIL');
  });
});
