import { describe, expect, it } from 'vitest';
import { whyNotJudged } from '../../../src/engine.js';
import type { Judge } from '../../../src/judge/types.js';

const judge: Judge = { model: 'm', judge: () => Promise.reject(new Error('not called')) };
const asked = { gatePassed: true, misconfigured: false, criticalFailed: undefined, pastLimit: undefined, judge };

describe('whyNotJudged', () => {
  it('asks the judge when nothing has settled the verdict', () => {
    expect(whyNotJudged(asked)).toBeUndefined();
  });

  it('names each reason a settled verdict does not wait for a model', () => {
    expect(whyNotJudged({ ...asked, gatePassed: false })).toBe('the gate failed');
    expect(whyNotJudged({ ...asked, misconfigured: true })).toBe('the checks cannot judge as configured');
    expect(whyNotJudged({ ...asked, criticalFailed: { id: 'tests' } })).toBe('the critical check tests failed');
    expect(whyNotJudged({ ...asked, pastLimit: { number: 4, max: 3 } })).toBe('attempt 4 is past the limit of 3');
    expect(whyNotJudged({ ...asked, judge: undefined })).toBe('the LLM judge is switched off');
  });

  it('reports the first reason that holds, in the order of the verdict rules', () => {
    const all = { gatePassed: false, misconfigured: true, criticalFailed: { id: 'c' }, pastLimit: { number: 2, max: 1 }, judge: undefined };
    expect(whyNotJudged(all)).toBe('the gate failed');
    expect(whyNotJudged({ ...all, gatePassed: true })).toBe('the checks cannot judge as configured');
    expect(whyNotJudged({ ...all, gatePassed: true, misconfigured: false })).toBe('the critical check c failed');
    expect(whyNotJudged({ ...all, gatePassed: true, misconfigured: false, criticalFailed: undefined })).toBe(
      'attempt 2 is past the limit of 1',
    );
  });
});
