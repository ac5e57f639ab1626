import { describe, expect, it } from 'vitest';
import { judgeCall, notJudgedReason } from '../../../../src/core/engine.js';
import type { Judge } from '../../../../src/judge/types.js';

const judge: Judge = { model: 'm', judge: () => Promise.reject(new Error('not called')) };
const asked = { assertions: 1, gatePassed: true, misconfigured: false, criticalFailed: undefined, attempt: undefined, judge };

/** The reason an unjudged criterion names, or undefined when the judge is asked. */
function whyNotJudged(s: Parameters<typeof judgeCall>[0]): string | undefined {
  const call = judgeCall(s);
  return call.kind === 'ask' ? undefined : notJudgedReason(call);
}

describe('judgeCall', () => {
  it('asks the judge when nothing has settled the verdict', () => {
    expect(judgeCall(asked)).toEqual({ kind: 'ask', judge });
    expect(whyNotJudged({ ...asked, attempt: { number: 3, max: 3 } })).toBeUndefined();
  });

  it('names each reason a settled verdict does not wait for a model', () => {
    expect(whyNotJudged({ ...asked, gatePassed: false })).toBe('the gate failed');
    expect(whyNotJudged({ ...asked, misconfigured: true })).toBe('the checks cannot judge as configured');
    expect(whyNotJudged({ ...asked, criticalFailed: { id: 'tests' } })).toBe('the critical check tests failed');
    expect(whyNotJudged({ ...asked, attempt: { number: 4, max: 3 } })).toBe('attempt 4 is past the limit of 3');
    expect(whyNotJudged({ ...asked, judge: undefined })).toBe('the LLM judge is switched off');
  });

  it('reports the first reason that holds, in the order of the verdict rules', () => {
    const all = {
      assertions: 1,
      gatePassed: false,
      misconfigured: true,
      criticalFailed: { id: 'c' },
      attempt: { number: 2, max: 1 },
      judge: undefined,
    };
    expect(whyNotJudged(all)).toBe('the gate failed');
    expect(whyNotJudged({ ...all, gatePassed: true })).toBe('the checks cannot judge as configured');
    expect(whyNotJudged({ ...all, gatePassed: true, misconfigured: false })).toBe('the critical check c failed');
    expect(whyNotJudged({ ...all, gatePassed: true, misconfigured: false, criticalFailed: undefined })).toBe(
      'attempt 2 is past the limit of 1',
    );
    // With nothing for the judge to decide, no reason of the verdict's is one for not asking it.
    expect(judgeCall({ ...all, assertions: 0 })).toEqual({ kind: 'nothing-to-ask' });
  });
});
