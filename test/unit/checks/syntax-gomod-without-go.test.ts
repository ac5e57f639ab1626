/**
 * Without Go, go.mod has no exact parser and no approximate one: it is named as not checked, a
 * warning that never fails the gate, unless the check sets `parser: exact` (spec §7).
 * The toolchain's absence is remembered for that PATH only: the files after this one, on the
 * process's own PATH, find Go again (syntax-gomod.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntax } from '../../../src/checks/kinds/syntax.js';
import { checkTester } from '../../support/check-tester.js';

const tester = checkTester(syntax);
const GO_MOD = 'module example.com/app\n\ngo 1.18\n';

describe('go.mod on a runner without Go', () => {
  const path = process.env['PATH'];
  let empty: string;
  beforeAll(() => {
    empty = mkdtempSync(join(tmpdir(), 'critic-gate-no-go-'));
    process.env['PATH'] = empty;
  });
  afterAll(() => {
    process.env['PATH'] = path;
    rmSync(empty, { recursive: true, force: true });
  });

  it('passes with a warning that names the file and says to install Go', async () => {
    const outcome = await tester.run({}, { files: { 'go.mod': GO_MOD } });
    expect(outcome).toMatchObject({
      status: 'pass',
      severity: 'warning',
      findings: [{ path: 'go.mod', message: expect.stringContaining('not checked') }],
    });
    expect(outcome.fix).toContain('install Go');
  });

  it('once PATH has Go again, go.mod is parsed by it (the twin; not remembered as missing)', async () => {
    const withoutGo = process.env['PATH'];
    process.env['PATH'] = path;
    try {
      const hasGo = spawnSync('go', ['version']).status === 0;
      // Another text: a parse is kept per text for the run, as a run has one PATH.
      const outcome = await tester.run({}, { files: { 'go.mod': `${GO_MOD}\nrequire example.com/dep v1.0.0\n` } });
      if (hasGo) expect(outcome.evidence).toContain('parses as go-mod');
      else expect(outcome.evidence).toContain('not checked');
    } finally {
      process.env['PATH'] = withoutGo;
    }
  });

  it('with `parser: exact` fails, saying what to install', async () => {
    const outcome = await tester.run({ parser: 'exact' }, { files: { 'go.mod': GO_MOD } });
    expect(outcome).toMatchObject({ status: 'fail', evidence: expect.stringContaining('no exact parser for go-mod') });
    expect(outcome.fix).toContain('install Go');
  });
});
