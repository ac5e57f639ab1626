import { describe } from 'vitest';
import { noPlaceholders } from '../../../src/checks/no-placeholders.js';
import { checkTester } from '../../support/check-tester.js';

describe('no-placeholders, table', () => {
  checkTester(noPlaceholders).table([
    { name: 'finished text', files: { 'a.md': 'All done.\n' }, passes: true },
    { name: 'a TODO left in', files: { 'a.md': 'ok\nTODO: write this\n' }, passes: false, evidence: 'a.md:2' },
    { name: 'a FIXME left in code', files: { 'a.js': '// FIXME\nlet x;\n' }, passes: false, evidence: 'a.js:1' },
  ]);
});
