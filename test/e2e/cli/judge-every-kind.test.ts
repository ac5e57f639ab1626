/**
 * Every check kind that applies to a worker's output, run through the built CLI: the source tests
 * import the modules directly, so a bundling fault (a CommonJS dependency whose exports esbuild
 * places under `default`, a file left out of a chunk) shows only here. One passing case per kind,
 * and the verdict is asserted, not just the exit code: a check that cannot run fails the run.
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { textCheckKinds, type TextCheckSpec } from '../../../src/checks/registry.js';
import type { CriticResult } from '../../../src/contract/result.js';
import { REPO_ROOT, runCli } from '../../support/run-cli.js';

interface Case {
  output: string;
  schema: { type: 'code' | 'json' | 'markdown' | 'text'; language?: string };
  task?: string;
  check: TextCheckSpec;
}

const ANSWER =
  '# Retry handler\n\nThe retry handler retries timeouts three times, waiting 2 s between attempts.\n\n## Tests\n\nOne smoke test covers it.\n';

// Keyed by kind, so a new text kind without a case here is a compile error (and the runtime check below).
const CASES: { [K in TextCheckSpec['kind']]: Case } = {
  contains: { output: ANSWER, schema: { type: 'markdown' }, check: { kind: 'contains', pattern: 'retr(y|ies)' } },
  'not-contains': { output: ANSWER, schema: { type: 'markdown' }, check: { kind: 'not-contains', pattern: 'TODO|FIXME' } },
  'min-bytes': { output: ANSWER, schema: { type: 'markdown' }, check: { kind: 'min-bytes', bytes: 40 } },
  'no-placeholders': { output: ANSWER, schema: { type: 'markdown' }, check: { kind: 'no-placeholders' } },
  'required-sections': {
    output: ANSWER,
    schema: { type: 'markdown' },
    check: { kind: 'required-sections', sections: ['Retry handler', 'Tests'] },
  },
  'json-valid': { output: '{"retries": 3}', schema: { type: 'json' }, check: { kind: 'json-valid' } },
  sniff: {
    output: '<!doctype html><html><head><title>t</title></head><body><p>hi</p></body></html>\n',
    schema: { type: 'text' },
    check: { kind: 'sniff', sniff: 'html-complete' },
  },
  syntax: { output: 'def f(x):\n    return x + 1\n', schema: { type: 'text' }, check: { kind: 'syntax', language: 'python' } },
  'json-schema': {
    output: '{"retries": 3}',
    schema: { type: 'json' },
    check: { kind: 'json-schema', schema: { type: 'object', required: ['retries'], properties: { retries: { type: 'integer' } } } },
  },
  'yaml-valid': { output: 'retries: 3\nwait: 2s\n', schema: { type: 'text' }, check: { kind: 'yaml-valid' } },
  'total-min-bytes': { output: ANSWER, schema: { type: 'markdown' }, check: { kind: 'total-min-bytes', bytes: 40 } },
  'not-a-question': { output: ANSWER, schema: { type: 'markdown' }, check: { kind: 'not-a-question' } },
  'no-stack-trace': { output: ANSWER, schema: { type: 'markdown' }, check: { kind: 'no-stack-trace' } },
  'keyword-coverage': {
    output: ANSWER,
    schema: { type: 'markdown' },
    task: 'Add a retry handler for timeouts',
    check: { kind: 'keyword-coverage' },
  },
  frontmatter: {
    output: '---\ntitle: Retry\n---\n\nBody.\n',
    schema: { type: 'markdown' },
    check: { kind: 'frontmatter', required_keys: ['title'] },
  },
  'prompt-injection': { output: ANSWER, schema: { type: 'markdown' }, check: { kind: 'prompt-injection', tripwires: 'fail' } },
  'no-secrets': { output: ANSWER, schema: { type: 'markdown' }, check: { kind: 'no-secrets' } },
};

const run = promisify(execFile);

function inputOf(c: Case): string {
  return JSON.stringify({
    output: c.output,
    task_description: c.task ?? 'Write the retry handler',
    schema: c.schema,
    assertions: [{ id: 'a', text: `checked by ${c.check.kind}`, check: c.check }],
  });
}

function expectPassed(r: CriticResult, kind: string): void {
  const criterion = r.criteria.find((c) => c.id === 'a');
  // The evidence in the message says why, e.g. "keyword-coverage could not run: …".
  expect({ kind, met: criterion?.met, evidence: criterion?.evidence, error: r.error }).toEqual({
    kind,
    met: true,
    evidence: expect.any(String),
    error: undefined,
  });
  expect(criterion?.evidence).not.toMatch(/could not run/);
  // Spec §3 and §13: a met criterion cites a line of the output, deterministic ones included.
  expect(criterion?.location, kind).toMatchObject({ path: 'output', line: expect.any(Number), quote: expect.any(String) });
  expect(r.verdict).toBe('PASS');
  expect(r._critic_status).toBeUndefined();
}

describe('every text check kind runs in the built CLI', () => {
  it('has a case for every kind that applies to a worker output', () => {
    expect(Object.keys(CASES).sort()).toEqual([...textCheckKinds].sort());
  });

  it.each(Object.entries(CASES))('%s passes a matching output (verdict PASS, exit 0)', async (kind, c) => {
    const r = await runCli(['judge', '--llm', 'off'], { stdin: inputOf(c) });
    expectPassed(r.json(), kind);
    expect(r.code).toBe(0);
  });

  it('keyword-coverage reads a Chinese task in the CLI', async () => {
    const c: Case = {
      output: '注册接口现在会检查邮箱格式；重复注册返回 409 错误。',
      schema: { type: 'text' },
      task: '注册接口需要检查邮箱格式，重复注册时返回 409 错误',
      check: { kind: 'keyword-coverage' },
    };
    const r = await runCli(['judge', '--llm', 'off'], { stdin: inputOf(c) });
    expectPassed(r.json(), 'keyword-coverage');
    expect(r.code).toBe(0);
  });

  it('keyword-coverage runs in the library bundle', async () => {
    // In a child of its own, as a pipeline imports it: through vitest the bundle would be transformed first.
    const script = `const { critique } = await import(${JSON.stringify(pathToFileURL(`${REPO_ROOT}dist/lib.js`).href)});
process.stdout.write(JSON.stringify(await critique(JSON.parse(process.argv[1]))));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, inputOf(CASES['keyword-coverage'])], {
      cwd: REPO_ROOT,
    });
    expectPassed(JSON.parse(stdout) as CriticResult, 'keyword-coverage');
  });
});
