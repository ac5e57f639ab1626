/** Results and PR files for the review tests (test/review*.test.ts). */
import type { Criterion, CriticResult, GateEntry } from '../../src/contract/result.js';
import type { ChangedFile } from '../../src/subject/types.js';

export const HEAD = '3f2c1e9a7b6d5c4e3f2a1b0c9d8e7f6a5b4c3d2e';
export const OTHER_HEADS = [
  '1111111111111111111111111111111111111111',
  '2222222222222222222222222222222222222222',
  '3333333333333333333333333333333333333333',
];
export const AT = { owner: 'octo-org', repo: 'widgets', headSha: HEAD, serverUrl: 'https://github.com' };

/**
 * src/a.ts: hunk 1 covers head lines 1-3 (2 and 3 added), hunk 2 covers 21-22 (22 added).
 * Line 10 is outside every hunk. README.md: lines 1-2 added.
 */
export const A_PATCH = ['@@ -1,2 +1,3 @@', ' keep', '-old', '+new', '+more', '@@ -20,1 +21,2 @@', ' ctx', '+tail'].join('\n');
export const README_PATCH = ['@@ -0,0 +1,2 @@', '+# Widgets', '+Use them.'].join('\n');

export const FILES: ChangedFile[] = [
  {
    path: 'src/a.ts',
    status: 'modified',
    additions: 3,
    deletions: 1,
    binary: false,
    addedLines: [2, 3, 22],
    commentableLines: [1, 2, 3, 21, 22],
  },
  { path: 'README.md', status: 'added', additions: 2, deletions: 0, binary: false, addedLines: [1, 2], commentableLines: [1, 2] },
  { path: 'img/logo.png', status: 'added', additions: 0, deletions: 0, binary: true, addedLines: [], commentableLines: [] },
];

const stats = { model: 'qwen2.5-coder:7b', llm_calls: 1, prompt_tokens: 900, completion_tokens: 120, duration_ms: 4200 };

export const unmet = (id: string, over: Partial<Criterion> = {}): Criterion => ({
  id,
  assertion: `assertion ${id}`,
  critical: false,
  weight: 1,
  source: 'llm',
  met: false,
  status: 'judged',
  fix: `fix ${id}`,
  ...over,
});

export const met = (id: string, path: string, line: number): Criterion => ({
  id,
  assertion: `assertion ${id}`,
  critical: false,
  weight: 1,
  source: 'llm',
  met: true,
  status: 'judged',
  evidence: `${path}:${line}: shows it`,
  location: { path, line, quote: 'shows it' },
});

export const failedCheck = (id: string, over: Partial<GateEntry> = {}): GateEntry => ({
  id,
  kind: 'not-contains',
  passed: false,
  evidence: `${id} observed`,
  fix: `fix ${id}`,
  ...over,
});

/** A RETRY whose problems land on a diff line, outside the hunks, in a binary file and nowhere. */
export const retryWithFindings: CriticResult = {
  gate_passed: true,
  schema_valid: true,
  gate: [{ id: 'syntax', kind: 'syntax', passed: true, evidence: '2 file(s) parse' }],
  criteria: [
    met('docs', 'README.md', 2),
    unmet('errors', { location: { path: 'src/a.ts', line: 3, quote: 'more' }, fix: 'Handle the error returned on line 3' }),
    unmet('naming', { location: { path: 'src/a.ts', line: 21, quote: 'ctx' }, fix: 'Rename ctx to context' }),
    unmet('outside', { location: { path: 'src/a.ts', line: 10, quote: 'x' }, fix: 'Line 10 is not in the diff' }),
    unmet('logo', { location: { path: 'img/logo.png', line: 1, quote: '' }, fix: 'Use an SVG logo' }),
    unmet('tests', { fix: 'Add a smoke test <script>alert(1)</script> and ask @octocat' }),
    { ...unmet('never'), met: null, status: 'not-judged', evidence: 'not judged: the gate failed', fix: undefined },
  ],
  score: 0.17,
  verdict: 'RETRY',
  feedback_for_worker:
    'Handle the error returned on line 3\nRename ctx to context\nLine 10 is not in the diff\nUse an SVG logo\nAdd a smoke test',
  stats,
  receipt: {
    model: 'qwen2.5-coder:7b',
    digest: 'dae161e27b0e90dd1856c8bb3209201fd6736d8eb66298e75ed87571486f4364',
    backend: 'ollama',
    temperature: 0,
    seed: 42,
    num_ctx: 8192,
    calls: [{ request_sha256: 'a'.repeat(64), answer_sha256: 'b'.repeat(64) }],
    tally: { docs: { met: 1, unmet: 0 }, errors: { met: 0, unmet: 1 } },
    head_sha: HEAD,
  },
};

/** A failed gate: one check on a diff line, one without a place, one not run. */
export const failedGate: CriticResult = {
  gate_passed: false,
  schema_valid: true,
  gate: [
    failedCheck('no-log', {
      location: { path: 'src/a.ts', line: 2, quote: 'console.log(x)' },
      evidence: 'src/a.ts:2: console.log(x)',
      fix: 'Remove console.log',
    }),
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
      fix: 'Set allow-commands: true',
    },
  ],
  criteria: [{ ...unmet('tests'), met: null, status: 'not-judged', evidence: 'not judged: the gate failed', fix: undefined }],
  score: 0,
  verdict: 'FAIL',
  feedback_for_worker: 'Remove console.log\nGrow README.md to at least 200 bytes\nSet allow-commands: true',
  stats: { ...stats, model: null, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 15 },
};
