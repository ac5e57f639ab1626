import type { CriticResult } from '../../src/contract/result.js';

const stats = { model: 'qwen2.5-coder:7b', llm_calls: 1, prompt_tokens: 812, completion_tokens: 160, duration_ms: 5400 };

export const passResult: CriticResult = {
  gate_passed: true,
  schema_valid: true,
  gate: [{ id: 'syntax', kind: 'syntax', passed: true, evidence: '3 file(s) parse' }],
  criteria: [
    {
      id: 'err-handling',
      assertion: 'HTTP 404 is handled',
      critical: true,
      weight: 1,
      source: 'llm',
      met: true,
      status: 'judged',
      evidence: 'src/http.ts:42: catches the 404',
      location: { path: 'src/http.ts', line: 42, quote: 'if (res.status === 404) { return null; }' },
    },
    {
      id: 'no-todo',
      assertion: 'No TODO left',
      critical: false,
      weight: 1,
      source: 'check',
      met: true,
      status: 'judged',
      evidence: '/TODO/ not found in 3 file(s) (added)',
    },
  ],
  score: 1,
  verdict: 'PASS',
  feedback_for_worker: '',
  stats,
};

export const failResult: CriticResult = {
  gate_passed: false,
  schema_valid: true,
  gate: [
    {
      id: 'readme',
      kind: 'min-bytes',
      passed: false,
      evidence: 'README.md: 12 bytes (need 200)',
      fix: 'Grow README.md to at least 200 bytes',
    },
    {
      id: 'lint',
      kind: 'command',
      passed: false,
      not_run: true,
      evidence: 'not run: shell commands are not allowed in this run',
      fix: 'Pass --allow-commands',
    },
    {
      id: 'no-log',
      kind: 'not-contains',
      passed: false,
      evidence: 'src/a.ts:3: console.log(x)',
      fix: 'Remove console.log | from src/a.ts:3',
      location: { path: 'src/a.ts', line: 3, quote: 'console.log(x)' },
    },
  ],
  criteria: [
    {
      id: 'tests',
      assertion: 'New behaviour has a test <b>@team</b>',
      critical: false,
      weight: 1,
      source: 'llm',
      met: null,
      status: 'not-judged',
      evidence: 'not judged: the gate failed',
    },
  ],
  score: 0,
  verdict: 'FAIL',
  feedback_for_worker: 'Grow README.md to at least 200 bytes\nPass --allow-commands\nRemove console.log | from src/a.ts:3',
  stats: { ...stats, model: null, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 12 },
};

export const retryResult: CriticResult = {
  gate_passed: true,
  schema_valid: true,
  gate: [],
  criteria: [
    {
      id: 'tests',
      assertion: 'At least one smoke test',
      critical: false,
      weight: 1,
      source: 'llm',
      met: false,
      status: 'judged',
      fix: 'Add tests/test_basic.py with one smoke test',
      coverage: { complete: false, unseen: ['src/big.py:301-900'] },
    },
    {
      id: 'docs',
      assertion: 'Docs updated',
      critical: false,
      weight: 1,
      source: 'llm',
      met: true,
      status: 'judged',
      evidence: 'README mentions it',
      location: { path: 'README.md', line: 3, quote: 'Use `x` with ``y``' },
    },
  ],
  score: 0.5,
  verdict: 'RETRY',
  feedback_for_worker: 'Add tests/test_basic.py with one smoke test',
  stats: { ...stats, truncated_lines: 600 },
  route: 'rework',
  attempt: { number: 1, max: 4 },
};

export const skippedResult: CriticResult = {
  ...passResult,
  gate_passed: false,
  score: 0,
  verdict: 'SKIPPED',
  _critic_status: 'skipped',
  criteria: [
    {
      ...passResult.criteria[0]!,
      met: null,
      status: 'not-judged',
      evidence: 'not judged: the LLM judge is switched off',
      location: undefined,
    },
  ],
  stats: { ...stats, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 3 },
};

export const errorResultSample: CriticResult = {
  ...passResult,
  score: 0,
  verdict: 'FAIL',
  _critic_status: 'error',
  error: 'model "qwen2.5-coder:7b" not found; run: ollama pull qwen2.5-coder:7b',
  _critic_error: { category: 'judge' },
  criteria: [
    { ...passResult.criteria[0]!, met: null, status: 'judge-error', evidence: 'not judged: model not found', location: undefined },
  ],
  feedback_for_worker: 'The critic could not judge: model "qwen2.5-coder:7b" not found; run: ollama pull qwen2.5-coder:7b',
};

/** A failed command: its evidence is the command's last output, many lines of it. */
export const commandFailResult: CriticResult = {
  gate_passed: false,
  schema_valid: true,
  gate: [
    {
      id: 'tests',
      kind: 'command',
      passed: false,
      evidence:
        '`npm test`: exit code 1; last output:\n FAIL  src/sum.test.ts > sum > adds\nAssertionError: expected 2 to be 3\n\n Tests  1 failed | 4 passed\n',
      fix: 'Make `npm test` exit 0',
    },
  ],
  criteria: [],
  score: 0,
  verdict: 'FAIL',
  feedback_for_worker: 'Make `npm test` exit 0',
  stats: { ...stats, model: null, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 12 },
};

/** Spec §15: a critical assertion the judge called unmet, advisory because it misread its own met example. */
export const advisoryResult: CriticResult = {
  gate_passed: true,
  schema_valid: true,
  gate: [{ id: 'syntax', kind: 'syntax', passed: true, evidence: '1 file(s) parse' }],
  criteria: [
    {
      id: 'errors-handled',
      assertion: 'New code handles its error cases explicitly',
      critical: true,
      weight: 1,
      source: 'llm',
      met: false,
      status: 'judged',
      evidence: 'the error is ignored',
      location: { path: 'src/fetch.ts', line: 4, quote: '} catch {}' },
      fix: 'Handle the error',
      examples: '1/2',
      advisory: {
        reason: 'the judge read 1/2 of its examples as expected: examples/errors-met.ts (expected met, judged unmet)',
        examples: [
          {
            file: 'examples/errors-met.ts',
            expect: 'met',
            met: false,
            agrees: false,
            said: 'unmet: the error is ignored — Handle the error',
          },
        ],
      },
    },
    {
      id: 'tests',
      assertion: 'New behaviour comes with a test',
      critical: false,
      weight: 1,
      source: 'llm',
      met: true,
      status: 'judged',
      evidence: 'test/fetch.test.ts:3: covers the 404',
      location: { path: 'test/fetch.test.ts', line: 3, quote: "it('returns undefined on 404', async () => {" },
      examples: '2/2',
    },
  ],
  score: 1,
  verdict: 'PASS',
  feedback_for_worker: '',
  stats,
};

export const allSamples = { passResult, failResult, retryResult, skippedResult, errorResultSample, commandFailResult, advisoryResult };
