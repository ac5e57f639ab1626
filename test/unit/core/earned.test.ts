import { describe, expect, it } from 'vitest';
import { advisoryLine, earnedCriteria } from '../../../src/core/earned.js';
import { decide } from '../../../src/core/verdict.js';
import type { ExampleReading } from '../../../src/contract/result.js';
import { criterion, gateEntry } from '../../support/criteria.js';

const EXAMPLES = [
  { file: 'ex/met.ts', expect: 'met' as const },
  { file: 'ex/unmet.ts', expect: 'unmet' as const },
];
const read = (file: string, expect: 'met' | 'unmet', met: boolean | null): ExampleReading => ({
  file,
  expect,
  met,
  agrees: met === (expect === 'met'),
  said: met ? 'met: seen' : 'unmet: not seen',
});
const agreeing = [read('ex/met.ts', 'met', true), read('ex/unmet.ts', 'unmet', false)];
const misread = [read('ex/met.ts', 'met', false), read('ex/unmet.ts', 'unmet', false)];

/** The ids the judge was asked about in the run. */
const ASKED = new Set(['errors', 'tests', 'c', 'n']);

const verdictOf = (criteria: ReturnType<typeof earnedCriteria>) =>
  decide({ schemaValid: true, gate: [gateEntry(true)], criteria, threshold: 1, judgeSkipped: false });

describe('spec §15: blocking is earned in the run', () => {
  const unmetCritical = criterion(false, { id: 'errors', critical: true });
  const other = criterion(true, { id: 'tests' });
  const assertions = [{ id: 'errors', examples: EXAMPLES }, { id: 'tests' }];

  it('a judge that agrees with every example keeps the assertion blocking: an unmet critical one FAILs', () => {
    const criteria = earnedCriteria([unmetCritical, other], assertions, new Map([['errors', agreeing]]), false, ASKED);
    expect(criteria[0]).toMatchObject({ examples: '2/2' });
    expect(criteria[0]!.advisory).toBeUndefined();
    expect(verdictOf(criteria)).toMatchObject({ verdict: 'FAIL', score: 0.5 });
    expect(advisoryLine(criteria)).toBeUndefined();
  });

  it('a judge that misreads the met example makes it advisory: no FAIL, left out of the score and the feedback', () => {
    const criteria = earnedCriteria([unmetCritical, other], assertions, new Map([['errors', misread]]), false, ASKED);
    expect(criteria[0]!.advisory).toEqual({
      reason: 'the judge read 1/2 of its examples as expected: ex/met.ts (expected met, judged unmet)',
      examples: [misread[0]],
    });
    expect(verdictOf(criteria)).toMatchObject({ verdict: 'PASS', score: 1, feedback_for_worker: '' });
    expect(advisoryLine(criteria)).toBe(
      'Advisory in this run, not counted toward FAIL or the score: errors (the judge read 1/2 of its examples as expected: ex/met.ts (expected met, judged unmet)).',
    );
  });

  it('a criterion unmet because scope was unseen keeps blocking whatever the examples showed (spec §14)', () => {
    const unseen = criterion(false, {
      id: 'errors',
      critical: true,
      coverage: { complete: false, unseen: ['src/big.bin'] },
    });
    const criteria = earnedCriteria([unseen, other], assertions, new Map([['errors', misread]]), false, ASKED);
    expect(criteria[0]!.advisory).toBeUndefined();
    expect(verdictOf(criteria)).toMatchObject({ verdict: 'FAIL' });
  });

  it('an example the judge could not judge is a disagreement too', () => {
    const criteria = earnedCriteria([unmetCritical], assertions, new Map([['errors', [read('ex/met.ts', 'met', null)]]]), false, ASKED);
    expect(criteria[0]!.advisory?.reason).toContain('ex/met.ts (expected met, not judged)');
  });

  it('assertions without examples block as before, unless blocking.require_examples is on', () => {
    const unmet = criterion(false, { id: 'tests', critical: true });
    expect(verdictOf(earnedCriteria([unmet], [{ id: 'tests' }], new Map(), false, ASKED)).verdict).toBe('FAIL');
    const required = earnedCriteria([unmet], [{ id: 'tests' }], new Map(), true, ASKED);
    expect(required[0]!.advisory?.reason).toBe('it has no examples, and blocking.require_examples is on');
    expect(verdictOf(required).verdict).toBe('PASS');
  });

  it('a check, a criterion that does not apply, and examples never judged (judge not asked) are left as they are', () => {
    const check = criterion(false, { id: 'c', source: 'check', critical: true });
    const na = criterion(null, { id: 'n', status: 'not_applicable' });
    const unjudged = criterion(null, { id: 'errors' });
    const out = earnedCriteria(
      [check, na, unjudged],
      [{ id: 'c' }, { id: 'n' }, { id: 'errors', examples: EXAMPLES }],
      new Map(),
      true,
      ASKED,
    );
    expect(out).toEqual([check, na, unjudged]);
  });

  it('a criterion the judge was not asked about (unseen, judge off) is never advisory, even under require_examples', () => {
    const unseen = criterion(false, { id: 'tests', critical: true });
    const out = earnedCriteria([unseen], [{ id: 'tests' }], new Map([['tests', misread]]), true, new Set());
    expect(out).toEqual([unseen]);
    expect(verdictOf(out).verdict).toBe('FAIL');
  });
});
