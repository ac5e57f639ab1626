import { describe, expect, it } from 'vitest';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { frontmatter } from '../../../src/checks/kinds/frontmatter.js';
import { checkTester } from '../../support/check-tester.js';

describe('frontmatter', () => {
  const note = '---\ntitle: Retry policy\ntags: [http, retry]\nowner: platform\n---\n\n# Retry policy\n\nThree attempts.\n';

  it('passes a knowledge file with front matter and its required keys', async () => {
    const o = await runSpec({ kind: 'frontmatter', required_keys: ['title', 'tags'] }, memoryContext(allAdded({ 'kb/retry.md': note })));
    expect(o).toMatchObject({ status: 'pass', evidence: 'kb/retry.md: front matter present and valid' });
  });

  it('fails a file whose front matter was lost, at line 1', async () => {
    const o = await runSpec({ kind: 'frontmatter' }, memoryContext(allAdded({ 'kb/retry.md': '# Retry policy\n\nThree attempts.\n' })));
    expect(o).toMatchObject({ status: 'fail', location: { path: 'kb/retry.md', line: 1, quote: '# Retry policy' } });
    expect(o.evidence).toMatch(/^kb\/retry\.md:1: does not open with a front-matter block/);
  });

  it('fails an unclosed block and YAML that does not parse, with the file line', async () => {
    const unclosed = await runSpec({ kind: 'frontmatter' }, memoryContext(allAdded({ 'a.md': '---\ntitle: x\n\n# A\n' })));
    expect(unclosed.evidence).toMatch(/never closed/);
    const bad = await runSpec({ kind: 'frontmatter' }, memoryContext(allAdded({ 'a.md': '---\ntitle: x\ntags: [a, b\n---\nbody\n' })));
    expect(bad.status).toBe('fail');
    expect(bad.evidence).toMatch(/^a\.md:\d+: front matter is not valid YAML/);
  });

  it('names missing required keys, and schema violations at the key line', async () => {
    const missing = await runSpec(
      { kind: 'frontmatter', required_keys: ['title', 'summary'] },
      memoryContext(allAdded({ 'kb/retry.md': note })),
    );
    expect(missing.evidence).toBe('kb/retry.md:1: front matter lacks `summary` (has title, tags, owner)');
    const schema = { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' }, maxItems: 1 } } };
    const violated = await runSpec({ kind: 'frontmatter', schema }, memoryContext(allAdded({ 'kb/retry.md': note })));
    expect(violated).toMatchObject({ status: 'fail', location: { line: 3 } });
    expect(violated.evidence).toMatch(/\/tags: must NOT have more than 1 items/);
  });
});

describe('frontmatter, table', () => {
  checkTester(frontmatter).table([
    {
      name: 'front matter with the required keys',
      spec: { required_keys: ['title'] },
      files: { 'k.md': '---\ntitle: Caching\n---\nbody\n' },
      passes: true,
    },
    { name: 'no front matter', spec: { required_keys: ['title'] }, files: { 'k.md': 'body\n' }, passes: false, evidence: 'k.md' },
    {
      name: 'a required key is missing',
      spec: { required_keys: ['title'] },
      files: { 'k.md': '---\nauthor: a\n---\nbody\n' },
      passes: false,
      evidence: 'title',
    },
  ]);
});

describe('frontmatter names every failing file (issue 24.2)', () => {
  it('a file without front matter and one without a required key are both findings, with their lines', async () => {
    const files = { 'kb/b.md': '# No front matter\n', 'kb/a.md': '---\ntags: [x]\n---\n', 'kb/ok.md': '---\ntitle: Ok\n---\n' };
    const o = await runSpec({ kind: 'frontmatter', required_keys: ['title'] }, memoryContext(allAdded(files)));
    expect(o).toMatchObject({
      status: 'fail',
      findings: [
        { path: 'kb/a.md', line: 1, message: 'front matter lacks `title` (has tags)', quote: '---' },
        { path: 'kb/b.md', line: 1, message: 'does not open with a front-matter block (a first line `---`)', quote: '# No front matter' },
      ],
      fix: 'Fix the front matter at kb/a.md:1, kb/b.md:1',
    });
  });
});
