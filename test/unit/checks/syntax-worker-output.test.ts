/**
 * The syntax check's worker-output wording comes from the subject, never from a file's name: a
 * repository file called `output` is a repository file like any other.
 */
import { describe, expect, it } from 'vitest';
import { checkContext } from '../../../src/checks/context.js';
import { runCheck } from '../../../src/checks/registry.js';
import { outputSubject } from '../../../src/subject/output.js';
import type { Subject } from '../../../src/subject/types.js';

/** A change adding these files, as PR mode sees it. */
function change(files: Record<string, string>): Subject {
  const bytes = new Map(Object.entries(files).map(([path, text]) => [path, new TextEncoder().encode(text)]));
  return {
    files: [...bytes.keys()].map((path) => ({
      path,
      status: 'added',
      additions: 0,
      deletions: 0,
      binary: false,
      addedLines: [],
      commentableLines: [],
    })),
    head: { listTree: async () => [...bytes.keys()], read: async (path) => bytes.get(path) },
    isIgnored: () => false,
  };
}

describe('syntax: the worker output is said by the subject, not guessed from a path', () => {
  it('judge mode: an empty output is no code, and the fix asks for it', async () => {
    const ctx = checkContext(outputSubject(''));
    expect(ctx.workerOutput).toBe(true);
    const o = await runCheck({ kind: 'syntax', language: 'python', scope: 'tree' }, ctx);
    expect(o).toMatchObject({ status: 'fail', evidence: 'output: empty, no code to parse', fix: 'Produce the code' });
  });

  it('PR mode: an empty repository file named output is not taken for the worker output', async () => {
    const ctx = checkContext(change({ output: '', 'main.py': 'x = 1\n' }));
    expect(ctx.workerOutput).toBe(false);
    const o = await runCheck({ kind: 'syntax', scope: 'changed' }, ctx);
    expect(o.status).toBe('pass');
    expect('fix' in o).toBe(false);
    expect(o.evidence).toContain('not checked, no known language: output');
  });
});
