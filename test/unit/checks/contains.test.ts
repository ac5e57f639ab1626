import { describe, expect, it } from 'vitest';
import { contains } from '../../../src/checks/kinds/contains.js';
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

describe('contains names every file without a match (issue 24.2)', () => {
  it('two files without the pattern are both findings', async () => {
    const outcome = await checkTester(contains).run(
      { files: 'src/*.ts', pattern: 'Copyright' },
      { files: { 'src/b.ts': 'x\n', 'src/a.ts': 'y\n', 'src/ok.ts': '// Copyright\n' } },
    );
    expect(outcome).toMatchObject({
      status: 'fail',
      findings: [
        { path: 'src/a.ts', message: '/Copyright/ not found' },
        { path: 'src/b.ts', message: '/Copyright/ not found' },
      ],
    });
  });
});
