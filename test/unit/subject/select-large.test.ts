/**
 * Spec §7, no silent skip: a file over the text limit is not read, and a text check that selects
 * it fails naming it and why — it is neither passed over nor taken as clean.
 */
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import { MAX_TEXT_BYTES } from '../../../src/subject/special.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';

// One byte over the limit, as text with a placeholder: only its size keeps it from being read.
const BIG = `TODO\n${'x'.repeat(MAX_TEXT_BYTES - 4)}`;
// Built once (32 MB): the checks share the context, as the checks of one run do.
const ctx = memoryContext(allAdded({ 'logs/big.log': BIG, 'src/a.ts': 'export const a = 1;\n' }));

describe('a file too large to read as text', () => {
  it.each([{ kind: 'not-contains', pattern: 'secret' }, { kind: 'no-placeholders' }, { kind: 'json-valid', files: 'logs/**' }] as const)(
    'fails $kind, naming the file and the limit',
    async (spec) => {
      const outcome = await runCheck(spec, ctx);
      expect(outcome.status).toBe('fail');
      expect(outcome.evidence).toMatch(
        /^not checked, so not clean: logs\/big\.log: too large to read as text \(32\.0 MB; the limit is 32\.0 MB\)/,
      );
      expect(outcome.fix).toContain('logs/big.log');
      expect(outcome.location).toEqual({ path: 'logs/big.log', line: 1, quote: '' });
    },
  );

  it('a file right at the limit is read, and its placeholders are found as usual', async () => {
    const atLimit = BIG.slice(0, MAX_TEXT_BYTES);
    const outcome = await runCheck({ kind: 'no-placeholders' }, memoryContext(allAdded({ 'logs/big.log': atLimit })));
    expect(outcome).toMatchObject({ status: 'fail', evidence: expect.stringMatching(/^logs\/big\.log:1:1: TODO/) });
  });

  it('counting bytes needs no text: min-bytes passes it', async () => {
    const outcome = await runCheck({ kind: 'min-bytes', file: 'logs/big.log', bytes: 10 }, ctx);
    expect(outcome.status).toBe('pass');
  });
});
