import { describe } from 'vitest';
import { contains } from '../../../src/checks/contains.js';
import { checkTester } from '../../support/check-tester.js';

describe('contains, table', () => {
  checkTester(contains).table([
    {
      name: 'the pattern is in the file',
      spec: { file: 'README.md', pattern: '^## Usage', flags: 'm' },
      files: { 'README.md': '# x\n## Usage\n' },
      passes: true,
    },
    {
      name: 'the pattern is missing',
      spec: { file: 'README.md', pattern: 'Usage' },
      files: { 'README.md': '# x\n' },
      passes: false,
      evidence: 'README.md',
    },
    { name: 'the file is missing', spec: { file: 'README.md', pattern: 'x' }, files: { 'other.md': 'x\n' }, passes: false },
  ]);
});
