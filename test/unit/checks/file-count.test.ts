import { describe, expect, it } from 'vitest';
import { memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { fileCount } from '../../../src/checks/file-count.js';
import { checkTester } from '../../support/check-tester.js';

describe('file-count', () => {
  const files = {
    'assets/a.png': new Uint8Array([0x89, 0x50, 0, 1]),
    'assets/sub/b.JPG': new Uint8Array([0xff, 0xd8, 0, 1]),
    'assets/readme.md': '# assets\n',
    'c.png': new Uint8Array([0x89, 0, 1]),
  };

  it('counts files with the extensions under dir, recursively and case-insensitively', async () => {
    const o = await runSpec({ kind: 'file-count', ext: ['png', '.jpg'], min: 2, dir: 'assets' }, memoryContext({ files }));
    expect(o).toEqual({ passed: true, evidence: '2 .png/.jpg file(s) under assets/: assets/a.png, assets/sub/b.JPG (≥ 2)' });
  });

  it('fails below min', async () => {
    const o = await runSpec({ kind: 'fileCount', ext: ['png', 'jpg', 'svg'], min: 3, dir: 'assets/' }, memoryContext({ files }));
    expect(o.passed).toBe(false);
    expect(o.evidence).toBe('2 .png/.jpg/.svg file(s) under assets/: assets/a.png, assets/sub/b.JPG (need at least 3)');
    expect(o.fix).toBe('Add 1 more .png/.jpg/.svg file(s) under assets/');
  });

  it('fails above max, counting the whole tree without dir', async () => {
    const o = await runSpec({ kind: 'file-count', ext: 'png', min: 0, max: 1 }, memoryContext({ files }));
    expect(o.passed).toBe(false);
    expect(o.evidence).toBe('2 .png file(s) in the tree: assets/a.png, c.png (at most 1 allowed)');
  });
});

describe('file-count, table', () => {
  checkTester(fileCount).table([
    { name: 'enough files with the extension', spec: { ext: 'png', min: 2 }, files: { 'a.png': 'x', 'b.PNG': 'y', 'c.txt': 'z' }, passes: true },
    { name: 'too few files', spec: { ext: 'png', min: 3 }, files: { 'a.png': 'x', 'b.png': 'y' }, passes: false },
    { name: 'too many files', spec: { ext: 'png', min: 0, max: 1 }, files: { 'a.png': 'x', 'b.png': 'y' }, passes: false },
  ]);
});
