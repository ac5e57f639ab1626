/**
 * Issues 23 item 5 and 26: the tripwire's false alarms on real code. Every file of the JavaScript
 * corpus vendored for the syntax bench, the TypeScript declarations of the pinned compiler and
 * @types/node (lib.es5.d.ts and its U+200D in a doc comment among them) and the local Python
 * standard library passes, except the files whose point is an invisible character in code
 * (TRUE_POSITIVES, each named with why): those still fail, the true-positive twins.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureCorpus, realCorpora, TRUE_POSITIVES } from '../../support/tripwire-real-corpora.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const pathOf = (entry: string): string => entry.slice(0, entry.indexOf(': '));

describe('the tripwires on real code', () => {
  for (const corpus of realCorpora(ROOT)) {
    it(`${corpus.name}: no false failure or warning`, { timeout: 300_000 }, async () => {
      expect(corpus.files.length).toBeGreaterThan(50);
      const figures = await measureCorpus(corpus);
      const falseFailures = figures.failed.filter((f) => TRUE_POSITIVES[pathOf(f)] === undefined);
      expect(falseFailures).toEqual([]);
      expect(figures.warned.filter((f) => TRUE_POSITIVES[pathOf(f)] === undefined)).toEqual([]);
      const expected = Object.keys(TRUE_POSITIVES).filter((p) => corpus.files.includes(p));
      // Python's own list varies with its version; the vendored and pinned corpora do not.
      if (!corpus.name.startsWith('Python')) expect([...figures.failed, ...figures.warned].map(pathOf).sort()).toEqual(expected.sort());
    });
  }
});
