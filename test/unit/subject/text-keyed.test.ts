/**
 * Maps keyed on whole texts hash long texts by their content (V8 hashes them by length alone),
 * and must still behave exactly as a Map keyed on the texts themselves.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyedByDigest, TextKeyedMap, TextKeyedSet } from '../../../src/subject/text-keyed.js';

// V8's String::kMaxHashCalcLength: from this length on, a string's hash is its length.
const V8_HASHES_BY_LENGTH_FROM = 16_384;

describe('TextKeyedMap', () => {
  it('keys by digest exactly the texts V8 would hash by length', () => {
    expect(keyedByDigest('x'.repeat(V8_HASHES_BY_LENGTH_FROM - 1))).toBe(false);
    expect(keyedByDigest('x'.repeat(V8_HASHES_BY_LENGTH_FROM))).toBe(true);
  });

  it('tells apart long texts of one length that differ only in their last character', () => {
    const map = new TextKeyedMap<number>();
    const stem = 'a'.repeat(V8_HASHES_BY_LENGTH_FROM + 10);
    for (let i = 0; i < 50; i++) map.set(`${stem}${String.fromCharCode(65 + i)}`, i);
    expect(map.size).toBe(50);
    for (let i = 0; i < 50; i++) expect(map.get(`${stem}${String.fromCharCode(65 + i)}`)).toBe(i);
    expect(map.get(`${stem}!`)).toBeUndefined();
  });

  it('finds a long text again from another string object holding the same characters', () => {
    const set = new TextKeyedSet();
    const text = 'b'.repeat(40_000) + 'end';
    set.add(text);
    expect(set.has([...text].join(''))).toBe(true);
  });

  it('never lets a short text pose as the digest a long text is kept under', () => {
    const long = 'c'.repeat(20_000);
    const map = new TextKeyedMap<string>().set(long, 'long');
    for (const encoding of ['base64', 'hex', 'base64url'] as const) {
      expect(map.get(createHash('sha256').update(long).digest(encoding))).toBeUndefined();
    }
  });

  it('answers as a Map on any sequence of sets, deletes and lookups, across the length bound', () => {
    const base = 'z'.repeat(V8_HASHES_BY_LENGTH_FROM - 2);
    // A handful of texts on both sides of the bound, so operations meet the same keys often.
    const text = fc.constantFrom('', 'a', 'b', `${base}a`, `${base}ab`, `${base}abc`, `${base}abd`, `${base}xyz`);
    const op = fc.oneof(
      fc.record({ op: fc.constant('set' as const), text, value: fc.integer() }),
      fc.record({ op: fc.constant('delete' as const), text }),
      fc.record({ op: fc.constant('clear' as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), text, (ops, probe) => {
        const ours = new TextKeyedMap<number>();
        const reference = new Map<string, number>();
        for (const o of ops) {
          if (o.op === 'set') {
            ours.set(o.text, o.value);
            reference.set(o.text, o.value);
          } else if (o.op === 'delete') {
            expect(ours.delete(o.text)).toBe(reference.delete(o.text));
          } else {
            ours.clear();
            reference.clear();
          }
        }
        expect(ours.size).toBe(reference.size);
        expect(ours.get(probe)).toBe(reference.get(probe));
        expect(ours.has(probe)).toBe(reference.has(probe));
      }),
      { numRuns: 300 },
    );
  });
});
