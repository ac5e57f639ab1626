/**
 * Spec §7: an approximate parser (tree-sitter) never fails the gate on its own. Its errors are
 * warnings that name file and line, and the check passes with evidence saying `approximate` —
 * unless the check sets `parser: exact`, where a missing exact parser fails and says what to do.
 * The true-positive twins: exact parsers (JavaScript, Python) still fail.
 */
import { describe, expect, it } from 'vitest';
import { critique } from '../../../src/critique/critique.js';
import { syntax } from '../../../src/checks/kinds/syntax.js';
import { checkTester } from '../../support/check-tester.js';

const tester = checkTester(syntax);
const MISSING_PYTHON = '/nonexistent/critic-gate/python3';
const BROKEN_C = '#include <stdio.h>\n\nint main(void) {\n  int x = (1 + ;\n  return 0;\n}\n';

describe('an approximate parser warns, it does not fail (spec §7)', () => {
  it('a C file with a real syntax error passes with a warning that names its line, marked approximate', async () => {
    const outcome = await tester.run({}, { files: { 'src/main.c': BROKEN_C } });
    expect(outcome).toMatchObject({
      status: 'pass',
      severity: 'warning',
      location: { path: 'src/main.c', line: 4 },
      findings: [{ path: 'src/main.c', line: 4, message: expect.stringContaining('approximate (tree-sitter)') }],
    });
    expect(outcome.evidence).toContain('src/main.c:4');
    expect(outcome.evidence).toContain('approximate');
    expect(outcome.fix).toBeTruthy();
  });

  it('every approximate language warns: C header, C++, C#, Java, Rust, PowerShell', async () => {
    const files = {
      'a.h': 'int f(;\n',
      'b.cpp': 'int main() { return (; }\n',
      'C.cs': 'class C { void M() { int x = ; } }\n',
      'D.java': 'class D { void m() { int x = ; } }\n',
      'e.rs': 'fn main() { let x = ; }\n',
      'f.ps1': 'function f {\n  if ($x) {\n',
    };
    const outcome = await tester.run({}, { files });
    expect(outcome).toMatchObject({ status: 'pass', severity: 'warning' });
    expect((outcome.findings ?? []).map((f) => f.path).sort()).toEqual(Object.keys(files).sort());
  });

  it('a clean C file passes without a warning, and the evidence still says approximate', async () => {
    const outcome = await tester.run({}, { files: { 'a.c': 'int main(void) { return 0; }\n' } });
    expect(outcome).toMatchObject({ status: 'pass', evidence: expect.stringContaining('approximate (tree-sitter)') });
    expect(outcome.severity).toBeUndefined();
  });

  it('Python without an interpreter: tree-sitter warns, it does not fail', async () => {
    const outcome = await tester.run({ python: MISSING_PYTHON }, { files: { 'a.py': 'def f(:\n    return 1\n' } });
    expect(outcome).toMatchObject({ status: 'pass', severity: 'warning', findings: [{ path: 'a.py', line: 1 }] });
  });

  it('a warning beside a real failure: the check fails on the exact verdict alone', async () => {
    const outcome = await tester.run({}, { files: { 'a.c': BROKEN_C, 'b.js': 'let x = (;\n' } });
    expect(outcome).toMatchObject({ status: 'fail', findings: [{ path: 'b.js', line: 1 }] });
    expect(outcome.evidence).toContain('a.c:4');
  });
});

describe('`parser: exact` keeps the failure, saying what to do', () => {
  it('C with `parser: exact` fails: there is no exact C parser here', async () => {
    const outcome = await tester.run({ parser: 'exact' }, { files: { 'src/main.c': BROKEN_C } });
    expect(outcome).toMatchObject({ status: 'fail', evidence: expect.stringContaining('no exact parser for c') });
    expect(outcome.fix).toMatch(/parser: exact/);
  });
  it('Python with `parser: exact` and no interpreter fails, saying to install Python', async () => {
    const outcome = await tester.run({ parser: 'exact', python: MISSING_PYTHON }, { files: { 'a.py': 'x = 1\n' } });
    expect(outcome).toMatchObject({ status: 'fail', fix: expect.stringContaining('install Python 3') });
  });
});

describe('true positives: exact parsers still fail', () => {
  it('a JavaScript syntax error fails', async () => {
    expect(await tester.run({}, { files: { 'a.js': 'let x = (;\n' } })).toMatchObject({ status: 'fail', findings: [{ line: 1 }] });
  });
  it('a Python syntax error fails (CPython)', async () => {
    expect(await tester.run({}, { files: { 'a.py': 'def f(:\n    return 1\n' } })).toMatchObject({
      status: 'fail',
      findings: [{ path: 'a.py', line: 1, message: expect.stringMatching(/python 3\.\d+/) }],
    });
  });
});

describe('the `code` type gate of `judge` and fenced blocks in outputs', () => {
  it('a C output with a syntax error passes the schema gate with a warning', async () => {
    const result = await critique({
      task_description: 'Write the code',
      output: BROKEN_C,
      schema: { type: 'code', language: 'c' },
      assertions: [],
    });
    expect(result.verdict).toBe('PASS');
    expect(result.gate.find((g) => g.id === 'schema')).toMatchObject({
      passed: true,
      severity: 'warning',
      findings: [{ path: 'output', line: 4 }],
    });
  });
  it('a markdown answer with a broken ```rust block passes with a warning at the block line; a broken ```js block fails', async () => {
    const answer = (tag: string, body: string): string => `Here is the fix:\n\n\`\`\`${tag}\n${body}\n\`\`\`\n`;
    const rust = await critique({
      task_description: 'Write the code',
      output: answer('rust', 'fn main() {\n  let x = ;\n}'),
      schema: { type: 'code' },
      assertions: [],
    });
    expect(rust.verdict).toBe('PASS');
    expect(rust.gate.find((g) => g.id === 'schema')).toMatchObject({ passed: true, severity: 'warning', findings: [{ line: 5 }] });
    const js = await critique({
      task_description: 'Write the code',
      output: answer('js', 'let x = (;'),
      schema: { type: 'code' },
      assertions: [],
    });
    expect(js.verdict).toBe('FAIL');
    expect(js.gate.find((g) => g.id === 'schema')).toMatchObject({ passed: false, findings: [{ line: 4 }] });
  });
});
