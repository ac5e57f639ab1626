import * as z from '../../contract/zod.js';
import { fail, pass } from '../../contract/outcome.js';
import { at, defineCheck, excerpt } from '../define.js';
import { scanStackTrace } from '../stack-trace-lines.js';
import { firstLineOf } from '../first-line.js';

const percent = (share: number): string => `${Math.round(share * 100)}%`;

export const noStackTrace = defineCheck({
  kind: 'no-stack-trace',
  shape: () => ({
    max_share: z
      .optional(z.number().check(z.gt(0), z.lte(1)))
      .check(z.describe('Share of non-empty lines that may be stack-trace lines before the check fails (default 0.5)')),
  }),
  defaultScope: 'changed',
  reads: 'text',
  appliesToText: true,
  description:
    'The selected text is not an error dump: stack-trace lines (Python, JS/Node, Java/Kotlin, Go, Rust, .NET) make up less than `max_share` of its non-empty lines.',
  examples: {
    failing: [
      {
        title: 'the output is the error it ran into',
        check: { kind: 'no-stack-trace', file: 'output.txt' },
        files: {
          'output.txt':
            'Traceback (most recent call last):\n  File "report.py", line 12, in <module>\n    main()\n  File "report.py", line 8, in main\n    total = sum(rows) / len(rows)\nZeroDivisionError: division by zero\n',
        },
        says: 'output.txt:1: Traceback (most recent call last): — 6 of 6 non-empty line(s) (100%) are a Python stack trace (max_share 0.5)',
      },
    ],
    passing: [
      {
        title: 'a report that quotes one line of an error',
        check: { kind: 'no-stack-trace', file: 'output.txt' },
        files: {
          'output.txt':
            'The report failed on empty input (ZeroDivisionError in report.py, line 8).\nI added a guard: an empty file now gives a total of 0.\nAll 14 tests pass.\n',
        },
        says: 'no stack trace dump in 1 file(s)',
      },
    ],
  },
  async run(spec, ctx) {
    const maxShare = spec.max_share ?? 0.5;
    const files = (await ctx.select(spec, spec.scope)).filter((f) => !f.binary);
    let traced = 0;
    for (const f of files) {
      const scan = scanStackTrace(f.lines);
      if (scan.first === undefined) continue;
      traced++;
      const share = scan.lines.length / Math.max(scan.nonEmpty, 1);
      if (share < maxShare) continue;
      const line = f.lines.find((l) => l.n === scan.first)!;
      const message = f.lines.find(
        (l) => scan.lines.includes(l.n) && /(?:Error|Exception|panicked|panic:)/.test(l.text) && !/^\s*(?:at|File) /.test(l.text),
      );
      return fail(
        `${at(f.path, line.n)}: ${excerpt(line.text)} — ${scan.lines.length} of ${scan.nonEmpty} non-empty line(s) (${percent(share)}) are a ${scan.runtimes.join('/')} stack trace (max_share ${maxShare})`,
        spec.message ??
          `${f.path} is an error dump, not the result: fix the error${message ? ` (${excerpt(message.text, 80)})` : ''} and deliver the work itself; quote at most the relevant lines of a trace`,
        { path: f.path, line: line.n, quote: line.text },
      );
    }
    const note = traced > 0 ? `; ${traced} file(s) quote a trace below max_share ${maxShare}` : '';
    return pass(`no stack trace dump in ${files.length} file(s)${note}`, firstLineOf(files));
  },
});
