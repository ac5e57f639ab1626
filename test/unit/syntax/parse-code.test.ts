import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCheck } from '../../../src/checks/registry.js';
import { checkContext } from '../../../src/checks/context.js';
import { outputSubject } from '../../../src/subject/output.js';
import {
  canonicalLanguage,
  GRAMMARS,
  languageOfPath,
  languageOfShebang,
  parseCode,
  RUNTIME_WASM,
  SUPPORTED_LANGUAGES,
} from '../../../src/syntax/parse-code.js';
import { fencedBlocks } from '../../../src/syntax/fences.js';
import { GRAMMAR_FILES } from '../../../scripts/grammars.mjs';
import { allAdded, memoryContext } from '../../support/memory-subject.js';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const FIXTURES = join(ROOT, 'test/fixtures/syntax');
const fixture = (name: string): Promise<string> => readFile(join(FIXTURES, name), 'utf8');

/** The syntax check on one worker output, as `critic-gate judge` runs it. */
const checkOutput = (output: string, language?: string) =>
  runCheck({ kind: 'syntax', language, scope: 'tree' }, checkContext(outputSubject(output)));

// For each language: a snippet that parses, one that does not, and the line of its first error.
const SAMPLES: ReadonlyArray<{ language: string; good: string; bad: string; line: number }> = [
  {
    language: 'python',
    good: 'import os\n\ndef add(a, b):\n    return a + b\n',
    bad: 'import os\n\ndef add(a, b):\n    return a + b)\n',
    line: 4,
  },
  {
    language: 'javascript',
    good: 'const a = 1;\nfunction f(x) {\n  return <b>{x}</b>;\n}\n',
    bad: 'const a = 1;\nfunction f(x) {\n  return x +;\n}\n',
    line: 3,
  },
  {
    language: 'typescript',
    good: 'const a: number = 1;\nexport function f<T>(x: T[]): number {\n  return x.length;\n}\n',
    bad: 'const a: number = 1;\nfunction f(x: string): number {\n  return x.length +;\n}\n',
    line: 3,
  },
  {
    language: 'tsx',
    good: 'const A = (p: { n: number }) => <div>{p.n}</div>;\n',
    bad: 'const A = () => <div>hi</div>;\nconst B = () => <div>{x</div>;\n',
    line: 2,
  },
  {
    language: 'go',
    good: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(1)\n}\n',
    // gofmt and tree-sitter place this error alike: an operator left open is reported where the operand was due.
    bad: 'package main\n\nfunc main() {\n\tx := )\n}\n',
    line: 4,
  },
  {
    language: 'rust',
    good: 'fn main() {\n    let v: Vec<i32> = vec![1, 2];\n    println!("{}", v.len());\n}\n',
    bad: 'fn main() {\n    let x = 1;\n    let y = ;\n}\n',
    line: 3,
  },
  {
    language: 'java',
    good: 'class A {\n  int f(int x) {\n    return x + 1;\n  }\n}\n',
    bad: 'class A {\n  void f() {\n    int x = ;\n  }\n}\n',
    line: 3,
  },
  {
    language: 'c',
    good: '#include <stdio.h>\nint main(void) {\n  printf("%d\\n", 1);\n  return 0;\n}\n',
    bad: '#include <stdio.h>\nint main(void) {\n  int x = ;\n  return 0;\n}\n',
    line: 3,
  },
  {
    language: 'cpp',
    good: '#include <vector>\ntemplate <typename T> T id(T x) { return x; }\nint main() { std::vector<int> v{1, 2}; }\n',
    bad: '#include <vector>\nint main() {\n  std::vector<int> v{1, 2};\n  int x = ;\n}\n',
    line: 4,
  },
  {
    language: 'csharp',
    good: 'using System;\nclass A {\n  static void Main() { Console.WriteLine($"{1}"); }\n}\n',
    bad: 'class A {\n  void F() {\n    int x = ;\n  }\n}\n',
    line: 3,
  },
  { language: 'ruby', good: 'class A\n  def f(x)\n    x.map { |y| y + 1 }\n  end\nend\n', bad: 'x = 1\ny = (x +\nputs y\n', line: 2 },
  { language: 'php', good: '<?php\nfunction f(array $a): int {\n  return count($a);\n}\n', bad: '<?php\n$x = 1;\n$y = ;\n', line: 3 },
  {
    language: 'bash',
    good: '#!/bin/bash\nfor f in *.txt; do\n  echo "$f"\ndone\n',
    bad: 'echo start\nif [ -f x ]; then\n  echo hi\n',
    line: 4,
  },
  { language: 'css', good: 'a { color: red; }\n.b > c:hover { margin: 0 auto; }\n', bad: 'a { color: red; }\nb { color: ; }}\n', line: 2 },
  {
    language: 'powershell',
    good: 'function F($x) {\n  if ($x -eq 1) { Write-Host "one" }\n}\n',
    bad: '$x = 1\nif ($x -eq 1) {\n  Write-Host "hi"\n',
    line: 3,
  },
  { language: 'json', good: '{\n  "a": [1, 2.5e3, null]\n}\n', bad: '{\n  "a": 1,\n}\n', line: 2 },
  { language: 'yaml', good: 'a: 1\nb:\n  - x\n', bad: 'a: 1\nb: c: d\n', line: 2 },
  {
    language: 'toml',
    good: '[project]\nname = "x"\nrequires-python = ">=3.12"\n[tool.ruff.lint]\nselect = ["E", "F"]\n',
    bad: '[package]\nname = "x"\n[package]\n',
    line: 3,
  },
];

describe('parseCode', () => {
  it.each(SAMPLES)(
    '$language: a good snippet parses, a bad one reports its first error at line $line',
    async ({ language, good, bad, line }) => {
      expect(await parseCode(good, language)).toMatchObject({ ok: true, language, parser: expect.any(String) });
      const report = await parseCode(bad, language);
      expect(report).toMatchObject({ ok: false, language, line, parser: expect.any(String) });
      expect(report).toHaveProperty('message', expect.stringMatching(/\S/));
    },
  );

  it('covers every supported language (besides the C/C++ header union; go.mod and Vue have files of their own)', () => {
    expect(new Set(SAMPLES.map((s) => s.language))).toEqual(
      new Set(SUPPORTED_LANGUAGES.filter((l) => l !== 'c-header' && l !== 'go-mod' && l !== 'vue')),
    );
  });

  it('says what is wrong and where, in UTF-16 columns', async () => {
    expect(await parseCode('def f(:\n    pass\n', 'python')).toMatchObject({
      ok: false,
      language: 'python',
      line: 1,
      column: 7,
      parser: expect.stringMatching(/^python 3\.\d+$/),
      approximate: false,
    });
    expect(await parseCode('const é = "ü"; let y = ;\n', 'javascript')).toMatchObject({
      line: 1,
      column: 24,
      message: 'Unexpected token',
      parser: expect.stringMatching(/^oxc 0\./),
    });
    expect(await parseCode('x = 1\nif x\n    y = 2\n', 'python')).toMatchObject({ line: 2, message: "expected ':'" });
    expect(await parseCode('let x: = 1;\n', 'ts')).toMatchObject({
      line: 1,
      column: 8,
      message: 'Unexpected token',
      parser: expect.stringMatching(/^oxc 0\./),
    });
  });

  it('accepts aliases in any case', async () => {
    const aliases: Record<string, string> = {
      py: 'python',
      Python3: 'python',
      JS: 'javascript',
      jsx: 'javascript',
      node: 'javascript',
      ts: 'typescript',
      TSX: 'tsx',
      golang: 'go',
      rs: 'rust',
      'c++': 'cpp',
      cxx: 'cpp',
      cs: 'csharp',
      'C#': 'csharp',
      csharp: 'csharp',
      'c-sharp': 'csharp',
      rb: 'ruby',
      sh: 'bash',
      shell: 'bash',
      zsh: 'bash',
      Bash: 'bash',
      yml: 'yaml',
      pwsh: 'powershell',
      h: 'c-header',
    };
    for (const [alias, canonical] of Object.entries(aliases)) expect(canonicalLanguage(alias), alias).toBe(canonical);
    expect(await parseCode('print(1)\n', 'PY')).toMatchObject({ ok: true, language: 'python' });
    expect(await parseCode('class A { void F() {} }\n', 'C#')).toMatchObject({ ok: true, language: 'csharp' });
    expect(await parseCode('echo "$HOME"\n', 'shell')).toMatchObject({ ok: true, language: 'bash' });
    expect(await parseCode('const x = <a href="/">home</a>;\n', 'jsx')).toMatchObject({ ok: true, language: 'javascript' });
  });

  it('decides TOML as toml-test does: a redefined key, a bad date and an inline table without commas fail', async () => {
    expect(await parseCode('a = 1\na = 2\n', 'toml')).toMatchObject({ ok: false, parser: 'toml', line: 2, approximate: false });
    expect(await parseCode('when = 1979-13-27\n', 'toml')).toMatchObject({ ok: false, line: 1 });
    expect(await parseCode('t = {a = 1 b = 2}\n', 'toml')).toMatchObject({ ok: false });
    expect(await parseCode('"quoted key" = 0x_1\n', 'toml')).toMatchObject({ ok: false, line: 1 });
    expect(await parseCode('[a.b]\nc = 1979-05-27T07:32:00Z\nd = [[1], ["x"]]\n', 'toml')).toMatchObject({ ok: true });
    expect(languageOfPath('rust/Cargo.toml')).toBe('toml');
  });

  it('reports a language without a grammar as unsupported, never as parsed', async () => {
    expect(await parseCode('main = print 1', 'haskell')).toEqual({ ok: false, language: 'haskell', unsupported: true });
    expect(canonicalLanguage('cobol')).toBeUndefined();
  });

  it('reads a PHP snippet without <?php as PHP, keeping lines and columns', async () => {
    expect(await parseCode('$x = [1, 2];\necho count($x);\n', 'php')).toMatchObject({ ok: true, language: 'php' });
    expect(await parseCode('$y = ;\n', 'php')).toMatchObject({ ok: false, line: 1, column: 4 });
    expect(await parseCode('echo "hi";\n$y = ;\n', 'php')).toMatchObject({ ok: false, line: 2, column: 4 });
    // A template with its own tags is parsed as it is.
    expect(await parseCode('<p>Hello <?= $name ?></p>\n', 'php')).toMatchObject({ ok: true, language: 'php' });
  });

  it('parses a .h file as C, or as C++ when only C++ accepts it', async () => {
    expect(await parseCode('int new = 1;\n', 'c-header')).toMatchObject({ ok: true, language: 'c', approximate: true });
    expect(await parseCode('template <typename T> T id(T x) { return x; }\n', 'c-header')).toMatchObject({ ok: true, language: 'cpp' });
    expect(await parseCode('int f( {\n', 'c-header')).toMatchObject({ ok: false, language: 'c', line: 1 });
  });

  it('parses many calls concurrently without mixing languages', async () => {
    const reports = await Promise.all(SAMPLES.flatMap((s) => [parseCode(s.good, s.language), parseCode(s.bad, s.language)]));
    expect(reports.map((r) => r.ok)).toEqual(SAMPLES.flatMap(() => [true, false]));
  });

  it('measures a 20,000-line Python file (printed, not asserted)', async () => {
    const chunk = 'def f{n}(a, b):\n    """Adds."""\n    if a > b:\n        return a - b\n    return [x * {n} for x in range(a, b)]\n\n\n';
    // Whole functions only: a file cut after a `def …:` line does not compile (tree-sitter used to let that pass).
    const text = Array.from({ length: Math.ceil(20_000 / 7) }, (_, n) => chunk.replaceAll('{n}', String(n))).join('');
    await parseCode('x = 1\n', 'python'); // grammar loaded before timing
    const start = performance.now();
    const report = await parseCode(text, 'python');
    const ms = performance.now() - start;
    console.log(`parseCode: 20,000-line Python file (${text.length} chars) in ${ms.toFixed(1)} ms`);
    expect(report.ok).toBe(true);
  });
});

describe('languageOfPath and languageOfShebang', () => {
  it("names no language for names that are Object's own members (constructor, __proto__, toString)", () => {
    for (const path of ['constructor', 'src/constructor', 'a.__proto__', 'x.toString', 'hasOwnProperty', 'lib/valueOf']) {
      expect(languageOfPath(path), path).toBeUndefined();
    }
    expect(languageOfShebang('#!/usr/bin/constructor\n')).toBeUndefined();
    expect(languageOfShebang('#!/usr/bin/env __proto__\n')).toBeUndefined();
    expect(canonicalLanguage('constructor')).toBeUndefined();
    // The twin: the tables still answer for their own names.
    expect(languageOfPath('src/a.py')).toBe('python');
    expect(languageOfShebang('#!/usr/bin/env python3\n')).toBe('python');
  });

  it('maps extensions and a few file names, and nothing else', () => {
    const expected: Record<string, string | undefined> = {
      'a.py': 'python',
      'src/x.pyi': 'python',
      'a.js': 'javascript',
      'a.mjs': 'javascript',
      'a.cjs': 'javascript',
      'a.jsx': 'javascript',
      'a.ts': 'typescript',
      'a.mts': 'typescript',
      'a.cts': 'typescript',
      'A.TSX': 'tsx',
      'a.go': 'go',
      'a.rs': 'rust',
      'a.java': 'java',
      'a.c': 'c',
      'a.h': 'c-header',
      'a.cpp': 'cpp',
      'a.cc': 'cpp',
      'a.hpp': 'cpp',
      'a.cs': 'csharp',
      'a.rb': 'ruby',
      Rakefile: 'ruby',
      'a.php': 'php',
      'a.sh': 'bash',
      'a.bash': 'bash',
      'a.zsh': 'bash',
      'a.css': 'css',
      'a.ps1': 'powershell',
      'README.md': undefined,
      'a.json': undefined,
      'a.yml': undefined,
      Makefile: undefined,
      output: undefined,
      '.py': undefined,
    };
    for (const [path, language] of Object.entries(expected)) expect(languageOfPath(path), path).toBe(language);
  });

  it('reads #! lines', () => {
    expect(languageOfShebang('#!/usr/bin/env python3\nprint(1)\n')).toBe('python');
    expect(languageOfShebang('#!/bin/sh\n')).toBe('bash');
    expect(languageOfShebang('#!/usr/bin/env -S node --no-warnings\n')).toBe('javascript');
    expect(languageOfShebang('#!/usr/bin/ruby -w\n')).toBe('ruby');
    expect(languageOfShebang('print(1)\n')).toBeUndefined();
  });
});

describe('the syntax check on a worker output', () => {
  it('passes code that parses and names what parsed', async () => {
    const outcome = await checkOutput('def f():\n    return 1\n', 'python');
    expect(outcome).toEqual({
      status: 'pass',
      evidence: expect.stringMatching(/^output: parses as python \(2 lines; python 3\.\d+\)$/),
      location: { path: 'output', line: 1, quote: 'def f():' },
    });
  });

  it('fails with path:line:col and the offending line as location', async () => {
    const outcome = await checkOutput('import os\n\ndef add(a, b):\n    return a + b)\n', 'py');
    expect(outcome.status).toBe('fail');
    expect(outcome.evidence).toMatch(/^output:4:17: unmatched '\)' \(python; python 3\.\d+\)$/);
    expect(outcome.location).toEqual({ path: 'output', line: 4, column: 17, quote: '    return a + b)' });
    expect(outcome.fix).toContain('output:4');
  });

  it('fails an unsupported language, saying so', async () => {
    const outcome = await checkOutput('main = print 1\n', 'haskell');
    expect(outcome.status).toBe('fail');
    expect(outcome.evidence).toContain('no parser for language "haskell"');
    expect(outcome.evidence).toContain('python');
  });

  it('fails an empty output', async () => {
    const outcome = await checkOutput('  \n', 'python');
    expect(outcome).toMatchObject({ status: 'fail', evidence: 'output: empty, no code to parse' });
  });

  it('uses the check message as the fix', async () => {
    const outcome = await runCheck(
      { kind: 'syntax', language: 'python', scope: 'tree', message: 'Return runnable Python' },
      checkContext(outputSubject('def (:\n')),
    );
    expect(outcome).toMatchObject({ status: 'fail', fix: 'Return runnable Python' });
  });
});

describe('fenced code blocks', () => {
  it('finds blocks with their tags, lines and removed indentation', () => {
    const blocks = fencedBlocks('intro\n```python title="a.py"\nx = 1\n```\n1. step\n   ~~~{.bash}\n   echo hi\n   ~~~\n````\n```\n````\n');
    expect(blocks.map((b) => [b.tag, b.openLine, b.closeLine, b.body])).toEqual([
      ['python', 2, 4, 'x = 1'],
      ['bash', 6, 8, 'echo hi'],
      ['', 9, 11, '```'],
    ]);
    expect(blocks[1]!.removedIndent).toEqual([3]);
    expect(fencedBlocks('```js\nopen\n')[0]).toMatchObject({ closeLine: undefined, body: 'open\n' });
  });

  it('passes a markdown answer whose python and bash blocks parse', async () => {
    const outcome = await checkOutput(await fixture('answer-good.md'), 'python');
    expect(outcome).toEqual({
      status: 'pass',
      evidence: expect.stringMatching(
        /^output: 3 fenced block\(s\) parse \(python ×2, bash; python 3\.\d+, bash -n\); 1 text or empty block\(s\) not parsed$/,
      ),
      location: { path: 'output', line: 1, quote: 'Here is the fixed function. It handles an empty list and keeps the order.' },
    });
  });

  it('reports a bad block at its line in the whole output', async () => {
    const text = await fixture('answer-bad-block.md');
    const outcome = await checkOutput(text, 'python');
    expect(outcome.status).toBe('fail');
    const line = text.split('\n').findIndex((l) => l.includes('return total +')) + 1;
    expect(line).toBe(12);
    expect(outcome.evidence).toMatch(/^output:12:\d+: .*\(python, fenced block at output:9; python 3\.\d+\)$/);
    expect(outcome.location).toEqual({ path: 'output', line: 12, column: expect.any(Number), quote: '    return total +' });
  });

  it('maps a column back through the indentation a list item fence removed', async () => {
    const text = 'Steps:\n\n1. Run:\n   ```python\n   x = 1\n   y = )\n   ```\n';
    const outcome = await checkOutput(text, 'python');
    expect(outcome.status).toBe('fail');
    const inBlock = await parseCode('x = 1\ny = )', 'python');
    expect(inBlock).toMatchObject({ ok: false, line: 2 });
    const column = 'column' in inBlock ? inBlock.column : 0;
    expect(outcome.evidence).toMatch(new RegExp(`^output:6:${column + 3}: `));
    expect(outcome.location).toEqual({ path: 'output', line: 6, column: column + 3, quote: '   y = )' });
  });

  it('uses the fence language over `language`, and `language` for a fence that names none', async () => {
    const text = 'Answer:\n```\nx = 1\n```\n```json\n{"a": [1, 2]}\n```\n```sh\nls -la | wc -l\n```\n';
    expect(await checkOutput(text, 'python')).toMatchObject({
      status: 'pass',
      evidence: expect.stringMatching(/^output: 3 fenced block\(s\) parse \(python, json, bash; /),
    });
    const badJson = 'Answer:\n```json\n{\n  "a": 1,\n}\n```\n';
    expect(await checkOutput(badJson, 'python')).toMatchObject({
      status: 'fail',
      location: { line: 4 },
      evidence: expect.stringContaining('trailing comma'),
    });
  });

  it('fails a block in a language without a grammar, saying so', async () => {
    const outcome = await checkOutput('Here:\n```python\nx = 1\n```\nand\n```haskell\nmain = print 1\n```\n', 'python');
    expect(outcome.status).toBe('fail');
    expect(outcome.evidence).toMatch(/^output:6: fenced block in "haskell": no parser for that language/);
    expect(outcome.location?.line).toBe(6);
  });

  it('fails a block that is never closed (a cut-off answer)', async () => {
    const outcome = await checkOutput('Here:\n```python\ndef f():\n    return 1\n', 'python');
    expect(outcome).toMatchObject({ status: 'fail', location: { line: 2 }, evidence: expect.stringContaining('never closed') });
  });

  it('fails when only text or empty blocks are fenced', async () => {
    const outcome = await checkOutput('It printed:\n```text\nhello world\n```\n', 'python');
    expect(outcome).toMatchObject({ status: 'fail', evidence: expect.stringContaining('no fenced block holds code') });
    const empty = await checkOutput('Here is the code:\n```python\n\n```\nDone.\n', 'python');
    expect(empty).toMatchObject({ status: 'fail', evidence: expect.stringContaining('no fenced block holds code') });
  });

  it('judges a file whose docstrings hold fences as the code it is', async () => {
    const good = await fixture('docstring-fences.py');
    expect(await checkOutput(good, 'python')).toEqual({
      status: 'pass',
      evidence: expect.stringContaining(`output: parses as python (${good.trimEnd().split('\n').length} lines; python 3.`),
      location: { path: 'output', line: 1, quote: '"""Order totals.' },
    });
    // The same file broken outside its docstring: its fenced examples parse, but it is Python and fails.
    const broken = good.replace('return total', 'return total +');
    const outcome = await checkOutput(broken, 'python');
    expect(outcome.status).toBe('fail');
    expect(outcome.evidence).toContain('judged as code');
    expect(outcome.location?.quote).toContain('return total +');
  });

  it('judges a C block comment holding fences as code too (tree-sitter, so a warning: spec §7)', async () => {
    const text = '/*\nUsage:\n\n```c\nint x = f(1);\n```\n*/\nint f(int a {\n';
    const outcome = await checkOutput(text, 'c');
    expect(outcome).toMatchObject({ status: 'pass', severity: 'warning', evidence: expect.stringContaining('judged as code') });
  });

  describe('with no language given', () => {
    it('checks each block in its fence language', async () => {
      const text = 'Fix:\n```ts\nexport const x: number = 1;\n```\nRun:\n```bash\nnpm test\n```\n';
      expect(await checkOutput(text)).toEqual({
        status: 'pass',
        evidence: expect.stringMatching(/^output: 2 fenced block\(s\) parse \(typescript, bash; oxc 0\.\d+\.\d+, bash -n\)$/),
        location: { path: 'output', line: 1, quote: 'Fix:' },
      });
    });

    it('fails a block that names no language when its language cannot be told', async () => {
      const outcome = await checkOutput('Fix:\n```\nx = 1\n```\n');
      expect(outcome).toMatchObject({ status: 'fail', location: { line: 2 }, fix: expect.stringContaining('schema.language') });
      expect(outcome.evidence).toContain('ambiguous: it parses as python and javascript alike');
    });

    it('detects the language of a block that names none', async () => {
      const outcome = await checkOutput('Fix:\n```\ndef f(x):\n    return x\n```\n');
      expect(outcome).toMatchObject({ status: 'pass', evidence: expect.stringContaining('parse (python; python 3.') });
    });

    it('detects the language of an output without fences and names it', async () => {
      expect(await checkOutput('def f():\n    return None\n')).toEqual({
        status: 'pass',
        evidence: expect.stringMatching(
          /^output: detected python \(only the python parser accepts it\); parses as python \(2 lines; python 3\.\d+\)$/,
        ),
        location: { path: 'output', line: 1, quote: 'def f():' },
      });
      expect(await checkOutput('{"a": [1, 2]}\n')).toMatchObject({ status: 'pass', evidence: expect.stringContaining('detected json') });
      expect(await checkOutput('export const f = (x: number): string => String(x);\n')).toMatchObject({
        status: 'pass',
        evidence: expect.stringContaining('detected typescript'),
      });
      expect(await checkOutput('const f = (x) => x * 2;\nconsole.log(f(2));\n')).toMatchObject({
        status: 'pass',
        evidence: expect.stringContaining('detected javascript'),
      });
      expect(await checkOutput('#!/bin/sh\necho "$HOME"\n')).toMatchObject({
        status: 'pass',
        evidence: expect.stringContaining('parses as bash'),
      });
      expect(await checkOutput('set -e\nexport A=1\necho "$A" && ls | wc -l\n')).toMatchObject({
        status: 'pass',
        evidence: expect.stringContaining('detected bash'),
      });
      expect(await checkOutput('package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(1)\n}\n')).toMatchObject({
        status: 'pass',
        evidence: expect.stringContaining('detected go'),
      });
    });

    it('prose that only a shell would accept is not detected as shell', async () => {
      expect(await checkOutput('Sure here is what you asked for\n')).toMatchObject({
        status: 'fail',
        fix: expect.stringMatching(/schema\.language/),
      });
    });

    it('fails ambiguous or undetectable code, asking for the language', async () => {
      const ambiguous = await checkOutput('x = 1\nprint(x)\n');
      expect(ambiguous).toMatchObject({
        status: 'fail',
        evidence: expect.stringContaining('ambiguous'),
        fix: expect.stringMatching(/schema\.language/),
      });
      const none = await checkOutput('this is no code at all, is it?\n');
      expect(none).toMatchObject({
        status: 'fail',
        evidence: expect.stringContaining('no parser tried accepts it'),
        fix: expect.stringMatching(/schema\.language/),
      });
    });

    it('fails code that detection names but that does not parse', async () => {
      const outcome = await checkOutput('#!/usr/bin/env python3\ndef f(:\n');
      expect(outcome).toMatchObject({ status: 'fail', location: { line: 2 } });
    });
  });
});

describe('the syntax check on repository files', () => {
  const run = (files: Record<string, string>, spec: { files?: string; file?: string; language?: string } = {}) =>
    runCheck({ kind: 'syntax', scope: 'changed', ...spec }, memoryContext(allAdded(files)));

  it('parses each file in the language of its extension or #! line, and skips the rest', async () => {
    const outcome = await run({
      'src/a.py': 'x = 1\n',
      'src/b.ts': 'export const b = 2;\n',
      'bin/tool': '#!/usr/bin/env bash\necho hi\n',
      'README.md': '# Hi\n',
    });
    // The first file that parsed is cited; README.md, skipped, decided nothing.
    expect(outcome).toEqual({
      status: 'pass',
      evidence: expect.stringContaining('not checked, no known language: README.md'),
      location: { path: 'bin/tool', line: 1, quote: '#!/usr/bin/env bash' },
    });
    expect(outcome.evidence).toContain('bin/tool: parses as bash (2 lines; bash -n)');
    expect(outcome.evidence).toMatch(/src\/b\.ts: parses as typescript \(1 line; oxc 0\.\d+\.\d+\)/);
  });

  it('names a broken file at its line (Rust has only tree-sitter here, so a warning: spec §7)', async () => {
    const outcome = await run({ 'src/ok.go': 'package a\n', 'src/bad.rs': 'fn main() {\n    let y = ;\n}\n' });
    expect(outcome).toMatchObject({
      status: 'pass',
      severity: 'warning',
      location: { path: 'src/bad.rs', line: 2, quote: '    let y = ;' },
    });
    expect(outcome.evidence).toMatch(/^src\/bad\.rs:2:\d+: /);
  });

  it('does not let fences rescue a file whose extension names its language', async () => {
    const markdownish = 'Intro text that is not Python.\n```python\nx = 1\n```\n';
    expect(await run({ 'a.py': markdownish })).toMatchObject({ status: 'fail', location: { path: 'a.py', line: 1 } });
    // The same text as a markdown file, with the language named, is a markdown answer.
    expect(await run({ 'a.md': markdownish }, { language: 'python' })).toMatchObject({ status: 'pass' });
  });

  it('fails a file named by exact path whose language cannot be told', async () => {
    expect(await run({ 'notes.txt': 'just words\n' }, { file: 'notes.txt' })).toMatchObject({
      status: 'fail',
      evidence: expect.stringContaining('no language given'),
    });
  });

  it('summarises many files by language', async () => {
    const files = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`m${i}.py`, `x${i} = ${i}\n`]));
    expect(await run({ ...files, 'z.js': 'let z;\n' })).toEqual({
      status: 'pass',
      evidence: '6 files parse (python 5, javascript 1)',
      location: { path: 'm0.py', line: 1, quote: 'x0 = 0' },
    });
  });
});

describe('grammars in the bundle', () => {
  const requireHere = createRequire(import.meta.url);

  it('GRAMMAR_FILES lists exactly the wasm files the parser loads', () => {
    const wanted = [RUNTIME_WASM, ...Object.values(GRAMMARS)].map((w) => [
      relative(ROOT, requireHere.resolve(w.specifier)).split('\\').join('/'),
      w.file,
    ]);
    expect([...GRAMMAR_FILES].map((g) => [...g]).sort()).toEqual(wanted.sort());
  });
  // That a bundle really loads them from grammars/ spawns a build and a process: test/e2e/package/grammars.test.ts.
});

describe('the parse cache', () => {
  it('answers one text parsed again with the same options from the cache, and the same text with other options anew', async () => {
    // `with` is sloppy-mode JavaScript: a script may hold it, a module may not.
    const text = 'with (Math) { max(1, 2); }\n';
    const module = parseCode(text, 'javascript', { extension: 'mjs' });
    expect(parseCode(`${text}`, 'javascript', { extension: 'mjs' })).toBe(module);
    const script = parseCode(text, 'javascript', { extension: 'cjs' });
    expect(script).not.toBe(module);
    expect(await module).toMatchObject({ ok: false, line: 1 });
    expect(await script).toMatchObject({ ok: true });
    // Equal texts that are other string objects are one entry: the key is the text, not its identity.
    const copy = [...text].join('');
    expect(parseCode(copy, 'javascript', { extension: 'cjs' })).toBe(script);
  });
});
