import { describe } from 'vitest';
import { sniff } from '../../../src/checks/kinds/sniff.js';
import { checkTester } from '../../support/check-tester.js';

describe('sniff, table', () => {
  checkTester(sniff).table([
    { name: 'a non-empty file under nonempty', spec: { file: 'a.txt', sniff: 'nonempty' }, files: { 'a.txt': 'x\n' }, passes: true },
    { name: 'an empty file under nonempty', spec: { file: 'a.txt', sniff: 'nonempty' }, files: { 'a.txt': '' }, passes: false },
    { name: 'valid JSON under json-valid', spec: { file: 'a.json', sniff: 'json-valid' }, files: { 'a.json': '{"a": 1}' }, passes: true },
    { name: 'broken JSON under json-valid', spec: { file: 'a.json', sniff: 'json-valid' }, files: { 'a.json': '{"a": ' }, passes: false },
    {
      name: 'a missing file',
      spec: { file: 'index.html', sniff: 'html-complete' },
      files: { 'a.txt': 'x' },
      passes: false,
      evidence: 'not found',
    },
  ]);
});
