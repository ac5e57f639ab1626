import { describe, expect, it } from 'vitest';
import { clip, CLIP_MARK } from '../../../src/text/clip.js';

describe('clip', () => {
  it('leaves a text that fits as it is, up to and including the limit', () => {
    expect(clip('', 5)).toBe('');
    expect(clip('abcd', 5)).toBe('abcd');
    expect(clip('abcde', 5)).toBe('abcde');
  });

  it('cuts a longer text to exactly the limit, the last character being the mark', () => {
    const clipped = clip('abcdefghij', 5);
    expect(clipped).toBe('abcd…');
    expect(clipped).toHaveLength(5);
    expect(clipped.endsWith(CLIP_MARK)).toBe(true);
  });

  it('keeps the output of the helpers it replaced: 79 characters and the mark for a limit of 80', () => {
    const long = 'x'.repeat(200);
    expect(clip(long, 80)).toBe(`${'x'.repeat(79)}…`);
    expect(clip(long, 300)).toBe(long);
  });

  it('never splits a surrogate pair', () => {
    // The cut would fall between the two halves of the emoji: the whole emoji goes instead.
    const clipped = clip('ab😀cdef', 4);
    expect(clipped).toBe('ab…');
    expect(clipped).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(clip('ab😀cdef', 5)).toBe('ab😀…');
  });

  it('gives nothing rather than a lone mark when no character fits', () => {
    expect(clip('abc', 0)).toBe('');
    expect(clip('abc', 1)).toBe('…');
  });
});
