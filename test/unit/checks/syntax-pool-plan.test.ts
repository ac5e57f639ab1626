/** How the syntax pool sizes itself from the cores and the text: pure arithmetic, no thread started. */
import { describe, expect, it } from 'vitest';
import { parsesHereToo, workerCount, workerWorthy } from '../../../src/checks/syntax-pool/pool.js';

describe('the syntax pool plan', () => {
  it('starts one worker per half-megabyte of text, at most one per core beside this thread, and three', () => {
    expect(workerCount(100_000, 2)).toBe(0);
    expect(workerCount(600_000, 2)).toBe(1);
    expect(workerCount(12_000_000, 2)).toBe(1);
    expect(workerCount(12_000_000, 1)).toBe(0);
    expect(workerCount(1_100_000, 8)).toBe(2);
    expect(workerCount(12_000_000, 8)).toBe(3);
  });

  it('parses on this thread beside workers only with a core to spare for it', () => {
    // Alone, this thread parses whatever the cores.
    expect(parsesHereToo(0, 1)).toBe(true);
    expect(parsesHereToo(0, 2)).toBe(true);
    // Two cores, one worker: this thread reads, decodes and feeds Python; the worker parses.
    expect(parsesHereToo(1, 2)).toBe(false);
    expect(parsesHereToo(3, 4)).toBe(false);
    expect(parsesHereToo(1, 4)).toBe(true);
    expect(parsesHereToo(3, 8)).toBe(true);
  });

  it("counts oxc's languages toward a worker on two cores only where oxc cannot load; other languages, and more cores, always", () => {
    const oxcHere = () => true;
    const noOxc = () => false;
    for (const language of ['javascript', 'typescript', 'tsx']) {
      expect(workerWorthy(language, 2, oxcHere), language).toBe(false);
      expect(workerWorthy(language, 2, noOxc), language).toBe(true);
      expect(workerWorthy(language, 4, oxcHere), language).toBe(true);
    }
    for (const language of ['css', 'vue', 'yaml', undefined]) expect(workerWorthy(language, 2, oxcHere), String(language)).toBe(true);
  });
});
