import type { Criterion, GateEntry } from '../../src/contract/result.js';

export const gateEntry = (passed: boolean, id = 'schema'): GateEntry =>
  passed ? { id, kind: 'json-valid', passed, evidence: 'ok' } : { id, kind: 'json-valid', passed, evidence: 'bad', fix: `fix ${id}` };

/** Default ids are distinct and the same on every run, so a failure reads the same when repeated. */
let nextId = 0;

export function criterion(met: boolean | null, over: Partial<Criterion> = {}): Criterion {
  nextId += 1;
  const id = over.id ?? `criterion-${nextId}`;
  const base = { id, assertion: `assertion ${id}`, critical: false, weight: 1, source: 'llm' as const };
  if (met === null) return { ...base, met: null, status: 'not-judged', ...over };
  return met
    ? { ...base, met: true, status: 'judged', evidence: 'output:1: x', location: { path: 'output', line: 1, quote: 'x' }, ...over }
    : { ...base, met: false, status: 'judged', fix: `fix ${id}`, ...over };
}
