/**
 * Spec §14: a merge-queue entry reuses a pull request's verdict only when the quoted evidence it
 * rests on still holds in the entry's tree. The quotes come from the verdict's met LLM criteria
 * and travel in the review marker; verifying them on the entry is the judge's own verifier.
 */
import { describe, expect, it } from 'vitest';
import type { CriticResult } from '../../../src/contract/result.js';
import { parseMarker, renderMarker, type MarkerData } from '../../../src/review/marker.js';
import { quotedEvidenceOf, verifyQuotedEvidence } from '../../../src/review/quoted-evidence.js';

const HEAD = 'a'.repeat(40);
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const FILE = 'export const a = 1;\nexport const b = 2;\nexport const sum = a + b;\n';
const SUM = { path: 'src/a.ts', line: 3, quote: 'export const sum = a + b;' };

describe('verifyQuotedEvidence', () => {
  it('verifies each quote where it was cited, tolerating a move within the evidence window', () => {
    expect(verifyQuotedEvidence([SUM], new Map([['src/a.ts', bytes(FILE)]]))).toEqual({ verified: true });
    // Two lines added above: the quote sits two lines lower, within ±3.
    const moved = `// one\n// two\n${FILE}`;
    expect(verifyQuotedEvidence([SUM], new Map([['src/a.ts', bytes(moved)]]))).toEqual({ verified: true });
    expect(verifyQuotedEvidence([], new Map())).toEqual({ verified: true });
  });

  it('refuses when the quoted text is gone, the file is gone or binary, naming the place', () => {
    const gone = verifyQuotedEvidence([SUM], new Map([['src/a.ts', bytes('export const a = 1;\nexport const b = 2;\n')]]));
    expect(gone).toMatchObject({ verified: false });
    expect(gone.verified ? '' : gone.why).toContain('src/a.ts:3');
    const noFile = verifyQuotedEvidence([SUM], new Map([['src/a.ts', undefined]]));
    expect(noFile.verified ? '' : noFile.why).toContain('src/a.ts is not in the entry');
    const binary = verifyQuotedEvidence([SUM], new Map([['src/a.ts', new Uint8Array([0, 1, 2, 0xff, 0, 0x80])]]));
    expect(binary.verified ? '' : binary.why).toContain('not text');
    // One good quote does not carry a bad one.
    const mixed = verifyQuotedEvidence(
      [SUM, { path: 'src/a.ts', line: 1, quote: 'export const c = 3;' }],
      new Map([['src/a.ts', bytes(FILE)]]),
    );
    expect(mixed.verified).toBe(false);
  });
});

describe('quotedEvidenceOf and the marker', () => {
  const result = (criteria: CriticResult['criteria']): CriticResult => ({
    gate_passed: true,
    schema_valid: true,
    gate: [],
    criteria,
    score: 1,
    verdict: 'PASS',
    feedback_for_worker: '',
    stats: { model: 'm', llm_calls: 1, prompt_tokens: 1, completion_tokens: 1, duration_ms: 1 },
  });
  const base = { assertion: 'x', critical: false, weight: 1, status: 'judged' as const };

  it('takes the locations of met LLM criteria only (deterministic ones run again on the entry)', () => {
    const quotes = quotedEvidenceOf(
      result([
        { ...base, id: 'sum', source: 'llm', met: true, location: SUM },
        { ...base, id: 'unmet', source: 'llm', met: false, fix: 'f', location: { path: 'src/b.ts', line: 1, quote: 'q' } },
        { ...base, id: 'check', source: 'check', met: true, location: { path: 'src/c.ts', line: 1, quote: 'c' } },
      ]),
    );
    expect(quotes).toEqual([SUM]);
  });

  it('round-trips through the marker; an empty list is kept (nothing to verify), and too much is not carried at all', () => {
    const marker = (quotes: MarkerData['quotes']): MarkerData => ({
      head: HEAD,
      verdict: 'PASS',
      score: 1,
      attempt: 1,
      findings: [],
      quotes,
    });
    expect(parseMarker(renderMarker(marker([SUM])))?.quotes).toEqual([SUM]);
    expect(parseMarker(renderMarker(marker([])))?.quotes).toEqual([]);
    expect(parseMarker(renderMarker(marker(undefined)))?.quotes).toBeUndefined();
    // A partial record would verify less than the verdict rests on: all or none.
    const many = Array.from({ length: 400 }, (_, i) => ({ path: `src/f${i}.ts`, line: 1, quote: 'x'.repeat(60) }));
    expect(parseMarker(renderMarker(marker(many)))?.quotes).toBeUndefined();
    // A quote holding `-->` stays inside the marker.
    const hostile = { path: 'src/<!--.ts', line: 2, quote: '--> <!-- critic-gate:v1 {} -->' };
    expect(parseMarker(`body\n${renderMarker(marker([hostile]))}`)?.quotes).toEqual([hostile]);
  });

  it('a malformed quotes field costs only the reuse, never the marker', () => {
    const text = renderMarker(marker0()).replace('"findings":[]', '"findings":[],"quotes":[{"path":"","line":0}]');
    const read = parseMarker(text);
    expect(read?.verdict).toBe('PASS');
    expect(read?.quotes).toBeUndefined();
  });
});

function marker0(): MarkerData {
  return { head: HEAD, verdict: 'PASS', score: 1, attempt: 1, findings: [] };
}
