import { describe } from 'vitest';
import { requiredSections } from '../../../src/checks/required-sections.js';
import { checkTester } from '../../support/check-tester.js';

describe('required-sections, table', () => {
  checkTester(requiredSections).table([
    {
      name: 'every section is there',
      spec: { file: 'README.md', sections: ['Install', 'Usage'] },
      files: { 'README.md': '# App\n## Install\nx\n## Usage\ny\n' },
      passes: true,
    },
    {
      name: 'a section is missing',
      spec: { file: 'README.md', sections: ['Install', 'Usage'] },
      files: { 'README.md': '# App\n## Install\nx\n' },
      passes: false,
      evidence: 'Usage',
    },
  ]);
});
