import { describe, expect, it } from 'vitest';
import {
  fail,
  isMisconfigured,
  isPass,
  misconfigured,
  notRun,
  pass,
  toCriterionFields,
  toGateEntry,
  warn,
  type CheckOutcome,
  type CheckStatus,
} from '../../../src/contract/outcome.js';
import { CriterionSchema, GateEntrySchema } from '../../../src/contract/result.js';
import * as z from '../../../src/contract/zod.js';

const loc = { path: 'src/a.ts', line: 3, quote: 'let x = 1;' };

describe('one status per outcome, one constructor per status', () => {
  it.each<[string, CheckOutcome, CheckOutcome]>([
    ['pass', pass('a.ts: ok'), { status: 'pass', evidence: 'a.ts: ok' }],
    ['pass at a place', pass('a.ts:3: ok', loc), { status: 'pass', evidence: 'a.ts:3: ok', location: loc }],
    [
      'warn',
      warn('odd text', 'look at it', loc),
      { status: 'pass', severity: 'warning', evidence: 'odd text', fix: 'look at it', location: loc },
    ],
    ['fail', fail('too short', 'grow it'), { status: 'fail', evidence: 'too short', fix: 'grow it' }],
    ['fail at a place', fail('bad', 'fix it', loc), { status: 'fail', evidence: 'bad', fix: 'fix it', location: loc }],
    [
      'notRun',
      notRun('not run: commands off', 'allow commands'),
      { status: 'not-run', evidence: 'not run: commands off', fix: 'allow commands' },
    ],
    [
      'misconfigured',
      misconfigured('schema missing', 'commit it'),
      { status: 'misconfigured', evidence: 'schema missing', fix: 'commit it' },
    ],
  ])('%s', (_name, made, want) => {
    // toStrictEqual: no constructor leaves an `undefined` field behind for the JSON to carry.
    expect(made).toStrictEqual(want);
  });

  it.each<[CheckOutcome, boolean, boolean]>([
    [pass('e'), true, false],
    [warn('e', 'f'), true, false],
    [fail('e', 'f'), false, false],
    [notRun('e', 'f'), false, false],
    [misconfigured('e', 'f'), false, true],
  ])('predicates of %o', (o, passes, isConfigFault) => {
    expect(isPass(o)).toBe(passes);
    expect(isMisconfigured(o)).toBe(isConfigFault);
  });
});

describe('the public gate entry: status becomes passed / not_run, and nothing else changes', () => {
  it.each<[CheckStatus | 'warning', CheckOutcome, Record<string, unknown>]>([
    ['pass', pass('ok', loc), { id: 'g', kind: 'syntax', passed: true, evidence: 'ok', location: loc }],
    [
      'warning',
      warn('odd', 'look', loc),
      { id: 'g', kind: 'syntax', passed: true, evidence: 'odd', fix: 'look', location: loc, severity: 'warning' },
    ],
    ['fail', fail('bad', 'fix'), { id: 'g', kind: 'syntax', passed: false, evidence: 'bad', fix: 'fix' }],
    ['not-run', notRun('not run', 'allow'), { id: 'g', kind: 'syntax', passed: false, evidence: 'not run', fix: 'allow', not_run: true }],
    // The run reports a misconfigured check as a config error; its entry is a failed one, never not_run.
    [
      'misconfigured',
      misconfigured('no schema', 'commit it'),
      { id: 'g', kind: 'syntax', passed: false, evidence: 'no schema', fix: 'commit it' },
    ],
  ])('%s', (_status, o, want) => {
    const entry = toGateEntry('g', 'syntax', o);
    expect(entry).toStrictEqual(want);
    expect(z.strictObject(GateEntrySchema.shape).parse(entry)).toStrictEqual(want);
  });

  it('lists artifacts only when there are some, in the order of spec §3', () => {
    const shot = { path: 'index.html-after.png', kind: 'screenshot' as const };
    expect(toGateEntry('b', 'browser', { ...pass('loaded'), artifacts: [] })).not.toHaveProperty('artifacts');
    const entry = toGateEntry('b', 'browser', { ...fail('blank', 'draw', loc), artifacts: [shot] });
    expect(Object.keys(entry)).toEqual(['id', 'kind', 'passed', 'evidence', 'fix', 'location', 'artifacts']);
    expect(entry.artifacts).toEqual([shot]);
  });
});

describe('the public criterion fields of a deterministic assertion', () => {
  it.each<[CheckStatus | 'warning', CheckOutcome, Record<string, unknown>]>([
    ['pass', pass('ok', loc), { met: true, status: 'judged', evidence: 'ok', location: loc }],
    // A warning is a pass; its fix is for the gate table, not for a met criterion.
    ['warning', warn('odd', 'look'), { met: true, status: 'judged', evidence: 'odd' }],
    ['fail', fail('bad', 'fix', loc), { met: false, status: 'judged', evidence: 'bad', fix: 'fix', location: loc }],
    ['not-run', notRun('not run', 'allow'), { met: false, status: 'not-run', evidence: 'not run', fix: 'allow' }],
    ['misconfigured', misconfigured('no schema', 'commit it'), { met: false, status: 'judged', evidence: 'no schema', fix: 'commit it' }],
  ])('%s', (_status, o, want) => {
    const fields = toCriterionFields(o);
    expect(fields).toStrictEqual(want);
    expect(CriterionSchema.parse({ id: 'a', assertion: 'x', critical: false, weight: 1, source: 'check', ...fields })).toMatchObject(want);
  });
});
