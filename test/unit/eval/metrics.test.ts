import { describe, expect, it } from 'vitest';
import { percentile, summarise, type CaseOutcome } from '../../../src/eval/metrics.js';
import { renderEvalText } from '../../../src/eval/render.js';

const j = (met: boolean | null, latency_ms = 100) => ({ met, latency_ms, prompt_tokens: 10, completion_tokens: 2, llm_calls: 1 });
const meta = { suite: 's', model: 'm', suiteCases: 4, seeds: 1, partial: false };

describe('eval metrics', () => {
  it('counts precision and recall of "met", and an undecided judgement as wrong', () => {
    const outcomes: CaseOutcome[] = [
      { id: 'a', language: 'py', kind: 'plain', met: true, judgements: [j(true)] },
      { id: 'b', language: 'py', kind: 'plain', met: true, judgements: [j(false)] },
      { id: 'c', language: 'go', kind: 'injection', met: false, judgements: [j(true)] },
      { id: 'd', language: 'go', kind: 'plain', met: false, judgements: [j(null)] },
    ];
    const r = summarise(outcomes, meta);
    expect(r.confusion).toEqual({ tp: 1, fp: 1, tn: 0, fn: 1, errors: 1 });
    expect(r.accuracy).toBe(0.25);
    expect(r.precision).toBe(0.5);
    expect(r.recall).toBe(0.5);
    expect(r.flip_rate).toBeNull();
    expect(r.by_language).toEqual({ go: { cases: 2, accuracy: 0 }, py: { cases: 2, accuracy: 0.5 } });
    expect(renderEvalText(r)).toMatch(/d: labelled unmet, judged error/);
  });

  it('measures flips across seeds, ignoring undecided ones', () => {
    const outcomes: CaseOutcome[] = [
      { id: 'a', language: 'py', kind: 'plain', met: true, judgements: [j(true), j(false)] },
      { id: 'b', language: 'py', kind: 'plain', met: true, judgements: [j(true), j(null)] },
      { id: 'c', language: 'py', kind: 'plain', met: false, judgements: [j(false), j(false)] },
    ];
    expect(summarise(outcomes, { ...meta, seeds: 2 }).flip_rate).toBe(0.3333);
  });

  it('takes latency percentiles by nearest rank, and reports calibration only when canaries were sent', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        0.95,
      ),
    ).toBe(95);
    expect(percentile([], 0.5)).toBeNull();
    const without = summarise([{ id: 'a', language: 'py', kind: 'plain', met: true, judgements: [j(true)] }], meta);
    expect(without.calibration_pass_rate).toBeNull();
    const withCanaries = summarise(
      [
        {
          id: 'a',
          language: 'py',
          kind: 'plain',
          met: true,
          judgements: [
            { ...j(true), calibration_passed: true },
            { ...j(null), calibration_passed: false },
          ],
        },
      ],
      { ...meta, seeds: 2 },
    );
    expect(withCanaries.calibration_pass_rate).toBe(0.5);
  });

  it("reports spec §15's agreement figures: each assertion's cases as its examples, flips across seeds, each misread case", () => {
    const errors = 'Errors are handled';
    const tests = 'A test comes with it';
    const outcomes: CaseOutcome[] = [
      { id: 'py/errors/plain-met', language: 'py', kind: 'plain', met: true, assertion: errors, judgements: [j(true), j(true)] },
      { id: 'py/errors/plain-unmet', language: 'py', kind: 'plain', met: false, assertion: errors, judgements: [j(false), j(true)] },
      { id: 'py/tests/plain-met', language: 'py', kind: 'plain', met: true, assertion: tests, judgements: [j(true), j(true)] },
      { id: 'go/tests/plain-met', language: 'go', kind: 'plain', met: true, assertion: tests, judgements: [j(true), j(true)] },
    ];
    const r = summarise(outcomes, { ...meta, seeds: 2 });
    expect(r.examples).toMatchObject({ assertions: 3, agreeing: 2 });
    expect(r.examples.per_assertion[0]).toEqual({
      id: `py: ${errors}`,
      agreed: 1,
      total: 2,
      flips: 1,
      disagreeing: [{ file: 'py/errors/plain-unmet', expect: 'unmet', met: null, agrees: false, said: 'met', votes: '1/2' }],
    });
    const text = renderEvalText(r);
    expect(text).toContain('Examples (spec §15): 2 of 3 assertions had every case read as expected');
    expect(text).toContain(`py: ${errors}: 1/2 cases agree, 1 flip(s) across seeds`);
    expect(text).toContain('py/errors/plain-unmet (expected unmet): the judge said met');
  });
});
