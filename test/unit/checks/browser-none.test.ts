/**
 * The checks launch no browser of their own: the front end that opens pages passes one in, and a
 * run given none fails a browser check, with the install hint, instead of finding one itself.
 */
import { describe, expect, it } from 'vitest';
import { INSTALL_HINT } from '../../../src/checks/browser-runtime.js';
import { checkContext } from '../../../src/checks/context.js';
import { runCheck } from '../../../src/checks/registry.js';
import type { Subject } from '../../../src/subject/types.js';

const page = new TextEncoder().encode('<!doctype html><title>t</title>');
const subject: Subject = {
  files: [{ path: 'index.html', status: 'added', additions: 1, deletions: 0, binary: false, addedLines: [1], commentableLines: [1] }],
  head: { listTree: async () => ['index.html'], read: async (path) => (path === 'index.html' ? page : undefined) },
  isIgnored: () => false,
};

describe('browser check without a browser', () => {
  it('fails with the install hint when the run was given none', async () => {
    const o = await runCheck({ kind: 'browser', page: 'index.html', scope: 'tree' }, checkContext(subject));
    expect(o).toMatchObject({ status: 'fail', evidence: 'no browser to open index.html: this run was given none', fix: INSTALL_HINT });
  });
});
