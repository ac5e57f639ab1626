/**
 * Whether the judge is asked is decided once, and what the run reports follows from that one
 * decision: the verdict, the worker's feedback, why an LLM assertion went unjudged. Every mix of
 * the reasons not to ask (gate failed, a check misconfigured, a critical check failed, the
 * attempts used up, no judge) with and without an LLM assertion, as the engine answered before
 * the decision became one value: verdict, status, route, model calls, feedback (clipped),
 * the LLM assertion's evidence.
 */
import { describe, expect, it } from 'vitest';
import { critique } from '../../../../src/critique/critique.js';
import type { CriticResult } from '../../../../src/contract/result.js';
import { scriptedJudge } from '../../../support/scripted-judge.js';

interface Case {
  gateFails: boolean;
  misconfigured: boolean;
  criticalFails: boolean;
  pastLimit: boolean;
  judge: boolean;
  llm: boolean;
}

const FLAGS = ['gateFails', 'misconfigured', 'criticalFails', 'pastLimit', 'judge', 'llm'] as const;

const cases: Case[] = Array.from(
  { length: 1 << FLAGS.length },
  (_, bits) => Object.fromEntries(FLAGS.map((f, i) => [f, (bits & (1 << i)) !== 0])) as unknown as Case,
);

const nameOf = (c: Case): string => FLAGS.filter((f) => c[f]).join('+') || 'none';

async function run(c: Case): Promise<CriticResult> {
  const judge = scriptedJudge(() => [{ id: 'llm', met: false, fix: 'Say more' }]);
  return critique(
    {
      task_description: 'task',
      output: c.gateFails ? '{"a": ' : '{"a": 1}',
      schema: { type: 'json' },
      assertions: [
        { id: 'has-a', text: 'names a', check: { kind: 'contains', pattern: '"a"' } },
        ...(c.misconfigured
          ? [{ id: 'shape', text: 'has a shape', check: { kind: 'json-schema' as const, schema: { type: 'foo' } } }]
          : []),
        ...(c.criticalFails
          ? [{ id: 'has-b', text: 'names b', critical: true, check: { kind: 'contains' as const, pattern: '"b"' } }]
          : []),
        ...(c.llm ? [{ id: 'llm', text: 'is clear' }] : []),
      ],
    },
    { ...(c.judge ? { judge } : {}), attempt: c.pastLimit ? { number: 3, max: 2 } : { number: 1, max: 2 } },
  );
}

type Summary = [verdict: string, status: string, route: string, calls: number, feedback: string, evidence: string | null];

const summary = (r: CriticResult): Summary => [
  r.verdict,
  r._critic_status ?? '-',
  r.route ?? '-',
  r.stats.llm_calls,
  r.feedback_for_worker.slice(0, 60),
  r.criteria.find((c) => c.id === 'llm')?.evidence ?? null,
];

const EXPECTED: [string, Summary][] = [
  ['none', ['PASS', '-', 'approve', 0, '', null]],
  ['gateFails', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1', null]],
  ['misconfigured', ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null]],
  ['gateFails+misconfigured', ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null]],
  ['criticalFails', ['FAIL', '-', 'escalate', 0, 'Make output contain /"b"/', null]],
  ['gateFails+criticalFails', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1\nMake output contain /"b"/', null]],
  ['misconfigured+criticalFails', ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null]],
  [
    'gateFails+misconfigured+criticalFails',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null],
  ],
  ['pastLimit', ['PASS', '-', 'approve', 0, '', null]],
  ['gateFails+pastLimit', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1', null]],
  ['misconfigured+pastLimit', ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null]],
  [
    'gateFails+misconfigured+pastLimit',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null],
  ],
  ['criticalFails+pastLimit', ['FAIL', '-', 'escalate', 0, 'Make output contain /"b"/', null]],
  ['gateFails+criticalFails+pastLimit', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1\nMake output contain /"b"/', null]],
  [
    'misconfigured+criticalFails+pastLimit',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null],
  ],
  [
    'gateFails+misconfigured+criticalFails+pastLimit',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null],
  ],
  ['judge', ['PASS', '-', 'approve', 0, '', null]],
  ['gateFails+judge', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1', null]],
  ['misconfigured+judge', ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null]],
  ['gateFails+misconfigured+judge', ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null]],
  ['criticalFails+judge', ['FAIL', '-', 'escalate', 0, 'Make output contain /"b"/', null]],
  ['gateFails+criticalFails+judge', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1\nMake output contain /"b"/', null]],
  [
    'misconfigured+criticalFails+judge',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null],
  ],
  [
    'gateFails+misconfigured+criticalFails+judge',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null],
  ],
  ['pastLimit+judge', ['PASS', '-', 'approve', 0, '', null]],
  ['gateFails+pastLimit+judge', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1', null]],
  ['misconfigured+pastLimit+judge', ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null]],
  [
    'gateFails+misconfigured+pastLimit+judge',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null],
  ],
  ['criticalFails+pastLimit+judge', ['FAIL', '-', 'escalate', 0, 'Make output contain /"b"/', null]],
  [
    'gateFails+criticalFails+pastLimit+judge',
    ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1\nMake output contain /"b"/', null],
  ],
  [
    'misconfigured+criticalFails+pastLimit+judge',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null],
  ],
  [
    'gateFails+misconfigured+criticalFails+pastLimit+judge',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', null],
  ],
  ['llm', ['SKIPPED', 'skipped', 'escalate', 0, '', 'not judged: the LLM judge is switched off']],
  ['gateFails+llm', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1', 'not judged: the gate failed']],
  [
    'misconfigured+llm',
    [
      'FAIL',
      'error',
      'escalate',
      0,
      'The critic could not judge: the checks cannot judge as confi',
      'not judged: the checks cannot judge as configured',
    ],
  ],
  [
    'gateFails+misconfigured+llm',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', 'not judged: the gate failed'],
  ],
  ['criticalFails+llm', ['FAIL', '-', 'escalate', 0, 'Make output contain /"b"/', 'not judged: the critical check has-b failed']],
  [
    'gateFails+criticalFails+llm',
    ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1\nMake output contain /"b"/', 'not judged: the gate failed'],
  ],
  [
    'misconfigured+criticalFails+llm',
    [
      'FAIL',
      'error',
      'escalate',
      0,
      'The critic could not judge: the checks cannot judge as confi',
      'not judged: the checks cannot judge as configured',
    ],
  ],
  [
    'gateFails+misconfigured+criticalFails+llm',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', 'not judged: the gate failed'],
  ],
  [
    'pastLimit+llm',
    [
      'FAIL',
      '-',
      'escalate',
      0,
      'attempt 3 is past the limit of 2: escalated without a model ',
      'not judged: attempt 3 is past the limit of 2',
    ],
  ],
  ['gateFails+pastLimit+llm', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1', 'not judged: the gate failed']],
  [
    'misconfigured+pastLimit+llm',
    [
      'FAIL',
      'error',
      'escalate',
      0,
      'The critic could not judge: the checks cannot judge as confi',
      'not judged: the checks cannot judge as configured',
    ],
  ],
  [
    'gateFails+misconfigured+pastLimit+llm',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', 'not judged: the gate failed'],
  ],
  ['criticalFails+pastLimit+llm', ['FAIL', '-', 'escalate', 0, 'Make output contain /"b"/', 'not judged: the critical check has-b failed']],
  [
    'gateFails+criticalFails+pastLimit+llm',
    ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1\nMake output contain /"b"/', 'not judged: the gate failed'],
  ],
  [
    'misconfigured+criticalFails+pastLimit+llm',
    [
      'FAIL',
      'error',
      'escalate',
      0,
      'The critic could not judge: the checks cannot judge as confi',
      'not judged: the checks cannot judge as configured',
    ],
  ],
  [
    'gateFails+misconfigured+criticalFails+pastLimit+llm',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', 'not judged: the gate failed'],
  ],
  ['judge+llm', ['RETRY', '-', 'rework', 1, 'Say more', null]],
  ['gateFails+judge+llm', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1', 'not judged: the gate failed']],
  [
    'misconfigured+judge+llm',
    [
      'FAIL',
      'error',
      'escalate',
      0,
      'The critic could not judge: the checks cannot judge as confi',
      'not judged: the checks cannot judge as configured',
    ],
  ],
  [
    'gateFails+misconfigured+judge+llm',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', 'not judged: the gate failed'],
  ],
  ['criticalFails+judge+llm', ['FAIL', '-', 'escalate', 0, 'Make output contain /"b"/', 'not judged: the critical check has-b failed']],
  [
    'gateFails+criticalFails+judge+llm',
    ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1\nMake output contain /"b"/', 'not judged: the gate failed'],
  ],
  [
    'misconfigured+criticalFails+judge+llm',
    [
      'FAIL',
      'error',
      'escalate',
      0,
      'The critic could not judge: the checks cannot judge as confi',
      'not judged: the checks cannot judge as configured',
    ],
  ],
  [
    'gateFails+misconfigured+criticalFails+judge+llm',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', 'not judged: the gate failed'],
  ],
  [
    'pastLimit+judge+llm',
    [
      'FAIL',
      '-',
      'escalate',
      0,
      'attempt 3 is past the limit of 2: escalated without a model ',
      'not judged: attempt 3 is past the limit of 2',
    ],
  ],
  ['gateFails+pastLimit+judge+llm', ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1', 'not judged: the gate failed']],
  [
    'misconfigured+pastLimit+judge+llm',
    [
      'FAIL',
      'error',
      'escalate',
      0,
      'The critic could not judge: the checks cannot judge as confi',
      'not judged: the checks cannot judge as configured',
    ],
  ],
  [
    'gateFails+misconfigured+pastLimit+judge+llm',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', 'not judged: the gate failed'],
  ],
  [
    'criticalFails+pastLimit+judge+llm',
    ['FAIL', '-', 'escalate', 0, 'Make output contain /"b"/', 'not judged: the critical check has-b failed'],
  ],
  [
    'gateFails+criticalFails+pastLimit+judge+llm',
    ['FAIL', '-', 'escalate', 0, 'Fix the JSON syntax at output:1\nMake output contain /"b"/', 'not judged: the gate failed'],
  ],
  [
    'misconfigured+criticalFails+pastLimit+judge+llm',
    [
      'FAIL',
      'error',
      'escalate',
      0,
      'The critic could not judge: the checks cannot judge as confi',
      'not judged: the checks cannot judge as configured',
    ],
  ],
  [
    'gateFails+misconfigured+criticalFails+pastLimit+judge+llm',
    ['FAIL', 'error', 'escalate', 0, 'The critic could not judge: the checks cannot judge as confi', 'not judged: the gate failed'],
  ],
];

describe('the decision to ask the judge', () => {
  it('covers every mix of reasons', () => {
    expect(EXPECTED.map(([name]) => name)).toEqual(cases.map(nameOf));
  });

  it.each(EXPECTED)('%s', async (name, expected) => {
    const c = cases.find((k) => nameOf(k) === name)!;
    expect(summary(await run(c))).toEqual(expected);
  });
});
