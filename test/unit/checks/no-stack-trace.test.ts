import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { critique } from '../../../src/critique/critique.js';
import { TextCheckSpecSchema } from '../../../src/checks/registry.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { scanStackTrace } from '../../../src/checks/stack-trace-lines.js';
import { toLines } from '../../../src/subject/text.js';
import { noStackTrace } from '../../../src/checks/kinds/no-stack-trace.js';
import { checkTester } from '../../support/check-tester.js';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/heuristics/${name}`, import.meta.url), 'utf8');
const onOutput = (output: string, task = '') => memoryContext(allAdded({ output }), { task });

describe('no-stack-trace', () => {
  const traces = ['python.txt', 'node.txt', 'java.txt', 'kotlin.txt', 'go.txt', 'rust.txt', 'dotnet.txt'];
  it.each(traces)('fails on a real %s trace pasted as the result, naming where it starts', async (name) => {
    const o = await runSpec({ kind: 'no-stack-trace' }, onOutput(fixture(name)));
    expect(o.status).toBe('fail');
    expect(o.evidence).toMatch(/^output:\d+: .* — \d+ of \d+ non-empty line\(s\) \(\d+%\) are a .+ stack trace \(max_share 0\.5\)$/);
    expect(o.location?.path).toBe('output');
    expect(o.fix).toMatch(/error dump, not the result/);
  });

  it('names the runtime of each trace', () => {
    const runtimeOf = (name: string) => scanStackTrace(toLines(fixture(name))).runtimes[0];
    expect(traces.map(runtimeOf)).toEqual(['Python', 'JavaScript', 'Java/Kotlin', 'Java/Kotlin', 'Go', 'Rust', '.NET']);
  });

  it('passes an answer that quotes a short trace and then delivers the fix; fails it once the share is allowed lower', async () => {
    const answer = [
      'The crash comes from reading a config file that does not exist:',
      '',
      fixture('python.txt').split('\n').slice(0, 3).join('\n'),
      '',
      'The fix loads the default settings when the file is missing:',
      '',
      '```python',
      'def load_config(path: str) -> dict:',
      '    try:',
      '        with open(path, encoding="utf-8") as fh:',
      '            return tomllib.loads(fh.read())',
      '    except FileNotFoundError:',
      '        return dict(DEFAULTS)',
      '```',
      '',
      'A test covers both branches in tests/test_config.py.',
    ].join('\n');
    const passed = await runSpec({ kind: 'no-stack-trace' }, onOutput(answer));
    expect(passed.status).toBe('pass');
    expect(passed.evidence).toMatch(/quote a trace below max_share/);
    const strict = await runSpec({ kind: 'no-stack-trace', max_share: 0.2 }, onOutput(answer));
    expect(strict.status).toBe('fail');
  });

  it('never fires on code that raises, throws or names errors', async () => {
    const code = [
      'class ValidationError(Exception):',
      '    """Raised when an order is invalid."""',
      '',
      'def validate(order):',
      '    if order.total < 0:',
      '        raise ValueError(f"negative total: {order.total}")',
      '    if not order.items:',
      '        raise ValidationError("Error: order has no items")',
      '    return order',
      '',
      'function parse(s) {',
      '  if (!s) throw new Error("TypeError: empty input");',
      '  return JSON.parse(s);',
      '}',
      'console.error("Error: at least one item is required");',
    ].join('\n');
    const o = await runSpec({ kind: 'no-stack-trace', max_share: 0.01 }, onOutput(code));
    expect(o).toMatchObject({ status: 'pass' });
    expect(scanStackTrace(toLines(code)).lines).toEqual([]);
  });
});

describe('in the critic input', () => {
  it('accepts the four text kinds as `check` on an assertion, and not max-churn', () => {
    for (const kind of ['not-a-question', 'no-stack-trace', 'keyword-coverage', 'frontmatter']) {
      expect(TextCheckSpecSchema.safeParse({ kind }).success).toBe(true);
    }
    expect(TextCheckSpecSchema.safeParse({ kind: 'max-churn' }).success).toBe(false);
  });

  it('keyword-coverage reads task_description, no-stack-trace reads the output', async () => {
    const r = await critique({
      output: fixture('node.txt'),
      task_description: 'Write a `parseInvoice` function that validates the invoice number.',
      schema: { type: 'text' },
      assertions: [
        { id: 'covers', text: 'covers the task', check: { kind: 'keyword-coverage' } },
        { id: 'no-trace', text: 'not an error dump', check: { kind: 'no-stack-trace' } },
      ],
    });
    expect(r.criteria.map((c) => [c.id, c.met])).toEqual([
      ['covers', false],
      ['no-trace', false],
    ]);
    expect(r.criteria[0]!.evidence ?? r.criteria[0]!.fix).toMatch(/parseInvoice/);
    expect(r.verdict).toBe('RETRY');
  });
});

describe('no-stack-trace, table', () => {
  checkTester(noStackTrace).table([
    {
      name: 'an answer without a trace',
      files: { output: 'Fixed: the handler now checks for null before reading the id.\n' },
      passes: true,
    },
    {
      name: 'an output that is a trace',
      files: {
        output:
          'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    main()\n  File "app.py", line 2, in main\n    raise ValueError("x")\nValueError: x\n',
      },
      passes: false,
    },
  ]);
});
