import { describe } from 'vitest';
import { notContains } from '../../../src/checks/not-contains.js';
import { checkTester } from '../../support/check-tester.js';

describe('not-contains, table', () => {
  checkTester(notContains).table([
    { name: 'no changed file matches', spec: { pattern: 'debugger' }, files: { 'a.js': 'let x = 1;\n' }, passes: true },
    {
      name: 'a changed file matches, with its line',
      spec: { pattern: 'debugger' },
      files: { 'a.js': 'let x = 1;\ndebugger;\n' },
      passes: false,
      evidence: 'a.js:2',
    },
    {
      name: 'only added lines under scope: added',
      spec: { pattern: 'debugger', scope: 'added' },
      files: { 'a.js': 'debugger;\nlet x = 1;\n' },
      changes: [{ path: 'a.js', status: 'modified', addedLines: [2] }],
      passes: true,
    },
  ]);
});
