// Issue 7: config and JSON Schema patterns run in linear time (RE2 semantics, re2js). Measures
// the crafted inputs of the issue through the library bundle, in-process, and for contrast how
// JavaScript's own backtracking engine grows on a few characters of the same input.
import { pathToFileURL } from 'node:url';
import { ms } from './lib/format.mjs';
import { median } from './lib/measure.mjs';

const MB = 1024 * 1024;

async function timed(fn, runs) {
  const xs = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await fn();
    xs.push(performance.now() - t);
  }
  return { median: median(xs), last };
}

export async function regexFigures({ lib, runs }) {
  const { critique } = await import(pathToFileURL(lib).href);
  const rows = [];
  const notes = [];

  const words = `${'a '.repeat(MB / 2)}!`;
  const notContains = await timed(
    () =>
      critique({
        output: words,
        task_description: 'bench',
        schema: { type: 'text' },
        assertions: [{ id: 'words', text: 'no word-only line', check: { kind: 'not-contains', pattern: '^(\\w+\\s?)*$' } }],
      }),
    runs,
  );
  rows.push({
    figure: 'not-contains /^(\\w+\\s?)*$/ on a 1 MB line',
    value: ms(notContains.median),
    target: '< 1 s',
    met: notContains.median < 1000,
  });

  const as = `"${'a'.repeat(MB)}!"`;
  const schema = await timed(
    () =>
      critique({
        output: as,
        task_description: 'bench',
        schema: { type: 'json', json_schema: { type: 'string', pattern: '^(a+)+$' } },
        assertions: [],
      }),
    runs,
  );
  rows.push({
    figure: 'JSON Schema pattern ^(a+)+$ on a 1 MB string',
    value: ms(schema.median),
    target: '< 1 s',
    met: schema.median < 1000,
  });
  if (notContains.last.verdict !== 'PASS' || schema.last.verdict !== 'FAIL') {
    notes.push(`unexpected verdicts: not-contains ${notContains.last.verdict}, json-schema ${schema.last.verdict}`);
  }

  // JavaScript's engine on the same pattern: each extra character doubles the time.
  const native = [];
  for (const n of [20, 22, 24]) {
    const s = `${'a'.repeat(n)}!`;
    const t = performance.now();
    /^(a+)+$/.test(s);
    native.push(`${n + 1} chars ${ms(performance.now() - t)}`);
  }
  rows.push({ figure: 'for contrast: JS RegExp ^(a+)+$ (not used)', value: native.join(', '), info: true });
  notes.push('re2js runs every config, gotchas and JSON Schema pattern; a look-around or back-reference is a config error.');
  notes.push("JavaScript's backtracking engine doubles per character on ^(a+)+$: a 41-character line would take hours.");
  return { rows, notes };
}
