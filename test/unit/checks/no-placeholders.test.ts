import { describe, expect, it } from 'vitest';
import { noPlaceholders } from '../../../src/checks/kinds/no-placeholders.js';
import { checkTester } from '../../support/check-tester.js';

describe('no-placeholders, table', () => {
  checkTester(noPlaceholders).table([
    { name: 'finished text', files: { 'a.md': 'All done.\n' }, passes: true },
    { name: 'a TODO left in', files: { 'a.md': 'ok\nTODO: write this\n' }, passes: false, evidence: 'a.md:2' },
    { name: 'a FIXME left in code', files: { 'a.js': '// FIXME\nlet x;\n' }, passes: false, evidence: 'a.js:1' },
  ]);
});

describe('no-placeholders: a placeholder is a marker comment, not a word in code (issue 26)', () => {
  const tester = checkTester(noPlaceholders);
  checkTester(noPlaceholders).table([
    { name: 'an optional field named placeholder', files: { 'a.ts': 'interface Input {\n  placeholder?: string;\n}\n' }, passes: true },
    { name: "Go's context.TODO()", files: { 'main.go': 'func f() {\n\tctx := context.TODO()\n\t_ = ctx\n}\n' }, passes: true },
    { name: 'self.placeholder', files: { 'w.py': 'class W:\n    def f(self):\n        return self.placeholder\n' }, passes: true },
    { name: 'the word placeholder in a comment', files: { 'a.js': '// Configure a placeholder value\nconst x = 1;\n' }, passes: true },
    { name: 'TODO inside a string', files: { 'a.js': 'const s = "TODO: not a comment";\n' }, passes: true },
    { name: 'a TODO_LIST constant', files: { 'a.py': 'TODO_LIST = []\n' }, passes: true },
    { name: 'shell $# is no comment', files: { 'a.sh': 'echo $# TODO\n' }, passes: true },
    { name: 'a TODO word in a JSON string', files: { 'a.json': '{"label": "TODO"}\n' }, passes: true },
    // The true positives stay.
    {
      name: 'a TODO comment in Go',
      files: { 'main.go': 'func f() {\n\t// TODO: handle the error\n}\n' },
      passes: false,
      evidence: 'main.go:2',
    },
    { name: 'a FIXME after code', files: { 'a.ts': 'const x = 1; // FIXME wrong\n' }, passes: false, evidence: 'a.ts:1' },
    { name: 'a TODO in a block comment', files: { 'a.c': '/*\n * TODO: free it\n */\nint x;\n' }, passes: false, evidence: 'a.c:2' },
    { name: 'a Python # XXX', files: { 'a.py': 'x = 1  # XXX wrong\n' }, passes: false, evidence: 'a.py:1' },
    { name: 'an HTML comment', files: { 'a.html': '<p>\n<!-- TODO: copy -->\n</p>\n' }, passes: false, evidence: 'a.html:2' },
    {
      name: 'not implemented as a comment',
      files: { 'a.rs': 'fn f() {\n    // not implemented yet\n}\n' },
      passes: false,
      evidence: 'a.rs:2',
    },
    { name: 'a TODO after a Rust lifetime', files: { 'a.rs': "impl<'a> W { // TODO: own it\n" }, passes: false, evidence: 'a.rs:1' },
    { name: 'a TODO after an apostrophe in shell', files: { 'a.sh': "echo don't # TODO: quote\n" }, passes: false, evidence: 'a.sh:1' },
    { name: 'a TODO in prose of an unknown type', files: { NOTES: 'TODO: write this\n' }, passes: false, evidence: 'NOTES:1' },
  ]);

  it('names every file with a marker, with line and column', async () => {
    const outcome = await tester.run({}, { files: { 'b.py': 'x = 1  # TODO later\n', 'a.ts': 'ok();\n  // FIXME: now\n' } });
    expect(outcome.findings).toEqual([
      { path: 'a.ts', line: 2, column: 6, message: 'FIXME: now', quote: '  // FIXME: now' },
      { path: 'b.py', line: 1, column: 10, message: 'TODO later', quote: 'x = 1  # TODO later' },
    ]);
  });
});

describe('no-placeholders, scope added: a marker the base already had is not added (issue 26)', () => {
  const tester = checkTester(noPlaceholders);
  const base = 'function a() {\n  foo(); // TODO: handle errors\n}\n';
  const run = (head: string, addedLines: number[]) =>
    tester.run(
      { scope: 'added' },
      { files: { 'a.js': head }, base: { 'a.js': base }, changes: [{ path: 'a.js', status: 'modified', addedLines }] },
    );

  it('passes a rename on a line that already had the TODO', async () => {
    expect((await run('function a() {\n  bar(); // TODO: handle errors\n}\n', [2])).status).toBe('pass');
  });
  it('passes a whitespace fix on that line', async () => {
    expect((await run('function a() {\n    foo();   //  TODO: handle errors\n}\n', [2])).status).toBe('pass');
  });
  it('still fails a second copy of the same TODO added elsewhere', async () => {
    const outcome = await run('function a() {\n  foo(); // TODO: handle errors\n  baz(); // TODO: handle errors\n}\n', [3]);
    expect(outcome).toMatchObject({ status: 'fail', location: { path: 'a.js', line: 3 } });
  });
  it('still fails a new TODO on a changed line', async () => {
    expect((await run('function a() {\n  foo(); // TODO: retry too\n}\n', [2])).status).toBe('fail');
  });
  it('follows a rename to the old path', async () => {
    const outcome = await tester.run(
      { scope: 'added' },
      {
        files: { 'b.js': 'function a() {\n  bar(); // TODO: handle errors\n}\n' },
        base: { 'a.js': base },
        changes: [{ path: 'b.js', oldPath: 'a.js', status: 'renamed', addedLines: [2] }],
      },
    );
    expect(outcome.status).toBe('pass');
  });
});
