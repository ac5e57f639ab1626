import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import { checkContext } from '../../../src/checks/context.js';
import { changedFilesFromApi } from '../../../src/subject/github-files.js';
import type { Subject } from '../../../src/subject/types.js';

const encoder = new TextEncoder();

/** A pull request read through the API where GitHub sent no patch for src/big.ts (too large to show). */
function apiSubject(): Subject & { reads: string[] } {
  const files = { 'src/big.ts': 'export const a = 1;\n// TODO: remove\n', 'src/small.ts': 'export const b = 2;\n// TODO: old\n' };
  const items = [
    { filename: 'src/big.ts', status: 'modified' as const, additions: 2, deletions: 0, changes: 2 },
    {
      filename: 'src/small.ts',
      status: 'modified' as const,
      additions: 1,
      deletions: 0,
      changes: 1,
      patch: '@@ -1,1 +1,2 @@\n+export const b = 2;\n // TODO: old',
    },
  ];
  const reads: string[] = [];
  const changed = changedFilesFromApi(items).map(({ linesKnown, ...f }) => (linesKnown ? f : { ...f, addedLinesUnknown: true }));
  return {
    reads,
    files: changed,
    isIgnored: () => false,
    head: {
      listTree: async () => Object.keys(files),
      read: async (path) => {
        reads.push(path);
        const text = files[path as keyof typeof files];
        return text === undefined ? undefined : encoder.encode(text);
      },
    },
  };
}

describe('a file whose added lines are unknown', () => {
  it('is read whole by checks on added lines: unknown is never "nothing added"', async () => {
    const subject = apiSubject();
    const outcome = await runCheck({ kind: 'no-placeholders', scope: 'added' }, checkContext(subject));
    expect(outcome).toMatchObject({ status: 'fail', location: { path: 'src/big.ts', line: 2 } });
    // In the file with a patch, the old TODO is a context line, not an added one.
    expect(outcome.evidence).not.toContain('src/small.ts');
  });
  it('is not fetched until a check needs it', async () => {
    const subject = apiSubject();
    await runCheck({ kind: 'max-changed-lines', max: 100 }, checkContext(subject));
    expect(subject.reads).toEqual([]);
  });
});

describe('the judge and a file without hunks', () => {
  it('is shown the whole file, so that it is judged and listed in coverage rather than silently left out', async () => {
    const { changeMaterial } = await import('../../../src/pr/judge-material.js');
    const material = await changeMaterial(checkContext(apiSubject()), [[]]);
    expect(material.map((m) => [m.path, m.lines.map((l) => l.n)])).toEqual([
      ['src/big.ts', [1, 2]],
      ['src/small.ts', [1, 2]],
    ]);
  });
});
