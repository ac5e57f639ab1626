import { describe, expect, it } from 'vitest';
import { requiredSections } from '../../../src/checks/kinds/required-sections.js';
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

describe('required-sections names every file that lacks a section (issue 24.2)', () => {
  it('two files without a section are both findings', async () => {
    const outcome = await checkTester(requiredSections).run(
      { files: 'docs/*.md', sections: ['Usage'] },
      { files: { 'docs/b.md': '# B\n', 'docs/a.md': '# A\n', 'docs/ok.md': '# Ok\n## Usage\n' } },
    );
    expect(outcome).toMatchObject({
      status: 'fail',
      findings: [
        { path: 'docs/a.md', message: 'missing section(s): Usage' },
        { path: 'docs/b.md', message: 'missing section(s): Usage' },
      ],
      fix: 'Add section(s) Usage in docs/a.md, docs/b.md',
    });
  });
});
