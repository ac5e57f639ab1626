import { describe, expect, it } from 'vitest';
import { isInside } from '../../../src/subject/path-inside.js';

describe('isInside', () => {
  it('a name that starts with two dots is inside; only .. or ../… climbs out', () => {
    expect(isInside('/w/repo', '/w/repo')).toBe(true);
    expect(isInside('/w/repo/src/a.ts', '/w/repo')).toBe(true);
    expect(isInside('/w/repo/..cache', '/w/repo')).toBe(true);
    expect(isInside('/w/repo/...', '/w/repo')).toBe(true);
    expect(isInside('/w', '/w/repo')).toBe(false);
    expect(isInside('/w/other', '/w/repo')).toBe(false);
    expect(isInside('/w/repo-2', '/w/repo')).toBe(false);
  });
});
