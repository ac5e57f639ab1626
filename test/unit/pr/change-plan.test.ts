import { describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../../src/config/schema.js';
import { runCritic } from '../../../src/core/engine.js';
import { planForChange, readsChangedFiles } from '../../../src/pr/change-plan.js';
import type { Subject } from '../../../src/subject/types.js';
import { allAdded, memorySubject } from '../../support/memory-subject.js';

/** The change as a subject whose head reader counts, per path, how often a file was read. */
function countingSubject(files: Record<string, string>): { subject: Subject; reads: Map<string, number> } {
  const inner = memorySubject(allAdded(files));
  const reads = new Map<string, number>();
  const subject: Subject = {
    ...inner,
    head: {
      ...inner.head,
      read: async (path) => {
        reads.set(path, (reads.get(path) ?? 0) + 1);
        return inner.head.read(path);
      },
    },
  };
  return { subject, reads };
}

const files = { 'src/a.ts': 'export const a = 1;\n', 'docs/notes.md': '# Notes\n\nPlain words.\n' };

describe('what a change plan reads of the change', () => {
  it('reads no file for the judge when no assertion is judged by a model (a gate of counts only)', async () => {
    const { subject, reads } = countingSubject(files);
    const config = ConfigSchema.parse({ version: 1, tripwires: 'off', gate: [{ kind: 'max-changed-lines', max: 100 }] });
    const result = await runCritic(planForChange(config, subject, 'Add a'), {});
    expect(result.verdict).toBe('PASS');
    expect([...reads.keys()]).toEqual([]);
  });

  it('still reads the files a model assertion is judged on, to know whether it applies', async () => {
    const { subject, reads } = countingSubject(files);
    const config = ConfigSchema.parse({
      version: 1,
      tripwires: 'off',
      assertions: [{ id: 'named', text: 'Constants are named for what they hold', files: 'src/**' }],
    });
    const result = await runCritic(planForChange(config, subject, 'Add a'), {});
    // No judge: the model assertion is not judged, and says so.
    expect(result.verdict).toBe('SKIPPED');
    expect(reads.get('src/a.ts') ?? 0).toBeGreaterThan(0);
  });
});

describe('readsChangedFiles: whether the changed files are read ahead', () => {
  const reads = (config: Record<string, unknown>) => readsChangedFiles(ConfigSchema.parse({ version: 1, ...config }));
  const count = { kind: 'max-changed-lines', max: 100 };

  it('is false only when every check counts lines and no model assertion needs material', () => {
    expect(reads({ tripwires: 'off', gate: [count] })).toBe(false);
    expect(reads({ tripwires: 'off', gate: [count], assertions: [{ id: 'small', text: 'The change is small', check: count }] })).toBe(
      false,
    );
  });

  it('is true for the tripwires (on by default), a check that reads files, or a model assertion', () => {
    expect(reads({ gate: [count] })).toBe(true);
    expect(reads({ tripwires: 'off', gate: [count, { kind: 'file-count', ext: 'ts', min: 1 }] })).toBe(true);
    expect(reads({ tripwires: 'off', gate: [count, { kind: 'min-bytes', files: '**', bytes: 1 }] })).toBe(true);
    expect(reads({ tripwires: 'off', gate: [count], assertions: [{ id: 'judged', text: 'The code is clear' }] })).toBe(true);
  });
});
