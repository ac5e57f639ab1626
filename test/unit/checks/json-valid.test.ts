import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import { checkContext } from '../../../src/checks/context.js';
import { outputSubject } from '../../../src/subject/output.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { jsonValid } from '../../../src/checks/json-valid.js';
import { checkTester } from '../../support/check-tester.js';

const onOutput = (output: string) => checkContext(outputSubject(output));

describe('json-valid', () => {
  it('passes valid JSON', async () => {
    expect(await runCheck({ kind: 'json-valid', scope: 'tree' }, onOutput('{"ok": true}\n'))).toEqual({
      status: 'pass',
      evidence: 'output: valid JSON',
    });
  });

  it('fails with line, column and the offending line, also where V8 gives no position', async () => {
    const outcome = await runCheck({ kind: 'json-valid', scope: 'tree' }, onOutput('{\n  "a": [1, 2],\n  "b": 3,\n}\n'));
    expect(outcome).toMatchObject({
      status: 'fail',
      evidence: 'output:3:9: invalid JSON: trailing comma before "}"',
      location: { path: 'output', line: 3, quote: '  "b": 3,' },
    });
    const cutOff = await runCheck({ kind: 'json-valid', scope: 'tree' }, onOutput('{\n  "a": [1, 2'));
    expect(cutOff).toMatchObject({ status: 'fail', evidence: 'output:2:13: invalid JSON: unexpected end of input, expected "," or "]"' });
  });

  it('quotes the offending line from the whole file under scope: added', async () => {
    const ctx = memoryContext(allAdded({ 'a.json': '{\n  "a": 1\n  "b": 2\n}\n' }));
    const outcome = await runCheck({ kind: 'json-valid', scope: 'added', files: '*.json' }, ctx);
    expect(outcome.location).toEqual({ path: 'a.json', line: 3, quote: '  "b": 2' });
  });
});

describe('json-valid, table', () => {
  checkTester(jsonValid).table([
    { name: 'valid JSON', spec: { files: '*.json' }, files: { 'a.json': '[1, 2]' }, passes: true },
    { name: 'invalid JSON', spec: { files: '*.json' }, files: { 'a.json': '[1, 2' }, passes: false, evidence: 'a.json' },
  ]);
});
