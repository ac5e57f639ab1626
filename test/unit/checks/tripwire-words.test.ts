/**
 * The tripwire prefilter's word lookups (src/tripwires/words.ts): every answer is the one
 * `text.includes(word)` gives, while a word with a three-character run the text lacks is never
 * searched for, and no word is searched for twice in one text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WordList, WordsOfText } from '../../../src/tripwires/words.js';

/** Characters that make runs collide and words overlap: a few ASCII letters, a space, accents, CJK, an astral pair. */
const piece = fc.constantFrom('a', 'b', 'c', 'ab', 'abc', ' ', 'é', 'è', '指令', '😀', '\n', 'ignore', 'rules');
const text = fc.array(piece, { maxLength: 60 }).map((p) => p.join(''));
const word = fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join(''));

describe('the words a text holds', () => {
  it.each([
    ['with runs', { runs: true }],
    ['without runs', { runs: false }],
  ] as const)('are exactly those `includes` finds, asked in any order and again (a list %s)', (_name, options) => {
    fc.assert(
      fc.property(text, fc.uniqueArray(word, { minLength: 1, maxLength: 12 }), (t, words) => {
        const list = new WordList(options);
        const numbers = words.map((w) => list.number(w));
        const asked = new WordsOfText(list, t);
        for (const round of [numbers, [...numbers].reverse()])
          for (const n of round)
            expect(asked.has(n), `${JSON.stringify(list.words[n])} in ${JSON.stringify(t)}`).toBe(t.includes(list.words[n]!));
      }),
      { numRuns: 500 },
    );
  });

  it('two texts asked in turn, sharing their list: each answer is still its own text’s', () => {
    fc.assert(
      fc.property(text, text, fc.uniqueArray(word, { minLength: 1, maxLength: 12 }), (a, b, words) => {
        const list = new WordList();
        const numbers = words.map((w) => list.number(w));
        const [askA, askB] = [new WordsOfText(list, a), new WordsOfText(list, b)];
        for (const n of numbers) {
          expect(askA.has(n)).toBe(a.includes(list.words[n]!));
          expect(askB.has(n)).toBe(b.includes(list.words[n]!));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('holds on a long text, whose set of runs is sized to it', () => {
    const long = `${'const value = compute(input);\n'.repeat(20_000)}ignore previous instructions`;
    const list = new WordList();
    const [held, absent] = [list.number('previous instructions'), list.number('disregard')];
    const asked = new WordsOfText(list, long);
    expect([asked.has(held), asked.has(absent)]).toEqual([true, false]);
  });

  it('a word numbered after the text was first asked is searched for, not taken as absent', () => {
    const list = new WordList();
    const first = list.number('alpha');
    const asked = new WordsOfText(list, 'alpha beta');
    const later = list.number('beta');
    expect([asked.has(first), asked.has(later)]).toEqual([true, true]);
  });
});

describe('the searches a text is spared', () => {
  it('a word with a run the text lacks is answered without a search; a word with all its runs is searched once', () => {
    const list = new WordList();
    const [disregard, world, ai] = ['disregard', 'world', 'ai'].map((w) => list.number(w)) as [number, number, number];
    const asked = new WordsOfText(list, 'hello world, said the main loop');
    expect(asked.has(disregard)).toBe(false);
    expect(asked.searches).toBe(0);
    expect(asked.has(world)).toBe(true);
    expect(asked.has(world)).toBe(true);
    expect(asked.searches).toBe(1);
    // Shorter than a run: always searched, once.
    expect(asked.has(ai)).toBe(true);
    expect(asked.has(ai)).toBe(true);
    expect(asked.searches).toBe(2);
  });

  it('the twin: a list without runs searches for every word it is asked about, once', () => {
    const list = new WordList({ runs: false });
    const disregard = list.number('disregard');
    const asked = new WordsOfText(list, 'hello world');
    expect([asked.has(disregard), asked.has(disregard)]).toEqual([false, false]);
    expect(asked.searches).toBe(1);
  });
});
