import { describe } from 'vitest';
import { minBytes } from '../../../src/checks/kinds/min-bytes.js';
import { checkTester } from '../../support/check-tester.js';

describe('min-bytes, table', () => {
  checkTester(minBytes).table([
    {
      name: 'the file is long enough',
      spec: { file: 'a.txt', bytes: 3 },
      files: { 'a.txt': 'abcd' },
      passes: true,
      evidence: 'a.txt: 4 bytes',
    },
    { name: 'the file is too short', spec: { file: 'a.txt', bytes: 10 }, files: { 'a.txt': 'abcd' }, passes: false, evidence: '(need 10)' },
    { name: 'the file is missing', spec: { file: 'b.txt', bytes: 1 }, files: { 'a.txt': 'abcd' }, passes: false, evidence: 'not found' },
  ]);
});
