import { describe, expect, it } from 'vitest';
import { decide, feedbackOf, routeOf, scoreOf } from '../../../src/core/verdict.js';
import { criterion, gateEntry } from '../../support/criteria.js';

const facts = (over: Partial<Parameters<typeof decide>[0]> = {}) => ({
  schemaValid: true,
  gate: [gateEntry(true)],
  criteria: [criterion(true), criterion(true)],
  threshold: 1,
  judgeSkipped: false,
  ...over,
});

describe('rule 1: the gate', () => {
  it('fails with score 0 when the schema is invalid, however good the criteria are', () => {
    const d = decide(facts({ schemaValid: false, gate: [gateEntry(false)] }));
    expect(d).toMatchObject({ verdict: 'FAIL', score: 0, gate_passed: false });
  });
  it('fails when a configured gate check fails even though the schema is valid', () => {
    const d = decide(facts({ gate: [gateEntry(true), gateEntry(false, 'readme')] }));
    expect(d).toMatchObject({ verdict: 'FAIL', score: 0, gate_passed: false });
    expect(d.feedback_for_worker).toBe('fix readme');
  });
  it('a failed gate beats a skipped judge: FAIL, not SKIPPED', () => {
    const d = decide(facts({ gate: [gateEntry(false)], criteria: [criterion(null)], judgeSkipped: true }));
    expect(d.verdict).toBe('FAIL');
    expect(d._critic_status).toBeUndefined();
  });
});

describe('rule 2: critical criteria', () => {
  it('one unmet critical criterion fails the whole, even with score above threshold', () => {
    const crit = criterion(false, { critical: true, weight: 0.01 });
    const d = decide(facts({ criteria: [crit, criterion(true, { weight: 100 })], threshold: 0.5 }));
    expect(d.verdict).toBe('FAIL');
    expect(d.score).toBe(1);
  });
  it('an unmet non-critical criterion does not fail', () => {
    const d = decide(facts({ criteria: [criterion(false), criterion(true)], threshold: 0.5 }));
    expect(d.verdict).toBe('PASS');
  });
  it('a critical deterministic criterion unmet makes it FAIL even with the judge off', () => {
    const d = decide(facts({ criteria: [criterion(false, { critical: true, source: 'check' }), criterion(null)], judgeSkipped: true }));
    expect(d.verdict).toBe('FAIL');
  });
});

describe('rule 4: judge errors fail closed', () => {
  it('is FAIL with _critic_status error and the reason', () => {
    const d = decide(facts({ criteria: [criterion(null, { status: 'judge-error' })], judgeError: 'timed out after 5 s' }));
    expect(d).toMatchObject({ verdict: 'FAIL', _critic_status: 'error', error: 'timed out after 5 s', score: 0 });
  });
});

describe('rules 5 and 6: score and threshold', () => {
  it('score is the weighted share of met criteria, two decimals', () => {
    expect(scoreOf([criterion(true, { weight: 2 }), criterion(false, { weight: 1 })])).toBe(0.67);
    expect(scoreOf([criterion(true, { weight: 1 }), criterion(false, { weight: 2 })])).toBe(0.33);
  });
  it('is 1.0 with no assertions', () => {
    expect(decide(facts({ criteria: [] }))).toMatchObject({ score: 1, verdict: 'PASS' });
  });
  it('PASS exactly at the threshold', () => {
    const d = decide(facts({ criteria: [criterion(true), criterion(false)], threshold: 0.5 }));
    expect(d).toMatchObject({ score: 0.5, verdict: 'PASS' });
  });
  it('RETRY one step below the threshold', () => {
    const d = decide(facts({ criteria: [criterion(true), criterion(false)], threshold: 0.51 }));
    expect(d).toMatchObject({ score: 0.5, verdict: 'RETRY' });
  });
  it('compares the exact share, not the rounded score: 2/3 passes 0.66 but not 0.67', () => {
    const c = [criterion(true), criterion(true), criterion(false)];
    expect(decide(facts({ criteria: c, threshold: 0.66 })).verdict).toBe('PASS');
    expect(decide(facts({ criteria: c, threshold: 0.67 }))).toMatchObject({ verdict: 'RETRY', score: 0.67 });
  });
  it('never passes threshold 1.0 with an unmet criterion, however small its weight', () => {
    const d = decide(facts({ criteria: [criterion(true, { weight: 300 }), criterion(false, { weight: 1 })] }));
    expect(d).toMatchObject({ verdict: 'RETRY', score: 1 });
  });
  it('the default threshold 1.0 needs every criterion met', () => {
    expect(decide(facts({ criteria: [criterion(true), criterion(false)] })).verdict).toBe('RETRY');
    expect(decide(facts()).verdict).toBe('PASS');
  });
});

describe('rule 7: SKIPPED', () => {
  it('judge off with LLM assertions: SKIPPED, gate_passed false, score 0', () => {
    const d = decide(facts({ criteria: [criterion(true, { source: 'check' }), criterion(null)], judgeSkipped: true }));
    expect(d).toMatchObject({ verdict: 'SKIPPED', gate_passed: false, score: 0, _critic_status: 'skipped' });
  });
  it('a decided verdict is given with the judge off: RETRY when even every unjudged criterion met could not reach the threshold', () => {
    const unmet = criterion(false, { source: 'check' });
    const d = decide(facts({ criteria: [unmet, criterion(null, { critical: true })], judgeSkipped: true }));
    expect(d).toMatchObject({ verdict: 'RETRY', gate_passed: true, score: 0 });
    expect(d._critic_status).toBeUndefined();
    expect(d.feedback_for_worker).toBe(unmet.fix);
  });
  it('SKIPPED while the unjudged criteria could still decide: the best case reaches the threshold', () => {
    const lowered = facts({ criteria: [criterion(false, { source: 'check' }), criterion(null)], judgeSkipped: true, threshold: 0.5 });
    expect(decide(lowered)).toMatchObject({ verdict: 'SKIPPED', _critic_status: 'skipped' });
    // Weights count: a heavy unjudged criterion could still lift the share to the threshold.
    const heavy = facts({
      criteria: [criterion(false, { source: 'check' }), criterion(null, { weight: 3 })],
      judgeSkipped: true,
      threshold: 0.75,
    });
    expect(decide(heavy)).toMatchObject({ verdict: 'SKIPPED' });
    expect(decide({ ...heavy, threshold: 0.8 })).toMatchObject({ verdict: 'RETRY' });
  });
  it('not-applicable criteria are not counted as could-be-met', () => {
    const d = decide(
      facts({
        criteria: [criterion(false, { source: 'check' }), criterion(null, { status: 'not_applicable' }), criterion(null)],
        judgeSkipped: true,
        threshold: 0.5,
      }),
    );
    expect(d.verdict).toBe('SKIPPED');
  });
  it('never-judged criteria produce no feedback of their own', () => {
    expect(feedbackOf([], [criterion(null)])).toBe('');
  });
});

describe('feedback', () => {
  it('puts gate fixes first, then critical, then the rest, without repeats', () => {
    const f = feedbackOf(
      [gateEntry(false, 'g')],
      [
        criterion(false, { id: 'a', fix: 'A' }),
        criterion(false, { id: 'b', critical: true, fix: 'B' }),
        criterion(false, { id: 'c', fix: 'A' }),
      ],
    );
    expect(f.split('\n')).toEqual(['fix g', 'B', 'A']);
  });
});

describe('route (the safety valve)', () => {
  it.each([
    ['PASS', 1, 3, 'approve'],
    ['PASS', 3, 3, 'approve'],
    ['RETRY', 1, 3, 'rework'],
    ['RETRY', 2, 3, 'rework'],
    ['RETRY', 3, 3, 'escalate'],
    ['RETRY', 4, 3, 'escalate'],
    ['FAIL', 1, 3, 'escalate'],
    ['SKIPPED', 1, 3, 'escalate'],
  ] as const)('%s at attempt %i of %i → %s', (verdict, n, m, route) => {
    expect(routeOf(verdict, n, m)).toBe(route);
  });
});

describe('spec §13: a not-applicable criterion counts neither for nor against', () => {
  const na = (over: Partial<Parameters<typeof criterion>[1]> = {}) =>
    criterion(null, { status: 'not_applicable', evidence: 'not applicable: no file of this change is in its scope', ...over });

  it('1 met + 1 not applicable at threshold 1.0: PASS with score 1', () => {
    expect(decide(facts({ criteria: [criterion(true), na()] }))).toMatchObject({ verdict: 'PASS', score: 1 });
  });
  it('1 unmet + 1 not applicable: RETRY with score 0', () => {
    expect(decide(facts({ criteria: [criterion(false), na()] }))).toMatchObject({ verdict: 'RETRY', score: 0 });
  });
  it('a heavy not-applicable criterion does not dilute the share: 1 met + 1 unmet + N/A weight 10 is 0.5', () => {
    const d = decide(facts({ criteria: [criterion(true), criterion(false), na({ weight: 10 })], threshold: 0.5 }));
    expect(d).toMatchObject({ verdict: 'PASS', score: 0.5 });
    expect(decide(facts({ criteria: [criterion(true), criterion(false), na({ weight: 10 })], threshold: 0.51 })).verdict).toBe('RETRY');
  });
  it('all not applicable: PASS with score 1.0, as with no assertions', () => {
    expect(decide(facts({ criteria: [na(), na({ critical: true })] }))).toMatchObject({ verdict: 'PASS', score: 1 });
  });
  it('a critical not-applicable criterion does not fail the verdict, and is no feedback', () => {
    const d = decide(facts({ criteria: [criterion(true), na({ critical: true })] }));
    expect(d.verdict).toBe('PASS');
    expect(d.feedback_for_worker).toBe('');
  });
  it('the true-positive twin: a critical unmet beside a not-applicable one still fails', () => {
    expect(decide(facts({ criteria: [criterion(false, { critical: true }), na()] })).verdict).toBe('FAIL');
  });
});
