import { describe, expect, it } from 'vitest';
import { notContains } from '../../../src/checks/kinds/not-contains.js';
import { checkTester } from '../../support/check-tester.js';

describe('not-contains, table', () => {
  checkTester(notContains).table([
    { name: 'no changed file matches', spec: { pattern: 'debugger' }, files: { 'a.js': 'let x = 1;\n' }, passes: true },
    {
      name: 'a changed file matches, with its line',
      spec: { pattern: 'debugger' },
      files: { 'a.js': 'let x = 1;\ndebugger;\n' },
      passes: false,
      evidence: 'a.js:2',
    },
    {
      name: 'only added lines under scope: added',
      spec: { pattern: 'debugger', scope: 'added' },
      files: { 'a.js': 'debugger;\nlet x = 1;\n' },
      changes: [{ path: 'a.js', status: 'modified', addedLines: [2] }],
      passes: true,
    },
  ]);
});

describe('not-contains, scope added: a match the base already had is not added', () => {
  const tester = checkTester(notContains);
  const base = 'function a() {\n  console.log(x);\n}\n';
  const run = (head: string, addedLines: number[]) =>
    tester.run(
      { pattern: 'console\\.log', scope: 'added' },
      { files: { 'a.js': head }, base: { 'a.js': base }, changes: [{ path: 'a.js', status: 'modified', addedLines }] },
    );
  it('passes a whitespace fix on a line that already matched', async () => {
    expect((await run('function a() {\n    console.log(x);\n}\n', [2])).status).toBe('pass');
  });
  it('still fails a match the change adds', async () => {
    const outcome = await run('function a() {\n  console.log(x);\n  console.log(y);\n}\n', [3]);
    expect(outcome).toMatchObject({ status: 'fail', location: { path: 'a.js', line: 3 } });
  });
  it('names every file with a match, with line and column', async () => {
    const outcome = await tester.run({ pattern: 'debugger' }, { files: { 'b.js': 'debugger;\n', 'a.js': 'x;\n  debugger;\n' } });
    expect(outcome.findings).toEqual([
      { path: 'a.js', line: 2, column: 3, message: 'debugger;', quote: '  debugger;' },
      { path: 'b.js', line: 1, column: 1, message: 'debugger;', quote: 'debugger;' },
    ]);
  });
});
