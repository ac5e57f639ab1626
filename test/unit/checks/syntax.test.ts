import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import { checkContext } from '../../../src/checks/context.js';
import { outputSubject } from '../../../src/subject/output.js';
import { parseCode } from '../../../src/syntax/parse-code.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { syntax } from '../../../src/checks/kinds/syntax.js';
import { checkTester } from '../../support/check-tester.js';

const MISSING_PYTHON = '/nonexistent/critic-gate/python3';

describe('exact parsers decide', () => {
  it('JavaScript: early errors that an error-tolerant parser lets through fail', async () => {
    for (const bad of [
      '"use strict"; with (a) {}\n',
      'let let = 1;\n',
      'function f(a, a) { "use strict"; }\n',
      'a => { break; }\n',
      'class A { constructor() {} constructor() {} }\n',
    ]) {
      expect(await parseCode(bad, 'javascript'), bad).toMatchObject({
        ok: false,
        approximate: false,
        parser: expect.stringMatching(/^oxc 0\.\d+\.\d+$/),
      });
    }
  });

  it('JavaScript: .mjs is a module, .cjs a script, .js either', async () => {
    const sloppy = 'with (Math) { x = PI; }\n';
    const moduleOnly = 'export const a = await Promise.resolve(1);\n';
    expect(await parseCode(sloppy, 'javascript', { extension: 'mjs' })).toMatchObject({ ok: false });
    expect(await parseCode(sloppy, 'javascript', { extension: 'js' })).toMatchObject({ ok: true });
    expect(await parseCode(moduleOnly, 'javascript', { extension: 'cjs' })).toMatchObject({ ok: false });
    expect(await parseCode(moduleOnly, 'javascript', { extension: 'js' })).toMatchObject({ ok: true });
  });

  it('Python: CPython rejects what it would reject — indentation, compile-time errors', async () => {
    expect(await parseCode('def f():\nreturn 1\n', 'python')).toMatchObject({
      ok: false,
      line: 2,
      message: expect.stringContaining('IndentationError'),
    });
    expect(await parseCode('return 1\n', 'python')).toMatchObject({ ok: false, line: 1, message: "'return' outside function" });
    expect(await parseCode('def f():\n    nonlocal x\n', 'python')).toMatchObject({ ok: false, line: 2 });
    expect(await parseCode('async def f():\n    await g()\n', 'python')).toMatchObject({
      ok: true,
      parser: expect.stringMatching(/^python 3\.\d+$/),
    });
  });

  it('Python: nothing is executed', async () => {
    const marker = `/tmp/critic-gate-never-${process.pid}`;
    const report = await parseCode(`open(${JSON.stringify(marker)}, "w").write("ran")\nimport os\nos._exit(3)\n`, 'python');
    expect(report).toMatchObject({ ok: true });
    const { existsSync } = await import('node:fs');
    expect(existsSync(marker)).toBe(false);
    // The interpreter is still there for the next text.
    expect(await parseCode('x = (\n', 'python')).toMatchObject({ ok: false, parser: expect.stringMatching(/^python /) });
  });

  it('shell: bash -n, many scripts at once, each its own verdict', async () => {
    const texts = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0 ? `echo ${i}\nif true; then\n` : `echo ${i}\nfor f in a b; do echo "$f"; done\n`,
    );
    const reports = await Promise.all(texts.map((t) => parseCode(t, 'bash')));
    expect(reports.map((r) => r.ok)).toEqual(texts.map((_, i) => i % 3 !== 0));
    expect(reports[0]).toMatchObject({ parser: 'bash -n', line: 3, message: expect.stringContaining('unexpected end of file') });
  });

  it("TypeScript: oxc where its binding loads, as exact as the compiler's own parser", async () => {
    expect(await parseCode('enum E { A = 1 }\nexport abstract class C<T> implements I { abstract f(): T; }\n', 'typescript')).toMatchObject(
      { ok: true, parser: expect.stringMatching(/^oxc 0\.\d+\.\d+$/) },
    );
    expect(await parseCode('const x = <div>{1}</div>;\n', 'typescript')).toMatchObject({ ok: false });
    expect(await parseCode('const x = <div>{1}</div>;\n', 'tsx')).toMatchObject({ ok: true });
  });
});

describe('without an exact parser', () => {
  const run = (files: Record<string, string>, spec: Record<string, unknown> = {}) =>
    runCheck({ kind: 'syntax', scope: 'changed', ...spec } as never, memoryContext(allAdded(files)));

  it('a machine without python3 still gates Python, with tree-sitter, marked approximate', async () => {
    const good = await run({ 'a.py': 'def f():\n    return 1\n' }, { python: MISSING_PYTHON });
    expect(good).toMatchObject({ status: 'pass', evidence: expect.stringContaining('approximate (tree-sitter; ') });
    // Its errors are warnings that name the line: an approximate parser never fails the gate (spec §7).
    const bad = await run({ 'a.py': 'def f(:\n    return 1\n' }, { python: MISSING_PYTHON });
    expect(bad).toMatchObject({
      status: 'pass',
      severity: 'warning',
      location: { path: 'a.py', line: 1 },
      evidence: expect.stringContaining('approximate (tree-sitter'),
    });
  });

  it('`parser: exact` turns "no exact parser here" into a failure that says what to install', async () => {
    const outcome = await run({ 'a.py': 'x = 1\n' }, { python: MISSING_PYTHON, parser: 'exact' });
    expect(outcome).toMatchObject({
      status: 'fail',
      evidence: expect.stringContaining('no exact parser for python here'),
      fix: expect.stringContaining('install Python 3'),
    });
    const rust = await run({ 'a.rs': 'fn main() {}\n' }, { parser: 'exact' });
    expect(rust).toMatchObject({ status: 'fail', evidence: expect.stringContaining('no exact parser for rust') });
    // With an exact parser at hand, `parser: exact` changes nothing.
    expect(await run({ 'a.ts': 'export const a = 1;\n' }, { parser: 'exact' })).toMatchObject({ status: 'pass' });
  });

  it('CRITIC_GATE_PYTHON names the interpreter', async () => {
    const before = process.env['CRITIC_GATE_PYTHON'];
    process.env['CRITIC_GATE_PYTHON'] = MISSING_PYTHON;
    try {
      const outcome = await runCheck({ kind: 'syntax', language: 'python', scope: 'tree' }, checkContext(outputSubject('y = 2\n')));
      expect(outcome).toMatchObject({ status: 'pass', evidence: expect.stringContaining('approximate (tree-sitter') });
    } finally {
      if (before === undefined) delete process.env['CRITIC_GATE_PYTHON'];
      else process.env['CRITIC_GATE_PYTHON'] = before;
    }
  });
});

describe('syntax, table', () => {
  checkTester(syntax).table([
    { name: 'valid JavaScript', spec: { files: '*.js' }, files: { 'a.js': 'const x = 1;\n' }, passes: true },
    {
      name: 'a syntax error, with its line',
      spec: { files: '*.js' },
      files: { 'a.js': 'const x = 1;\nconst = ;\n' },
      passes: false,
      evidence: 'a.js:2',
    },
  ]);
});

describe('syntax names every failing file (issue 24.2, spec §13)', () => {
  const tester = checkTester(syntax);
  it('two files that do not parse are both findings, with line, column and the parser message', async () => {
    const outcome = await tester.run(
      {},
      { files: { 'src/b.ts': 'export const b = ;\n', 'src/a.js': 'ok();\nlet x = (;\n', 'src/fine.ts': 'export {};\n' } },
    );
    expect(outcome).toMatchObject({
      status: 'fail',
      location: { path: 'src/a.js', line: 2, column: 10, quote: 'let x = (;' },
      findings: [
        {
          path: 'src/a.js',
          line: 2,
          column: 10,
          message: expect.stringMatching(/^Unexpected token \(javascript; oxc 0\./),
          quote: 'let x = (;',
        },
        { path: 'src/b.ts', line: 1, column: 18, message: expect.stringMatching(/^Unexpected token \(typescript; oxc 0\./) },
      ],
    });
    expect(outcome.evidence.split('\n')).toEqual([
      expect.stringMatching(/^src\/a\.js:2:10: /),
      expect.stringMatching(/^src\/b\.ts:1:18: /),
    ]);
    expect(outcome.fix).toBe('Fix the syntax at src/a.js:2, src/b.ts:1');
  });
  it('one failing file keeps its own fix', async () => {
    const outcome = await tester.run({}, { files: { 'a.js': 'let x = (;\n' } });
    expect(outcome).toMatchObject({
      status: 'fail',
      fix: 'Fix the javascript syntax at a.js:1: Unexpected token',
      findings: [{ path: 'a.js', line: 1 }],
    });
  });
});
