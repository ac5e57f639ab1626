import { describe, expect, it } from 'vitest';
import { looksLikePython } from '../../../src/cli/judge-input.js';

describe('looksLikePython: whether judge starts Python before it loads the rest', () => {
  it('follows schema.language, in any of its names', () => {
    expect(looksLikePython({ output: 'x', schema: { type: 'code', language: 'python' } })).toBe(true);
    expect(looksLikePython({ output: 'x', schema: { type: 'code', language: ' Py3 ' } })).toBe(true);
    expect(looksLikePython({ output: 'def f(): pass', schema: { type: 'code', language: 'javascript' } })).toBe(false);
  });

  it('without a language, a python fence or #! line says so', () => {
    expect(looksLikePython({ output: 'Here:\n```python\nprint(1)\n```\n', schema: { type: 'code' } })).toBe(true);
    expect(looksLikePython({ output: '#!/usr/bin/env python3\nprint(1)\n' })).toBe(true);
    expect(looksLikePython({ output: '```js\nlet a;\n```\n' })).toBe(false);
  });

  it('reads the #! line and the fence tags as the syntax check does', () => {
    // The names the syntax check takes for Python, pandoc's fence attributes among them.
    expect(looksLikePython({ output: '```{.python}\nprint(1)\n```\n' })).toBe(true);
    expect(looksLikePython({ output: '```pyi\ndef f() -> int: ...\n```\n' })).toBe(true);
    expect(looksLikePython({ output: 'x', schema: { type: 'code', language: 'pyi' } })).toBe(true);
    expect(looksLikePython({ output: '#!/usr/bin/env -S python3.12 -u\nprint(1)\n' })).toBe(true);
    // The interpreter a #! line runs, not any word on it.
    expect(looksLikePython({ output: '#!/usr/bin/env node --title=python\nconsole.log(1)\n' })).toBe(false);
  });

  it('anything else is no Python', () => {
    for (const value of [null, 'text', 3, [], { output: 3 }, {}]) expect(looksLikePython(value)).toBe(false);
  });

  it('reads a large output of blank-looking lines in one pass: a fence info only counts on the fence line', () => {
    // 200,000 lines of a space: the old `^\s*` under `m` retried across every newline (minutes).
    const blank = ' \n'.repeat(200_000);
    expect(looksLikePython({ output: blank })).toBe(false);
    expect(looksLikePython({ output: `${blank}  ~~~ py\nx = 1\n` })).toBe(true);
    expect(looksLikePython({ output: '```\npython\n```\n' })).toBe(false);
  });
});
