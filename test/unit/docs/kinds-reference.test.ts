import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkKinds } from '../../../src/checks/registry.js';
import { KINDS_END, KINDS_START, kindsReference } from '../../support/kinds-reference.js';
import { REPO_ROOT } from '../../support/run-cli.js';

const DOC = join(REPO_ROOT, 'docs/configuration.md');

describe('the reference of check kinds in docs/configuration.md', () => {
  it('is the one the definitions generate (UPDATE_DOCS=1 rewrites it)', () => {
    const text = readFileSync(DOC, 'utf8');
    const start = text.indexOf(KINDS_START);
    const end = text.indexOf(KINDS_END);
    expect(start, 'the generated block is missing its markers').toBeGreaterThanOrEqual(0);
    const current = text.slice(start, end + KINDS_END.length);
    if (process.env['UPDATE_DOCS'] === '1' && current !== kindsReference())
      writeFileSync(DOC, text.slice(0, start) + kindsReference() + text.slice(end + KINDS_END.length));
    else expect(current).toBe(kindsReference());
  });

  it('lists every kind, linked to its page, with a description', () => {
    const reference = kindsReference();
    for (const kind of checkKinds) expect(reference).toMatch(new RegExp(`^\\| \\[\`${kind}\`\\]\\(checks/${kind}\\.md\\).* \\| \\S`, 'm'));
  });
});
