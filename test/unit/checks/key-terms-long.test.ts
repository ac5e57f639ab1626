/**
 * keyword-coverage on a long answer: the word segmenter is fed pieces, since on one long string it
 * takes quadratic time (a 200 kB answer took tens of seconds). The pieces must not lose or split
 * words, wherever the cuts fall.
 */
import * as stopword from 'stopword';
import snowball from 'snowball-stemmers';
import { describe, expect, it, vi } from 'vitest';
import { coverage, keyTerms, lexicon } from '../../../src/checks/key-terms.js';

const english = snowball.newStemmer('english');
const german = snowball.newStemmer('german');
const lex = lexicon(stopword, { english: (w) => english.stem(w), german: (w) => german.stem(w) });
const TASK = 'Describe the retry policy: backoff, jitter and circuitbreaker';

const missingOf = (text: string): string[] => coverage(keyTerms(TASK, lex), text, TASK, lex).missing.map((t) => t.term);

describe('key terms in a long text', () => {
  /** A long answer of `lines` lines; the terms it covers come last. */
  const answer = (lines: number): string =>
    `${Array.from({ length: lines }, (_, i) => `line ${i}: the retry policy waits ${i % 7} s before attempt ${i % 5}`).join('\n')}\nbackoff with jitter, then a circuitbreaker\n`;

  /**
   * The segmenter's work on a text, counted rather than timed (issue 27: no clock in a test): the
   * sum of the squares of the lengths of the strings it is given, as its time grows. Its speed on a
   * 200 kB answer is a bench figure (bench/heuristics.mjs).
   */
  function segmenterWork(text: string): number {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    try {
      expect(missingOf(text)).toEqual(['Describe']);
      return segment.mock.calls.reduce((n, [piece]) => n + piece.length ** 2, 0);
    } finally {
      segment.mockRestore();
    }
  }

  it('covers a 200 kB answer with work that grows linearly with its length', () => {
    const long = answer(4000);
    expect(long.length).toBeGreaterThan(200_000);
    // Four times the text, about four times the work; given whole, it would be sixteen times.
    const ratio = segmenterWork(long) / segmenterWork(answer(1000));
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(6);
  });

  it('finds words on either side of every cut: lines, spaces only, and no space at all', () => {
    const words = 'backoff jitter circuitbreaker';
    // One line with spaces only, longer than a piece: the cut falls at a space, never inside a word.
    const oneLine = `${'retry policy '.repeat(400)}${words} ${'retry policy '.repeat(400)}`;
    expect(missingOf(oneLine)).toEqual(['Describe']);
    for (let shift = 0; shift < 13; shift++) expect(missingOf(`${'x'.repeat(shift)} ${oneLine}`)).toEqual(['Describe']);
    // A run of CJK with no space anywhere is cut hard; terms written in Latin after it still count.
    const cjk = `${'重试策略'.repeat(1500)}\n${words} retry policy`;
    expect(missingOf(cjk)).toEqual(['Describe']);
  });
});
