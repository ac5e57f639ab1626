import { describe, expect, it } from 'vitest';
import { CheckSpecSchema } from '../../../src/checks/registry.js';
import { ConfigError, parseConfig } from '../../../src/config/index.js';
import type { CheckStatus } from '../../../src/contract/outcome.js';
import { memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { fileCount } from '../../../src/checks/kinds/file-count.js';
import { checkTester } from '../../support/check-tester.js';

const PATH = '.github/critic-gate.yml';

const configError = (text: string, path = PATH): string => {
  try {
    parseConfig(text, path);
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
  throw new Error('expected a config error');
};

describe('file-count options are checked when the config is read', () => {
  it.each<[string, Record<string, unknown>, { path: string[]; message: unknown }[]]>([
    ['min only', { min: 3 }, []],
    ['max equal to min', { min: 2, max: 2 }, []],
    ['max above min', { min: 1, max: 4 }, []],
    ['min 0, max 0: no such files', { min: 0, max: 0 }, []],
    ['max below min', { min: 3, max: 1 }, [{ path: ['max'], message: 'must be at least min (3), got 1' }]],
    ['max 0 below min 1', { min: 1, max: 0 }, [{ path: ['max'], message: 'must be at least min (1), got 0' }]],
    // One problem per field: a negative max is reported as such, not also as below min.
    ['negative max', { min: 1, max: -1 }, [{ path: ['max'], message: expect.stringContaining('>=0') }]],
  ])('%s', (_name, options, issues) => {
    const parsed = CheckSpecSchema.safeParse({ kind: 'file-count', ext: 'png', ...options });
    expect(parsed.success).toBe(issues.length === 0);
    if (issues.length > 0) expect(parsed.error?.issues).toMatchObject(issues);
  });

  it.each<[string, string, string, string]>([
    [
      'a gate check',
      PATH,
      'version: 1\ngate:\n  - {kind: file-count, ext: png, min: 3, max: 1}\n',
      `${PATH}:3:47: gate[0].max: must be at least min (3), got 1`,
    ],
    [
      'under its camelCase alias',
      PATH,
      'version: 1\ngate:\n  - kind: fileCount\n    ext: [png, jpg]\n    min: 5\n    max: 2\n',
      `${PATH}:6:10: gate[0].max: must be at least min (5), got 2`,
    ],
    [
      'a deterministic assertion',
      PATH,
      'version: 1\nassertions:\n  - id: images\n    text: enough images\n    check: {kind: file-count, ext: png, min: 2, max: 1}\n',
      `${PATH}:5:54: assertions[0].check.max: must be at least min (2), got 1`,
    ],
    [
      'a JSON config',
      'c.json',
      '{\n  "version": 1,\n  "gate": [{"kind": "file-count", "ext": "png", "min": 4,\n    "max": 3}]\n}\n',
      'c.json:4:12: gate[0].max: must be at least min (4), got 3',
    ],
  ])('is a config error naming file, line and field: %s', (_name, path, text, message) => {
    expect(configError(text, path)).toBe(message);
  });
});

describe('file-count counts', () => {
  const files = {
    'assets/a.png': new Uint8Array([0x89, 0x50, 0, 1]),
    'assets/b.png': new Uint8Array([0x89, 0x50, 0, 2]),
    'assets/c.svg': '<svg/>\n',
    'logo.png': new Uint8Array([0x89, 0, 1]),
  };

  it.each<[string, Record<string, unknown>, CheckStatus, string]>([
    ['exactly min = max', { ext: 'png', min: 3, max: 3 }, 'pass', '3 .png file(s) in the tree: assets/a.png, assets/b.png, logo.png (3–3)'],
    [
      'at least min',
      { ext: ['png', 'svg'], min: 4 },
      'pass',
      '4 .png/.svg file(s) in the tree: assets/a.png, assets/b.png, assets/c.svg, logo.png (≥ 4)',
    ],
    [
      'under dir',
      { ext: 'png', min: 2, max: 2, dir: './assets/' },
      'pass',
      '2 .png file(s) under assets/: assets/a.png, assets/b.png (2–2)',
    ],
    ['below min', { ext: 'svg', min: 2 }, 'fail', '1 .svg file(s) in the tree: assets/c.svg (need at least 2)'],
    [
      'above max',
      { ext: 'png', min: 0, max: 1 },
      'fail',
      '3 .png file(s) in the tree: assets/a.png, assets/b.png, logo.png (at most 1 allowed)',
    ],
    ['none allowed, none there', { ext: 'gif', min: 0, max: 0 }, 'pass', '0 .gif file(s) in the tree (0–0)'],
  ])('%s', async (_name, options, status, evidence) => {
    const o = await runSpec({ kind: 'file-count', ...options }, memoryContext({ files }));
    expect(o).toMatchObject({ status, evidence });
    if (status !== 'pass') expect(o.fix).toEqual(expect.any(String));
  });
});

describe('file-count', () => {
  const files = {
    'assets/a.png': new Uint8Array([0x89, 0x50, 0, 1]),
    'assets/sub/b.JPG': new Uint8Array([0xff, 0xd8, 0, 1]),
    'assets/readme.md': '# assets\n',
    'c.png': new Uint8Array([0x89, 0, 1]),
  };

  it('counts files with the extensions under dir, recursively and case-insensitively', async () => {
    const o = await runSpec({ kind: 'file-count', ext: ['png', '.jpg'], min: 2, dir: 'assets' }, memoryContext({ files }));
    expect(o).toEqual({ status: 'pass', evidence: '2 .png/.jpg file(s) under assets/: assets/a.png, assets/sub/b.JPG (≥ 2)' });
  });

  it('fails below min', async () => {
    const o = await runSpec({ kind: 'fileCount', ext: ['png', 'jpg', 'svg'], min: 3, dir: 'assets/' }, memoryContext({ files }));
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('2 .png/.jpg/.svg file(s) under assets/: assets/a.png, assets/sub/b.JPG (need at least 3)');
    expect(o.fix).toBe('Add 1 more .png/.jpg/.svg file(s) under assets/');
  });

  it('fails above max, counting the whole tree without dir', async () => {
    const o = await runSpec({ kind: 'file-count', ext: 'png', min: 0, max: 1 }, memoryContext({ files }));
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('2 .png file(s) in the tree: assets/a.png, c.png (at most 1 allowed)');
  });
});

describe('file-count, table', () => {
  checkTester(fileCount).table([
    {
      name: 'enough files with the extension',
      spec: { ext: 'png', min: 2 },
      files: { 'a.png': 'x', 'b.PNG': 'y', 'c.txt': 'z' },
      passes: true,
    },
    { name: 'too few files', spec: { ext: 'png', min: 3 }, files: { 'a.png': 'x', 'b.png': 'y' }, passes: false },
    { name: 'too many files', spec: { ext: 'png', min: 0, max: 1 }, files: { 'a.png': 'x', 'b.png': 'y' }, passes: false },
  ]);
});
