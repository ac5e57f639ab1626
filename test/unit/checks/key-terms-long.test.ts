/**
 * keyword-coverage on a long answer: the word segmenter is fed pieces, since on one long string it
 * takes quadratic time (a 200 kB answer took tens of seconds). The pieces must not lose or split
 * words, wherever the cuts fall.
 */
import * as stopword from 'stopword';
import snowball from 'snowball-stemmers';
import { describe, expect, it } from 'vitest';
import { coverage, keyTerms, lexicon } from '../../../src/checks/key-terms.js';

const english = snowball.newStemmer('english');
const german = snowball.newStemmer('german');
const lex = lexicon(stopword, { english: (w) => english.stem(w), german: (w) => german.stem(w) });
const TASK = 'Describe the retry policy: backoff, jitter and circuitbreaker';

const missingOf = (text: string): string[] => coverage(keyTerms(TASK, lex), text, TASK, lex).missing.map((t) => t.term);

describe('key terms in a long text', () => {
  it('covers a 200 kB answer in well under the seconds one whole-string segmentation takes', () => {
    const filler = Array.from({ length: 4000 }, (_, i) => `line ${i}: the retry policy waits ${i % 7} s before attempt ${i % 5}`).join(
      '\n',
    );
    const text = `${filler}\nbackoff with jitter, then a circuitbreaker\n`;
    expect(text.length).toBeGreaterThan(200_000);
    const started = performance.now();
    expect(missingOf(text)).toEqual(['Describe']);
    // Generous for a busy machine; the whole string at once took over 20 s here.
    expect(performance.now() - started).toBeLessThan(5000);
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
