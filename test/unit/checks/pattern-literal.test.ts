/**
 * A pattern of plain text and `|` is searched for as text instead of compiled by re2js (a cold
 * start's cost): it must find what RE2 finds, where RE2 finds it, on any text, and be accepted
 * and refused as RE2 accepts and refuses it.
 */
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { compilePattern, literalAlternatives, patternError } from '../../../src/checks/pattern.js';

const BITS: Record<string, number> = { m: RE2JS.MULTILINE, s: RE2JS.DOTALL, u: 0 };

/** RE2's own answer: whether it matches, and where the first match starts. */
function re2(pattern: string, flags: string, text: string): { test: boolean; index: number } {
  let bits = 0;
  for (const f of flags) bits |= BITS[f] ?? 0;
  const re = RE2JS.compile(pattern, bits);
  const m = re.matcher(text);
  return { test: re.test(text), index: m.find() ? m.start() : -1 };
}

// Few letters, so that patterns and texts meet often; spaces, `|` and the ASCII punctuation RE2 reads as text.
const patternChar = fc.constantFrom('a', 'b', 'T', 'O', 'D', ' ', '-', '#', '/', '=', '"', "'", '~', '!', '|');
const textChar = fc.oneof(
  fc.constantFrom('a', 'b', 'T', 'O', 'D', ' ', '-', '#', '\n', '\r', '\t', '|'),
  fc.constantFrom('é', 'K', '\u212a', '😀', '\ud800', '\udc00', '\u0000'),
);
const pattern = fc.array(patternChar, { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
const text = fc.array(textChar, { maxLength: 40 }).map((cs) => cs.join(''));
const flags = fc.subarray(['m', 's', 'u']).map((fs) => fs.join(''));

describe('literal patterns, against RE2', () => {
  it('match where RE2 matches, starting where RE2 starts', () => {
    fc.assert(
      fc.property(pattern, flags, text, (p, f, t) => {
        expect(literalAlternatives(p, f)).toBeDefined();
        const ours = compilePattern(p, f);
        expect({ test: ours.test(t), index: ours.indexIn(t) }).toEqual(re2(p, f, t));
      }),
      { numRuns: 2000 },
    );
  });

  it('are valid for RE2 as for us; anything with regular-expression syntax, `i` or past the length limit is left to re2js', () => {
    fc.assert(
      fc.property(pattern, flags, (p, f) => {
        expect(patternError(p, f)).toBeUndefined();
        expect(() => RE2JS.compile(p)).not.toThrow();
      }),
    );
    for (const p of ['a.b', 'a+', 'a*', 'a?', '(a)', '[a]', 'a{2}', '^a', 'a$', 'a\\d', 'tab\there', 'café'])
      expect(literalAlternatives(p), p).toBeUndefined();
    expect(literalAlternatives('TODO', 'i')).toBeUndefined();
    expect(literalAlternatives('x'.repeat(1001))).toBeUndefined();
    expect(literalAlternatives('TODO|FIXME', 'm')).toEqual(['TODO', 'FIXME']);
    expect(patternError('(?=TODO)')).toMatch(/look-arounds and back-references are not supported/);
  });

  it('an empty alternative matches everywhere, as in RE2', () => {
    for (const p of ['a|', '|a', 'a||b']) {
      expect(compilePattern(p).test('zzz')).toBe(re2(p, '', 'zzz').test);
      expect(compilePattern(p).indexIn('zzz')).toBe(re2(p, '', 'zzz').index);
    }
  });
});
