import { describe } from 'vitest';
import { maxChurn } from '../../../src/checks/kinds/max-churn.js';
import type { CommitChange } from '../../../src/subject/history.js';
import { checkTester } from '../../support/check-tester.js';

const commit = (n: number, path: string, added: string[], removed: string[] = []): CommitChange => ({
  sha: `c${n}`.padEnd(40, '0'),
  subject: `commit ${n}`,
  files: [{ path, added, removed }],
});

describe('max-churn, table', () => {
  checkTester(maxChurn).table([
    { name: 'one commit per file', spec: { max_commits: 2 }, files: { 'a.ts': 'x\n' }, history: [commit(1, 'a.ts', ['x'])], passes: true },
    {
      name: 'a file edited in more commits than allowed',
      spec: { max_commits: 2 },
      files: { 'a.ts': 'z\n' },
      history: [commit(1, 'a.ts', ['x']), commit(2, 'a.ts', ['y'], ['x']), commit(3, 'a.ts', ['z'], ['y'])],
      passes: false,
      evidence: 'a.ts',
    },
  ]);
});
