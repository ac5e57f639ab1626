import { describe, expect, it } from 'vitest';
import { memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { maxChangedLines } from '../../../src/checks/max-changed-lines.js';
import { checkTester } from '../../support/check-tester.js';

describe('max-changed-lines', () => {
  const files = { 'src/a.ts': 'a\n', 'package-lock.json': '{}\n' };
  const changes = [
    { path: 'src/a.ts', status: 'modified' as const, additions: 120, deletions: 30 },
    { path: 'src/old.ts', status: 'deleted' as const, additions: 0, deletions: 400 },
    { path: 'package-lock.json', status: 'modified' as const, additions: 5000, deletions: 4000 },
  ];

  it('sums additions and deletions over changed files, deleted ones included, ignored ones left out', async () => {
    const ctx = memoryContext({ files, changes, ignore: ['**/*.lock', 'package-lock.json'] });
    expect(await runSpec({ kind: 'max-changed-lines', max: 600 }, ctx)).toEqual({
      status: 'pass',
      evidence: '550 changed line(s) (+120 −430) in 2 file(s) (max 600)',
    });
  });

  it('fails over the limit and names the largest files', async () => {
    const o = await runSpec({ kind: 'max-changed-lines', max: 2000 }, memoryContext({ files, changes }));
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe(
      '9550 changed line(s) (+5120 −4430) in 3 file(s), over the limit of 2000; largest: package-lock.json +5000 −4000, src/old.ts +0 −400, src/a.ts +120 −30',
    );
    expect(o.fix).toBe('Make the change smaller: at most 2000 changed lines (now 9550); split it into several pull requests');
  });
});

describe('max-changed-lines, table', () => {
  checkTester(maxChangedLines).table([
    {
      name: 'a small change',
      spec: { max: 10 },
      files: { 'a.txt': 'x\n' },
      changes: [{ path: 'a.txt', status: 'modified', additions: 3, deletions: 2 }],
      passes: true,
    },
    {
      name: 'a change over the limit',
      spec: { max: 10 },
      files: { 'a.txt': 'x\n' },
      changes: [{ path: 'a.txt', status: 'modified', additions: 8, deletions: 5 }],
      passes: false,
      evidence: 'a.txt',
    },
  ]);
});

describe('max-changed-lines: moved lines do not count (issue 38)', () => {
  const block = Array.from({ length: 30 }, (_, i) => `  it('case ${i} keeps its exact behaviour', () => check(${i}));`);
  const text = (lines: readonly string[]): string => `${lines.join('\n')}\n`;

  it('tests moved from one file into two new ones pass under a limit the raw counts exceed', async () => {
    const base = { 'test/all.test.ts': text(block) };
    const files = { 'test/a.test.ts': text(block.slice(0, 15)), 'test/b.test.ts': text(block.slice(15)) };
    const changes = [
      { path: 'test/all.test.ts', status: 'deleted' as const, additions: 0, deletions: 30 },
      { path: 'test/a.test.ts', status: 'added' as const },
      { path: 'test/b.test.ts', status: 'added' as const },
    ];
    const o = await runSpec({ kind: 'max-changed-lines', max: 10 }, memoryContext({ files, base, changes }));
    expect(o).toMatchObject({ status: 'pass' });
    expect(o.evidence).toContain(
      '60 changed line(s) (+30 −30) in 3 file(s); 30 line(s) moved (deleted and added again, the same text), not counted: 0',
    );
  });

  it('a block moved within one file does not count either', async () => {
    const moved = [...block.slice(10), ...block.slice(0, 10)];
    const base = { 'src/a.ts': text(block) };
    const changes = [
      { path: 'src/a.ts', status: 'modified' as const, addedLines: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30], additions: 10, deletions: 10 },
    ];
    const o = await runSpec({ kind: 'max-changed-lines', max: 5 }, memoryContext({ files: { 'src/a.ts': text(moved) }, base, changes }));
    expect(o).toMatchObject({ status: 'pass' });
  });

  it('twin: new lines beside a move still count, and fail over the limit', async () => {
    const base = { 'test/all.test.ts': text(block) };
    const fresh = block.map((l) => l.replace('keeps', 'changes'));
    const files = { 'test/a.test.ts': text(block.slice(0, 15)), 'test/new.test.ts': text(fresh) };
    const changes = [
      { path: 'test/all.test.ts', status: 'deleted' as const, additions: 0, deletions: 30 },
      { path: 'test/a.test.ts', status: 'added' as const },
      { path: 'test/new.test.ts', status: 'added' as const },
    ];
    const o = await runSpec({ kind: 'max-changed-lines', max: 40 }, memoryContext({ files, base, changes }));
    expect(o.status).toBe('fail');
    expect(o.evidence).toContain('15 line(s) moved');
    expect(o.fix).toContain('(now 45)');
  });
});
