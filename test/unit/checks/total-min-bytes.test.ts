import { describe, expect, it } from 'vitest';
import { memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { totalMinBytes } from '../../../src/checks/kinds/total-min-bytes.js';
import { checkTester } from '../../support/check-tester.js';

describe('total-min-bytes', () => {
  const files = { 'index.html': 'x'.repeat(3000), 'game.js': 'y'.repeat(2500) };

  it('sums the listed files', async () => {
    const o = await runSpec({ kind: 'total-min-bytes', files: ['index.html', 'game.js'], bytes: 5120 }, memoryContext({ files }));
    expect(o).toEqual({
      status: 'pass',
      evidence: 'game.js: 2500 + index.html: 3000 = 5500 bytes (≥ 5120)',
      location: { path: 'game.js', line: 1, quote: files['game.js'] },
    });
  });

  it('fails when the sum is short, saying how much more is needed', async () => {
    const o = await runSpec({ kind: 'totalMinBytes', files: ['index.html', 'game.js'], bytes: 6000 }, memoryContext({ files }));
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('game.js: 2500 + index.html: 3000 = 5500 bytes (need 6000 in all)');
    expect(o.fix).toBe('Grow index.html, game.js to at least 6000 bytes in all (500 more)');
  });

  it('names a listed file that does not exist', async () => {
    const o = await runSpec({ kind: 'total-min-bytes', files: ['index.html', 'style.css'], bytes: 10 }, memoryContext({ files }));
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('style.css: not found; index.html: 3000 bytes (need 10 in all)');
  });
});

describe('total-min-bytes, table', () => {
  checkTester(totalMinBytes).table([
    {
      name: 'the files together are long enough',
      spec: { files: ['a.txt', 'b.txt'], bytes: 6 },
      files: { 'a.txt': 'abc', 'b.txt': 'def' },
      passes: true,
    },
    {
      name: 'the files together are too short',
      spec: { files: ['a.txt', 'b.txt'], bytes: 7 },
      files: { 'a.txt': 'abc', 'b.txt': 'def' },
      passes: false,
    },
  ]);
});
