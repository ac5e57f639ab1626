/**
 * Spec §8, calibration: "each request carries two canary assertions built from the material,
 * indistinguishable from real ones … a judge that gets either wrong is untrusted". The attack:
 * canaries needed a unique 16–90-character line without backticks among a file's first 60
 * lines, else they were dropped without a word — `def f(x):\n    return x` with a yes-sayer
 * judge gave PASS with `calibration {passed: true, canaries: 0}`, and a trailing `` // ` `` on
 * every line forced it on any code. Here yes-sayers and no-sayers (the wire-level Ollama double)
 * are caught on such material in every run, and the canaries read like real assertions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { critique } from '../../../src/critique/critique.js';
import { exitCodeOf } from '../../../src/errors/exit-codes.js';
import { buildCanaries } from '../../../src/judge/canary.js';
import { createJudge } from '../../../src/judge/create-judge.js';
import { resolveJudgeSettings, type JudgeOverrides } from '../../../src/judge/settings.js';
import { toLines } from '../../../src/subject/text.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';

const MODEL = 'qwen2.5-coder:7b';
const REAL = ['identity', 'tested'];

const closers: OllamaDouble[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
});
const ollama = async (...args: Parameters<typeof startOllamaDouble>): Promise<OllamaDouble> => {
  const d = await startOllamaDouble(...args);
  closers.push(d);
  return d;
};
const judgeWith = (over: JudgeOverrides = {}) =>
  createJudge(resolveJudgeSettings({ model: MODEL, timeoutSeconds: 30, cache: 'off', numCtx: 8192, ...over }));

const input = (output: string) => ({
  output,
  task_description: 'Write f(x) that returns x unchanged.',
  schema: { type: 'text' as const },
  assertions: [
    { id: 'identity', text: 'f returns its argument unchanged', critical: true },
    { id: 'tested', text: 'The function comes with a test' },
  ],
});

/** Two short lines: nothing of 16 characters, nothing the old canaries could quote. */
const MINIMAL = [
  'def f(x):\n    return x',
  'def f(x):\n  return x',
  'f = id\nprint(f)',
  'x = 1\ny = 2',
  'export {}\nconst a = 1',
  'ok\ndone',
  'fn f() {}\n// end',
];
/** The attacker's trick: a backtick on every line, so no line was "eligible". */
const BACKTICKED = [
  'def f(x):  # `\n    return x  # `',
  'const f = (x) => x; // `\nexport default f; // `',
  [
    'function total(items) { // `',
    '  let sum = 0; // `',
    '  for (const item of items) sum += item.price; // `',
    '  return sum; // `',
    '} // `',
  ].join('\n'),
  '`a` `b`\n`c` `d`',
  Array.from({ length: 120 }, (_, i) => `const v${i} = ${i}; // \``).join('\n'),
  // Long lines and duplicates only, as far as the old rules went.
  ['x'.repeat(95), 'x'.repeat(95), 'return x', 'return x'].join('\n'),
];

describe('a judge that answers everything alike is caught on minimal and backtick-laden material', () => {
  for (const [name, outputs] of [
    ['minimal (2 short lines)', MINIMAL],
    ['backtick-laden', BACKTICKED],
  ] as const) {
    it.each(['met', 'unmet'] as const)(
      `${name}: a judge saying %s to everything gets exit 4 and calibration failed, every run`,
      async (mode) => {
        for (const output of outputs) {
          const d = await ollama({ fallback: { content: '', auto: mode } });
          for (let run = 0; run < 3; run++) {
            const r = await critique(input(output), { judge: judgeWith({ hosts: [d.url], seed: 42 + run }) });
            expect(r._critic_status, output).toBe('error');
            expect(exitCodeOf(r), output).toBe(4);
            expect(r.error, output).toMatch(/^calibration failed: /);
            expect(r.calibration, output).toMatchObject({ passed: false, canaries: 2 });
            expect(r.criteria.every((c) => c.met === null)).toBe(true);
          }
        }
      },
    );

    it(`${name}: an honest judge passes both canaries, and the canaries never reach the result`, async () => {
      for (const output of outputs) {
        const d = await ollama({ fallback: { content: '', auto: 'honest', real: REAL } });
        const r = await critique(input(output), { judge: judgeWith({ hosts: [d.url] }) });
        expect(r.calibration, output).toEqual({ passed: true, canaries: 2, failed: [] });
        expect(r.criteria.map((c) => c.id)).toEqual(REAL);
      }
    });
  }
});

describe('the canaries read like real assertions', () => {
  const materials = [...MINIMAL, ...BACKTICKED].map((text) => [{ path: 'output', lines: toLines(text) }]);

  it('two on every material, one met and one unmet, naming a line by path and number, never quoting it (issue 23)', () => {
    for (const material of materials) {
      const canaries = buildCanaries(material, REAL);
      expect(canaries, material[0]!.lines.map((l) => l.text).join('\n')).toHaveLength(2);
      expect(canaries!.map((c) => c.expect)).toEqual(['met', 'unmet']);
      const [met, unmet] = canaries!;
      const lines = material[0]!.lines;
      expect(met!.text).toMatch(new RegExp(`line ${met!.line} of output$`));
      expect(lines.find((l) => l.n === met!.line)!.text.trim()).not.toBe('');
      expect(unmet!.text).toMatch(new RegExp(`line ${unmet!.line} of output$`));
      expect(lines.every((l) => l.n < unmet!.line)).toBe(true);
      // No text of the material reaches the assertion list: no word of it in a canary or its id.
      const words = new Set(lines.flatMap((l) => l.text.match(/[A-Za-z_][A-Za-z0-9_]{3,}/g) ?? []).map((w) => w.toLowerCase()));
      for (const c of canaries!) {
        expect(c.id).toMatch(/^[a-z]+(-[a-z0-9_]+)+$/);
        for (const w of `${c.text} ${c.id}`.toLowerCase().match(/[a-z_][a-z0-9_]{3,}/g) ?? []) {
          if (w !== 'output')
            expect(words.has(w) && !/^(material|shows|line|change|shown|includes|reader|can|see|the)$/.test(w), `${c.text}: ${w}`).toBe(
              false,
            );
        }
        expect(c.text).not.toMatch(/[`"'«»]/);
      }
    }
  });
});

describe('no canary can be built: fail closed, unless calibration is off', () => {
  const BLANK = '\n   \n}\n';

  it('material with no line to quote is a judge error naming it, and the model is not called', async () => {
    const d = await ollama({ fallback: { content: '', auto: 'met' } });
    const r = await critique(input(BLANK), { judge: judgeWith({ hosts: [d.url] }) });
    expect(r._critic_status).toBe('error');
    expect(exitCodeOf(r)).toBe(4);
    expect(r.error).toMatch(/^calibration failed: no canary could be built/);
    expect(r.calibration).toEqual({ passed: false, canaries: 0, failed: [expect.stringMatching(/no canary could be built/)] });
    expect(d.chatRequests()).toHaveLength(0);
  });

  it('with calibration off the same material is judged, without canaries', async () => {
    const d = await ollama({ fallback: { content: '', auto: 'met' }, canaries: 'off' });
    const r = await critique(input(BLANK), { judge: judgeWith({ hosts: [d.url], calibration: 'off' }) });
    expect(r._critic_status).not.toBe('error');
    expect(r.calibration).toBeUndefined();
    expect(d.chatRequests()).toHaveLength(1);
  });
});
