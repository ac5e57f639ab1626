/**
 * `eval --batch` scopes each unscoped case to the files its own change writes, written into the
 * config as globs. Paths are not globs: `pages/[id].tsx` as a glob also matched `pages/i.tsx` and
 * `app/(auth)/page.tsx` also matched `app/auth/page.tsx`, so one case was judged on another's files;
 * a name with four `*` in it made the config unreadable (exit 4). A scoped case's globs are
 * narrowed the same way to the files of its own change they select. Batch mode only: one case
 * alone is a `pr` with its assertion as written.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { judgeGroup, runEval } from '../../../src/eval/run-eval.js';
import type { EvalCase } from '../../../src/eval/suite.js';
import { createOllamaJudge } from '../../../src/judge/backends/ollama.js';
import { readPrompt } from '../../doubles/judge-answers.js';
import { startOllamaDouble, type OllamaDouble } from '../../doubles/ollama.js';

let double: OllamaDouble | undefined;
afterEach(async () => {
  await double?.close();
  double = undefined;
});

const judgeAt = (url: string) =>
  createOllamaJudge({ host: url, model: 'qwen2.5-coder:7b', numCtx: 8192, timeoutSeconds: 30, calibration: 'off' });

const added = (id: string, path: string, text: string): EvalCase => ({
  id,
  language: 'typescript',
  kind: 'plain',
  task: `Add ${path}.`,
  base: {},
  head: { [path]: `export const page = ${JSON.stringify(id)}; // the page this route renders\n` },
  assertion: { text },
  met: true,
});

/** Pairs where the first path, read as a glob, also matches the second. */
const PAIRS: [string, string][] = [
  ['pages/[id].tsx', 'pages/i.tsx'],
  ['app/(auth)/page.tsx', 'app/auth/page.tsx'],
  ['docs/{a,b}.md', 'docs/a.md'],
  ['notes/a+(b).md', 'notes/abb.md'],
  ['src/x?.ts', 'src/xy.ts'],
];

describe('eval --batch with paths that hold glob characters', () => {
  it('judges each case on exactly its own files', async () => {
    double = await startOllamaDouble({ fallback: { content: '', auto: 'met' } });
    const cases = PAIRS.flatMap(([odd, plain], i) => [
      added(`odd-${i}`, odd, `The change adds ${odd}`),
      added(`plain-${i}`, plain, `The change adds ${plain}`),
    ]);
    const result = await judgeGroup(cases, judgeAt(double.url));
    expect(result._critic_status, result.error).not.toBe('error');
    const prompt = readPrompt(double.chatRequests()[0]!.messages!);
    expect(prompt.assertions.map((a) => a.paths)).toEqual(cases.map((c) => Object.keys(c.head)));
  });

  it('reads a path with more wildcard characters than a glob may hold as the plain path it is', async () => {
    double = await startOllamaDouble({ fallback: { content: '', auto: 'met' } });
    const cases = [
      added('stars', 'art/*a*b*c*d*.txt', 'The change adds the stars file'),
      added('other', 'art/plain.txt', 'The change adds plain'),
    ];
    const report = await runEval({ version: 1, name: 'odd paths', cases }, { judgeFor: () => judgeAt(double!.url), seeds: 1, batch: 2 });
    expect(report.confusion.errors).toBe(0);
    expect(report.accuracy).toBe(1);
    expect(double.chatRequests()).toHaveLength(1);
  });
});

describe('eval --batch with scoped cases', () => {
  it('judges a scoped case on its own files its globs select, not on another case’s files they also match', async () => {
    double = await startOllamaDouble({ fallback: { content: '', auto: 'met' } });
    const scoped = (c: EvalCase, files: string[]): EvalCase => ({ ...c, assertion: { ...c.assertion, files } });
    const cases = [
      scoped(added('a', 'src/a.ts', 'The change adds src/a.ts'), ['**/*.ts']),
      scoped(added('b', 'src/b.ts', 'The change adds src/b.ts'), ['**/*.ts']),
      // Its glob selects none of its own files, only another case's: judged alone, as with --batch 1,
      // where `pr` finds it not applicable (spec §13) and asks no model: a case that measures nothing.
      { ...scoped(added('c', 'src/c.ts', 'The notes are updated'), ['**/*.md']), base: { 'docs/c.md': 'old notes\n' }, met: false },
      added('d', 'docs/d.md', 'The change adds docs/d.md'),
    ];
    const report = await runEval({ version: 1, name: 'scoped', cases }, { judgeFor: () => judgeAt(double!.url), seeds: 1, batch: 4 });
    expect(report.confusion.errors).toBe(1);
    expect(report.per_case.find((o) => o.id === 'c')?.judgements[0]?.error).toMatch(/^not applicable/);
    const prompts = double.chatRequests().map((r) => readPrompt(r.messages!));
    expect(prompts.map((p) => p.assertions.map((a) => a.paths))).toEqual([[['src/a.ts'], ['src/b.ts'], ['docs/d.md']]]);
  });
});
