import { describe, expect, it } from 'vitest';
import { planBatches } from '../../../src/judge/prompt/batches.js';
import type { JudgeRequest } from '../../../src/judge/types.js';

/** 300 numbered lines over three files: far more than a 2048-token context holds. */
const request: JudgeRequest = {
  task: 'a change',
  material: ['a.ts', 'b.ts', 'c.ts'].map((path) => ({
    path,
    lines: Array.from({ length: 100 }, (_, i) => ({ n: i + 1, text: `export const ${path[0]}${i} = compute(${i}, 'some label');` })),
  })),
  assertions: [{ id: 'x', text: 'No code calls eval', paths: ['a.ts', 'b.ts', 'c.ts'] }],
};

const shownLines = (batches: ReturnType<typeof planBatches>): number =>
  batches.reduce((n, b) => n + [...b.plan.seen.values()].reduce((m, s) => m + s.size, 0), 0);

describe('material that does not fit one request is shown in parts', () => {
  it('every line is shown exactly once across the parts, each part within the context', () => {
    // A bound well above what 300 lines need at this size (the rules and the answer's schema take their share of 2,048).
    const batches = planBatches(request, 2048, true, undefined, 128);
    expect(batches.length).toBeGreaterThan(1);
    expect(shownLines(batches)).toBe(300);
    for (const b of batches) {
      expect(b.plan.estimatedTokens).toBeLessThanOrEqual(b.plan.budget.promptTokens + b.plan.budget.repairTokens);
      expect(b.canaries.length).toBeGreaterThan(0);
    }
  });

  it('the bound caps the requests: what is left is not shown', () => {
    const batches = planBatches(request, 2048, true, undefined, 2);
    expect(batches).toHaveLength(2);
    expect(shownLines(batches)).toBeLessThan(300);
  });

  it('material that fits is one request, as before', () => {
    const small = { ...request, material: request.material.map((m) => ({ ...m, lines: m.lines.slice(0, 3) })) };
    expect(planBatches(small, 8192, true)).toHaveLength(1);
  });
});
