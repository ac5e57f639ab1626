/**
 * `critic-gate` as users and pipelines run it: the built dist/cli.js in a child process,
 * input on stdin, the result JSON on stdout, a message on stderr, and the exit code (spec §3).
 * The judge is the wire-level Ollama double on 127.0.0.1.
 */
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOllamaDouble, type AnswerPlan, type OllamaDouble, type OllamaScript } from '../../doubles/ollama.js';
import { assertCliBuilt, REPO_ROOT, runCli, type CliRun } from '../../support/run-cli.js';
import type { CriticResult } from '../../../src/contract/result.js';
import type * as Lib from '../../../src/lib.js';
import { closedPort } from '../../support/ports.js';

const input = (over: Record<string, unknown> = {}): string =>
  JSON.stringify({
    output: '{"name": "widget", "count": 3}',
    task_description: 'Describe the widget as JSON',
    schema: { type: 'json' },
    ...over,
  });

/** A worker's Python answer; the judge cites its lines as `output:N`. */
const PYTHON = [
  'import requests',
  '',
  'def fetch(url):',
  '    try:',
  '        return requests.get(url).json()',
  '    except requests.HTTPError as e:',
  '        return None',
  '',
].join('\n');

const pythonInput = (assertions: unknown[]): string =>
  JSON.stringify({
    output: PYTHON,
    task_description: 'Fetch a URL and handle HTTP errors',
    schema: { type: 'code', language: 'python' },
    assertions,
  });

const answer = (criteria: unknown[]): AnswerPlan => ({ content: JSON.stringify({ criteria }) });

const metAt = (id: string, line: number, quote: string) => ({
  id,
  met: true,
  evidence: `line ${line} shows it`,
  location: { path: 'output', line, quote },
});

/** The process must always print a parseable, fail-closed result when it could not judge (spec §3, exit 4). */
function expectErrorResult(r: CliRun): CriticResult {
  expect(r.code).toBe(4);
  const result = r.json();
  expect(result._critic_status).toBe('error');
  expect(result.verdict).toBe('FAIL');
  expect(result.error).toEqual(expect.any(String));
  return result;
}

let tmp: string;
beforeAll(async () => {
  assertCliBuilt();
  tmp = await mkdtemp(join(tmpdir(), 'critic-gate-cli-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('critic-gate judge --llm off', () => {
  /** `judge --llm off` on the plain valid input: one run, read by the first test and as --pretty's compact twin. Made on first use. */
  let plainPass: Promise<CliRun> | undefined;
  const plainPassRun = (): Promise<CliRun> => (plainPass ??= runCli(['judge', '--llm', 'off'], { stdin: input() }));

  it('passes a valid JSON output with no LLM assertions: exit 0, the result JSON on stdout, nothing on stderr', async () => {
    const r = await plainPassRun();
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const result = r.json();
    expect(result).toMatchObject({ verdict: 'PASS', gate_passed: true, schema_valid: true, score: 1 });
    expect(result.gate).toEqual([
      expect.objectContaining({ id: 'schema', kind: 'json-valid', passed: true }),
      expect.objectContaining({ id: 'prompt-injection', passed: true }),
    ]);
    expect(result._critic_status).toBeUndefined();
    // Compact by default: one line for pipelines.
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
  });

  it('is SKIPPED (exit 3) when an LLM assertion exists, and lists it as not judged', async () => {
    const r = await runCli(['judge', '--llm', 'off'], {
      stdin: input({ assertions: [{ id: 'names-widget', text: 'The output names the widget' }] }),
    });
    expect(r.code).toBe(3);
    const result = r.json();
    expect(result).toMatchObject({ verdict: 'SKIPPED', gate_passed: false, score: 0, _critic_status: 'skipped' });
    expect(result.criteria).toEqual([expect.objectContaining({ id: 'names-widget', source: 'llm', met: null, status: 'not-judged' })]);
  });

  it('decides a check assertion without the judge even with the LLM off', async () => {
    const r = await runCli(['judge', '--llm', 'off'], {
      stdin: input({ assertions: [{ id: 'no-todo', text: 'No TODO left', check: { kind: 'not-contains', pattern: 'widget' } }] }),
    });
    expect(r.code).toBe(1);
    const result = r.json();
    expect(result.verdict).toBe('RETRY');
    expect(result.criteria).toEqual([expect.objectContaining({ id: 'no-todo', source: 'check', met: false })]);
  });

  it('fails (exit 2) an output that is not JSON when JSON was declared, naming the line', async () => {
    const r = await runCli(['judge', '--llm', 'off'], { stdin: input({ output: '{"name": widget}' }) });
    expect(r.code).toBe(2);
    const result = r.json();
    expect(result).toMatchObject({ verdict: 'FAIL', gate_passed: false, schema_valid: false, score: 0 });
    expect(result._critic_status).toBeUndefined();
    expect(result.gate[0]).toMatchObject({ kind: 'json-valid', passed: false });
    expect(result.gate[0]!.evidence).toMatch(/^output:1:\d+: invalid JSON/);
  });

  it('reads the input from --input FILE', async () => {
    const file = join(tmp, 'input.json');
    await writeFile(file, input({ output: 'not json' }));
    const r = await runCli(['judge', '--llm', 'off', '--input', file], { stdin: input() });
    // The file is what was judged, not stdin.
    expect(r.code).toBe(2);
    expect(r.json().schema_valid).toBe(false);
  });

  it('names a missing --input file and exits 4', async () => {
    const missing = join(tmp, 'nope.json');
    const r = await runCli(['judge', '--llm', 'off', '--input', missing]);
    expectErrorResult(r);
    expect(r.stderr).toContain(missing);
  });

  it('indents the JSON with --pretty', async () => {
    const compact = await plainPassRun();
    const pretty = await runCli(['judge', '--llm', 'off', '--pretty'], { stdin: input() });
    expect(pretty.code).toBe(0);
    expect(pretty.stdout).toContain('\n  "gate_passed": true,\n');
    expect(pretty.json()).toEqual(compact.json());
  });

  it('takes CRITIC_GATE_LLM=off from the environment like the flag', async () => {
    const stdin = input({ assertions: [{ id: 'a', text: 'The output names the widget' }] });
    const r = await runCli(['judge'], { stdin, env: { CRITIC_GATE_LLM: 'off' } });
    expect(r.code).toBe(3);
    expect(r.json()).toMatchObject({ verdict: 'SKIPPED', _critic_status: 'skipped', stats: { llm_calls: 0 } });
  });

  it('lets --llm on override CRITIC_GATE_LLM=off (the flag wins, so the judge is asked)', async () => {
    const port = await closedPort();
    const stdin = input({ assertions: [{ id: 'a', text: 'The output names the widget' }] });
    const r = await runCli(['judge', '--llm', 'on', '--ollama-host', `http://127.0.0.1:${port}`], {
      stdin,
      env: { CRITIC_GATE_LLM: 'off' },
    });
    expectErrorResult(r);
  });
});

describe('a judge host with credentials (issue 23 item 7)', () => {
  it('names the host without its userinfo on stderr and in the result', async () => {
    const port = await closedPort();
    const stdin = input({ assertions: [{ id: 'a', text: 'The output names the widget' }] });
    const r = await runCli(['judge', '--llm', 'on', '--host', `http://critic:hunter2-judge-secret@127.0.0.1:${port}`], { stdin });
    const result = expectErrorResult(r);
    expect(`${r.stderr}${result.error ?? ''}`).toContain(`127.0.0.1:${port}`);
    for (const text of [r.stdout, r.stderr]) {
      expect(text).not.toContain('hunter2-judge-secret');
      expect(text).not.toContain('critic:');
    }
  });
});

describe('critic-gate judge with bad input: exit 4, a message on stderr, still a result JSON on stdout', () => {
  it('malformed JSON on stdin names stdin, line and column', async () => {
    const r = await runCli(['judge', '--llm', 'off'], { stdin: '{"output": "x",\n  "task_description": }' });
    const result = expectErrorResult(r);
    expect(r.stderr).toMatch(/stdin:2:\d+: invalid JSON/);
    expect(result.error).toMatch(/stdin:2:\d+: invalid JSON/);
  });

  it('a wrong field type names the field path', async () => {
    const stdin = input({
      assertions: [
        { id: 'a', text: 'one' },
        { id: 'b', text: 'two' },
        { id: 'c', text: 'three', critical: 'yes' },
      ],
    });
    const r = await runCli(['judge', '--llm', 'off'], { stdin });
    const result = expectErrorResult(r);
    expect(r.stderr).toContain('assertions[2].critical: expected boolean');
    expect(result.error).toContain('assertions[2].critical: expected boolean');
  });

  it('a missing required field names it', async () => {
    const r = await runCli(['judge', '--llm', 'off'], { stdin: JSON.stringify({ output: 'x', schema: { type: 'text' } }) });
    expectErrorResult(r);
    expect(r.stderr).toContain('task_description');
  });

  it('empty stdin says so', async () => {
    const r = await runCli(['judge', '--llm', 'off'], { stdin: '' });
    expectErrorResult(r);
    expect(r.stderr).toMatch(/empty input/);
  });

  it('an unknown flag names the flag and points at --help', async () => {
    const r = await runCli(['judge', '--bogus'], { stdin: input() });
    expectErrorResult(r);
    expect(r.stderr).toContain('--bogus');
    expect(r.stderr).toContain('--help');
  });

  it('--llm maybe names the flag and the bad value', async () => {
    const r = await runCli(['judge', '--llm', 'maybe'], { stdin: input() });
    expectErrorResult(r);
    expect(r.stderr).toContain('--llm');
    expect(r.stderr).toContain('maybe');
  });

  it('CRITIC_GATE_LLM=maybe names the variable', async () => {
    const r = await runCli(['judge'], { stdin: input(), env: { CRITIC_GATE_LLM: 'maybe' } });
    expectErrorResult(r);
    expect(r.stderr).toContain('CRITIC_GATE_LLM');
  });

  it('an unknown command exits 4 with a message', async () => {
    const r = await runCli(['jduge']);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('jduge');
  });
});

describe('critic-gate judge with the Ollama double', () => {
  let double: OllamaDouble | undefined;
  afterEach(async () => {
    await double?.close();
    double = undefined;
  });
  const start = async (script: OllamaScript) => (double = await startOllamaDouble(script));

  it('passes (exit 0) when the judge quotes a real line, reached through --ollama-host', async () => {
    const d = await start({ chat: [answer([metAt('http-errors', 6, 'except requests.HTTPError as e:')])] });
    const r = await runCli(['judge', '--ollama-host', d.url], {
      stdin: pythonInput([{ id: 'http-errors', text: 'HTTP errors are handled', critical: true }]),
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const result = r.json();
    expect(result.verdict).toBe('PASS');
    expect(result.criteria).toEqual([
      expect.objectContaining({
        id: 'http-errors',
        source: 'llm',
        met: true,
        location: { path: 'output', line: 6, quote: 'except requests.HTTPError as e:' },
      }),
    ]);
    expect(result.stats).toMatchObject({ model: 'qwen2.5-coder:7b', llm_calls: 1 });
    // The judge was shown the numbered output.
    const chat = d.chatRequests();
    expect(chat).toHaveLength(1);
    expect(chat[0]!.messages!.map((m) => m.content).join('\n')).toMatch(/^ *6\| {5}except requests\.HTTPError as e:$/m);
  });

  it('reaches the judge through OLLAMA_HOST too', async () => {
    const d = await start({ chat: [answer([metAt('http-errors', 6, 'except requests.HTTPError as e:')])] });
    const r = await runCli(['judge'], {
      stdin: pythonInput([{ id: 'http-errors', text: 'HTTP errors are handled' }]),
      env: { OLLAMA_HOST: d.url },
    });
    expect(r.code).toBe(0);
    expect(r.json().verdict).toBe('PASS');
    expect(d.chatRequests()).toHaveLength(1);
  });

  it('turns a quote that is not in the output into unmet: no pass on invented evidence', async () => {
    const d = await start({ chat: [answer([metAt('http-errors', 6, 'except HTTPError404Handler:')])] });
    const r = await runCli(['judge', '--ollama-host', d.url], {
      stdin: pythonInput([{ id: 'http-errors', text: 'HTTP errors are handled', critical: true }]),
    });
    expect(r.code).toBe(2);
    const result = r.json();
    expect(result.verdict).toBe('FAIL');
    expect(result.criteria[0]).toMatchObject({ met: false, fix: expect.stringMatching(/could not be verified/) });
  });

  const retryAnswer = () =>
    answer([
      metAt('http-errors', 6, 'except requests.HTTPError as e:'),
      { id: 'tests', met: false, evidence: 'no test in the output', fix: 'Add a smoke test for fetch()' },
    ]);
  const retryInput = pythonInput([
    { id: 'http-errors', text: 'HTTP errors are handled' },
    { id: 'tests', text: 'At least one smoke test' },
  ]);

  it('asks for rework (exit 1, RETRY) with feedback_for_worker from the unmet criterion', async () => {
    const d = await start({ chat: [retryAnswer()] });
    const r = await runCli(['judge', '--ollama-host', d.url, '--attempt', '1', '--max-attempts', '2'], { stdin: retryInput });
    expect(r.code).toBe(1);
    const result = r.json();
    expect(result).toMatchObject({ verdict: 'RETRY', score: 0.5, route: 'rework' });
    expect(result.feedback_for_worker).toContain('Add a smoke test for fetch()');
  });

  it('escalates a RETRY at the last attempt (--attempt 2 --max-attempts 2): FAIL, exit 2, as the Action does', async () => {
    const d = await start({ chat: [retryAnswer()] });
    const r = await runCli(['judge', '--ollama-host', d.url, '--attempt', '2', '--max-attempts', '2'], { stdin: retryInput });
    expect(r.code).toBe(2);
    expect(r.json()).toMatchObject({ verdict: 'FAIL', route: 'escalate' });
  });

  it('cannot reach Ollama (nothing listens): exit 4, one line naming the cause on stderr, FAIL on stdout', async () => {
    const port = await closedPort();
    const r = await runCli(['judge', '--ollama-host', `http://127.0.0.1:${port}`], {
      stdin: pythonInput([{ id: 'http-errors', text: 'HTTP errors are handled' }]),
    });
    const result = expectErrorResult(r);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`127.0.0.1:${port}`);
    expect(lines[0]).toMatch(/connection refused/);
    expect(result.error).toMatch(/connection refused/);
    expect(result.criteria[0]).toMatchObject({ id: 'http-errors', met: null });
  });

  it('a model Ollama does not have: exit 4 and stderr says how to get it (ollama pull)', async () => {
    const d = await start({ models: [{ name: 'llama3.2:1b' }] });
    const r = await runCli(['judge', '--ollama-host', d.url, '--model', 'qwen2.5-coder:7b'], {
      stdin: pythonInput([{ id: 'http-errors', text: 'HTTP errors are handled' }]),
    });
    expectErrorResult(r);
    expect(r.stderr).toContain('ollama pull qwen2.5-coder:7b');
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('does not call the judge when the gate fails (the output does not parse)', async () => {
    const d = await start({ chat: [] });
    const r = await runCli(['judge', '--ollama-host', d.url], {
      stdin: JSON.stringify({
        output: 'def broken(:\n    pass\n',
        task_description: 't',
        schema: { type: 'code', language: 'python' },
        assertions: [{ id: 'a', text: 'anything' }],
      }),
    });
    expect(r.code).toBe(2);
    expect(r.json()).toMatchObject({ verdict: 'FAIL', gate_passed: false, schema_valid: false });
    expect(d.chatRequests()).toHaveLength(0);
  });
});

describe('critic-gate --version, --help, schema', () => {
  it('--version prints package.json’s version', async () => {
    const pkg = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const r = await runCli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('--help prints the usage with both commands and the exit codes, exit 0', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('critic-gate judge');
    expect(r.stdout).toContain('critic-gate pr');
    expect(r.stdout).toMatch(/Exit codes:.*0 PASS.*4 could not judge/);
  });

  it('judge --help prints the usage too, exit 0, without reading stdin', async () => {
    const r = await runCli(['judge', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage');
  });

  it('schema prints the JSON Schema committed under schema/', async () => {
    const committed = JSON.parse(await readFile(join(REPO_ROOT, 'schema/critic-gate.schema.json'), 'utf8')) as unknown;
    const r = await runCli(['schema']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(committed);
  });
});

describe('the library bundle dist/lib.js', () => {
  it('critique() works with an injected judge object, in-process', async () => {
    const lib = (await import(pathToFileURL(join(REPO_ROOT, 'dist/lib.js')).href)) as typeof Lib;
    const seen: string[] = [];
    const judge: Lib.Judge = {
      model: 'in-process',
      async judge(request) {
        seen.push(...request.material.map((m) => m.path));
        return {
          items: [
            { id: 'names', met: true, evidence: 'line 1 names it', location: { path: 'output', line: 1, quote: '"name": "widget"' } },
          ],
          seen: new Map(request.material.map((m) => [m.path, new Set(m.lines.map((l) => l.n))])),
          stats: { model: 'in-process', llm_calls: 1, prompt_tokens: 3, completion_tokens: 2, duration_ms: 0, truncated_lines: 0 },
        };
      },
    };
    const parsed = lib.parseCriticInput(JSON.parse(input({ assertions: [{ id: 'names', text: 'Names the widget' }] })));
    if (!parsed.ok) throw new Error(parsed.problems.join('; '));
    const result = await lib.critique(parsed.input, { judge });
    expect(seen).toEqual(['output']);
    expect(result).toMatchObject({ verdict: 'PASS', score: 1, stats: { model: 'in-process', llm_calls: 1 } });
    expect(lib.exitCodeOf(result)).toBe(lib.EXIT.PASS);
  });

  it('publishedResult() gives a result that could not be judged without its internal cause, as the CLI writes it', async () => {
    const lib = (await import(pathToFileURL(join(REPO_ROOT, 'dist/lib.js')).href)) as typeof Lib;
    const result = await lib.critique({ output: 7, task_description: 't' } as unknown as Lib.CriticInput, {});
    expect(result.verdict).toBe('FAIL');
    expect(result).toHaveProperty('_critic_error');
    const published = lib.publishedResult(result);
    expect(published).not.toHaveProperty('_critic_error');
    expect({ ...published, _critic_error: result._critic_error }).toEqual(result);
  });

  it('ships its type declarations where package.json says', async () => {
    const pkg = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as { types: string };
    expect(pkg.types).toBe('dist/types/lib.d.ts');
    expect(existsSync(join(REPO_ROOT, 'dist/types/lib.d.ts'))).toBe(true);
    const dts = await readFile(join(REPO_ROOT, 'dist/types/lib.d.ts'), 'utf8');
    expect(dts).toMatch(/critique/);
  });
});
