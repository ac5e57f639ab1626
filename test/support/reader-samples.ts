/** Results a reader has to check by eye (spec §13): evidence beside every fix, every failing file, errors that are not verdicts. */
import type { Criterion, CriticResult, GateEntry } from '../../src/contract/result.js';
import { failEach, toGateEntry } from '../../src/contract/outcome.js';

export const HEAD = '3f2c1e9a7b6d5c4e3f2a1b0c9d8e7f6a5b4c3d2e';
export const BASE = '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d';

/** An LLM criterion the judge found unmet, with what it observed and where. */
export const swallowed: Criterion = {
  id: 'errors',
  assertion: 'Errors are handled, not swallowed',
  critical: true,
  weight: 1,
  source: 'llm',
  met: false,
  status: 'judged',
  evidence: 'the catch block drops the error without logging or rethrowing it',
  location: { path: 'src/discount.ts', line: 14, quote: '} catch (e) {' },
  fix: 'Log the error or rethrow it from the catch block',
};

/** A syntax check that failed in two files, each with a line and a column. */
export const twoUnparsable: GateEntry = toGateEntry(
  'syntax',
  'syntax',
  failEach(
    [
      { path: 'src/settings.json', line: 3, column: 5, message: 'Unexpected token } in JSON' },
      { path: 'src/discount.ts', line: 9, column: 17, message: "',' expected" },
    ],
    'Make every changed file parse',
  ),
);

const passed = (id: string, kind: string, evidence: string): GateEntry => ({ id, kind, passed: true, evidence });

/** The realistic review of the docs' screenshot: FAIL, two files that do not parse, an unmet LLM criterion with evidence. */
export const realisticFail: CriticResult = {
  gate_passed: false,
  schema_valid: true,
  gate: [
    twoUnparsable,
    passed('no-placeholders', 'no-placeholders', 'no TODO, FIXME or placeholder in 3 file(s)'),
    passed('tripwires', 'prompt-injection', 'no instruction to the judge in 3 file(s)'),
    passed('max-churn', 'max-churn', '41 changed lines (limit 800)'),
    passed('lockfile', 'file-count', '3 file(s) changed (limit 50)'),
    passed('secrets', 'not-contains', 'no private key in 3 file(s)'),
  ],
  criteria: [
    swallowed,
    {
      id: 'tests',
      assertion: 'The discount rules come with a test',
      critical: false,
      weight: 1,
      source: 'llm',
      met: true,
      status: 'judged',
      evidence: 'src/discount.test.ts:3: tests the 10% rule',
      location: { path: 'src/discount.test.ts', line: 3, quote: "it('takes 10% off', () => {" },
    },
  ],
  score: 0,
  verdict: 'FAIL',
  feedback_for_worker: 'Make every changed file parse\nLog the error or rethrow it from the catch block',
  stats: { model: 'qwen2.5-coder:7b', llm_calls: 1, prompt_tokens: 851, completion_tokens: 120, duration_ms: 5600 },
  calibration: { passed: true, canaries: 2, failed: [] },
  attempt: { number: 1, max: 4 },
  config: { path: '.github/critic-gate.yml', source: 'base', commit: BASE },
};

/** A gate entry with more failing places than are listed. */
export const manyUnparsable: GateEntry = { ...twoUnparsable, findings_omitted: 7 };

/** The judge could not be reached: an error, not a verdict. */
export const ollamaDown: CriticResult = {
  gate_passed: true,
  schema_valid: true,
  gate: [passed('no-placeholders', 'no-placeholders', 'no TODO in 1 file(s)')],
  criteria: [
    {
      ...swallowed,
      met: null,
      status: 'judge-error',
      evidence: 'not judged: the judge could not be reached',
      location: undefined,
      fix: undefined,
    },
  ],
  score: 0,
  verdict: 'FAIL',
  feedback_for_worker: 'The critic could not judge: cannot reach Ollama at http://127.0.0.1:11434: connection refused',
  stats: { model: 'qwen2.5-coder:7b', llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 40 },
  _critic_status: 'error',
  error: 'cannot reach Ollama at http://127.0.0.1:11434: connection refused',
  _critic_error: { category: 'judge' },
};

/** A broken base config: an error naming the file and line. */
export const brokenConfig: CriticResult = {
  ...ollamaDown,
  gate: [],
  criteria: [],
  feedback_for_worker: 'The critic could not judge: .github/critic-gate.yml:7: gate[1].kind: unknown check kind "todo"',
  error: '.github/critic-gate.yml:7: gate[1].kind: unknown check kind "todo"',
  _critic_error: { category: 'config', file: '.github/critic-gate.yml', line: 7 },
};
