import { describe, expect, it } from 'vitest';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { notAQuestion } from '../../../src/checks/kinds/not-a-question.js';
import { checkTester } from '../../support/check-tester.js';

const onOutput = (output: string, task = '') => memoryContext(allAdded({ output }), { task });

describe('not-a-question', () => {
  it('fails a short output that asks instead of doing', async () => {
    const o = await runSpec(
      { kind: 'not-a-question' },
      onOutput('Before I start: should the cache be in Redis or in memory? And which TTL do you want?'),
    );
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe(
      'output:1: Before I start: should the cache be in Redis or in memory? And which TTL do you want? — 2 question(s) in 85 characters (a question when under max_chars 300 with at least 2)',
    );
    expect(o.fix).toMatch(/make a reasonable assumption/);
  });

  it('passes one rhetorical question in prose, and the same text under min_questions 1 fails', async () => {
    const text = 'Why cache at all? Because the upstream API allows 10 requests a minute. The cache keeps answers for 60 s.';
    expect((await runSpec({ kind: 'not-a-question' }, onOutput(text))).status).toBe('pass');
    expect((await runSpec({ kind: 'not-a-question', min_questions: 1 }, onOutput(text))).status).toBe('fail');
  });

  it('is a question only under max_chars: the threshold on both sides', async () => {
    const q = 'Which database? Which port?';
    expect((await runSpec({ kind: 'not-a-question', max_chars: 28 }, onOutput(q))).status).toBe('fail');
    expect((await runSpec({ kind: 'not-a-question', max_chars: 27 }, onOutput(q))).status).toBe('pass');
  });

  it('does not count question marks in code, inline code or URLs', async () => {
    const code = [
      'Done: `user?.name ?? "anon"` replaces the old check.',
      'See https://example.com/search?q=1&page=2 for the API.',
      '```ts',
      'const name = user?.name ?? "anon";',
      'const size = big ? 10 : 1;',
      'const ok = re.test("a?");',
      '```',
    ].join('\n');
    expect((await runSpec({ kind: 'not-a-question', min_questions: 1 }, onOutput(code))).status).toBe('pass');
  });

  it('does not take operators of unfenced code for questions; a run of marks asks once', async () => {
    const code =
      "export function total(order) {\n  if (!order?.items?.length) throw new Error('empty');\n  const n = order.count ?? 0;\n  return n > 1 ? 'items' : 'item';\n}\n";
    expect((await runSpec({ kind: 'not-a-question', min_questions: 1 }, onOutput(code))).status).toBe('pass');
    expect((await runSpec({ kind: 'not-a-question' }, onOutput('Really?? You want that?'))).status).toBe('fail');
    expect((await runSpec({ kind: 'not-a-question' }, onOutput('Really?? Fine, done.'))).status).toBe('pass');
  });

  it('counts full-width question marks (CJK)', async () => {
    const o = await runSpec({ kind: 'not-a-question' }, onOutput('使用哪个数据库？需要支持哪些语言？'));
    expect(o.status).toBe('fail');
  });
});

describe('not-a-question, table', () => {
  checkTester(notAQuestion).table([
    { name: 'an answer', files: { output: 'The cache now lives in memory with a 5-minute TTL.' }, passes: true },
    { name: 'a short output that only asks', files: { output: 'Should the cache be in Redis? Or in memory?' }, passes: false },
  ]);
});
