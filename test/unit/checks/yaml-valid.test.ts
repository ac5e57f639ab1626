import { describe, expect, it } from 'vitest';
import { memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';

describe('yaml-valid', () => {
  it('passes valid YAML, every document of a stream', async () => {
    const ctx = memoryContext({ files: { 'a.yml': 'a: 1\n---\nb: [1, 2]\n' }, changes: [{ path: 'a.yml' }] });
    expect(await runSpec({ kind: 'yaml-valid', files: '**/*.yml' }, ctx)).toEqual({ passed: true, evidence: 'a.yml: valid YAML' });
  });

  it('fails on an error in a later document, with its line and column', async () => {
    const text = 'a: 1\n---\nb: 2\nc: d: e\n';
    const ctx = memoryContext({ files: { 'ci.yaml': text }, changes: [{ path: 'ci.yaml' }] });
    const o = await runSpec({ kind: 'yaml-valid', files: '**/*.{yml,yaml}' }, ctx);
    expect(o.passed).toBe(false);
    expect(o.evidence).toBe('ci.yaml:4:4: invalid YAML: Nested mappings are not allowed in compact mappings');
    expect(o.location).toEqual({ path: 'ci.yaml', line: 4, quote: 'c: d: e' });
    expect(o.fix).toBe('Fix the YAML syntax in ci.yaml:4 (column 4)');
  });

  it('reports a duplicate key', async () => {
    const ctx = memoryContext({ files: { 'x.yml': 'name: a\nname: b\n' }, changes: [{ path: 'x.yml' }] });
    const o = await runSpec({ kind: 'yaml-valid' }, ctx);
    expect(o.evidence).toBe('x.yml:2:1: invalid YAML: Map keys must be unique');
  });

  it('checks only changed files by default, and tree files with scope: tree', async () => {
    const files = { 'broken.yml': 'a: [\n', 'ok.yml': 'a: 1\n' };
    const ctx = memoryContext({ files, changes: [{ path: 'ok.yml' }] });
    expect((await runSpec({ kind: 'yaml-valid', files: '*.yml' }, ctx)).passed).toBe(true);
    expect((await runSpec({ kind: 'yaml-valid', files: '*.yml', scope: 'tree' }, ctx)).evidence).toMatch(/^broken\.yml:/);
  });

  it('does not parse a binary-looking file as text, and does not pass it either: it fails naming the file (spec §7)', async () => {
    const ctx = memoryContext({ files: { 'data.yml': new Uint8Array([0x61, 0, 0x3a, 0x5b]) }, changes: [{ path: 'data.yml' }] });
    const o = await runSpec({ kind: 'yaml-valid' }, ctx);
    expect(o).toMatchObject({ passed: false, location: { path: 'data.yml' } });
    expect(o.evidence).toMatch(/data\.yml: binary-looking \(a NUL byte at offset 1\)/);
  });
});

describe('total-min-bytes', () => {
  const files = { 'index.html': 'x'.repeat(3000), 'game.js': 'y'.repeat(2500) };

  it('sums the listed files', async () => {
    const o = await runSpec({ kind: 'total-min-bytes', files: ['index.html', 'game.js'], bytes: 5120 }, memoryContext({ files }));
    expect(o).toEqual({ passed: true, evidence: 'game.js: 2500 + index.html: 3000 = 5500 bytes (≥ 5120)' });
  });

  it('fails when the sum is short, saying how much more is needed', async () => {
    const o = await runSpec({ kind: 'totalMinBytes', files: ['index.html', 'game.js'], bytes: 6000 }, memoryContext({ files }));
    expect(o.passed).toBe(false);
    expect(o.evidence).toBe('game.js: 2500 + index.html: 3000 = 5500 bytes (need 6000 in all)');
    expect(o.fix).toBe('Grow index.html, game.js to at least 6000 bytes in all (500 more)');
  });

  it('names a listed file that does not exist', async () => {
    const o = await runSpec({ kind: 'total-min-bytes', files: ['index.html', 'style.css'], bytes: 10 }, memoryContext({ files }));
    expect(o.passed).toBe(false);
    expect(o.evidence).toBe('style.css: not found; index.html: 3000 bytes (need 10 in all)');
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

describe('css-min-bytes', () => {
  const html = [
    '<!doctype html><html><head>',
    '<style>body { margin: 0 }</style>',
    '<link rel="stylesheet" href="css/main.css?v=2">',
    "<link rel='icon' href='favicon.css'>",
    '<link href=https://cdn.example/x.css rel=stylesheet>',
    '</head><body></body></html>',
  ].join('\n');

  it('counts <style> blocks, linked local stylesheets and standalone .css files, each once', async () => {
    const files = { 'site/index.html': html, 'site/css/main.css': 'a{color:red}\n'.repeat(10), 'site/css/extra.css': 'p{}' };
    const o = await runSpec({ kind: 'css-min-bytes', bytes: 150 }, memoryContext({ files }));
    expect(o).toEqual({
      passed: true,
      evidence: '151 bytes of CSS: site/css/extra.css: 3, site/css/main.css: 130, site/index.html <style> ×1: 18 (≥ 150)',
    });
  });

  it('finds a linked stylesheet outside the selected files, relative to the HTML file', async () => {
    const files = { 'site/index.html': html, 'site/css/main.css': 'a{color:red}\n' };
    const o = await runSpec({ kind: 'cssMinBytes', file: 'site/index.html', bytes: 20 }, memoryContext({ files }));
    expect(o.evidence).toBe('31 bytes of CSS: site/index.html <style> ×1: 18, site/css/main.css (linked from site/index.html): 13 (≥ 20)');
  });

  it('fails when short, naming a linked stylesheet that is missing', async () => {
    const o = await runSpec({ kind: 'css-min-bytes', bytes: 1024 }, memoryContext({ files: { 'site/index.html': html } }));
    expect(o.passed).toBe(false);
    expect(o.evidence).toBe('18 bytes of CSS: site/index.html <style> ×1: 18; not found: site/css/main.css (linked from site/index.html) (need 1024)');
    expect(o.fix).toBe('Add the missing stylesheet(s) site/css/main.css (linked from site/index.html), or more CSS: at least 1024 bytes');
  });

  it('fails with no CSS at all', async () => {
    const o = await runSpec({ kind: 'css-min-bytes', bytes: 1 }, memoryContext({ files: { 'index.html': '<p>hi</p>' } }));
    expect(o.evidence).toBe('0 bytes of CSS (no <style> block, linked stylesheet or .css file found) (need 1)');
  });
});

describe('max-changed-lines', () => {
  const files = { 'src/a.ts': 'a\n', 'package-lock.json': '{}\n' };
  const changes = [
    { path: 'src/a.ts', status: 'modified' as const, additions: 120, deletions: 30 },
    { path: 'src/old.ts', status: 'deleted' as const, additions: 0, deletions: 400 },
    { path: 'package-lock.json', status: 'modified' as const, additions: 5000, deletions: 4000 },
  ];

  it('sums additions and deletions over changed files, deleted ones included, ignored ones left out', async () => {
    const ctx = memoryContext({ files, changes, ignore: ['**/*.lock', 'package-lock.json'] });
    expect(await runSpec({ kind: 'max-changed-lines', max: 600 }, ctx)).toEqual({ passed: true, evidence: '550 changed line(s) (+120 −430) in 2 file(s) (max 600)' });
  });

  it('fails over the limit and names the largest files', async () => {
    const o = await runSpec({ kind: 'max-changed-lines', max: 2000 }, memoryContext({ files, changes }));
    expect(o.passed).toBe(false);
    expect(o.evidence).toBe(
      '9550 changed line(s) (+5120 −4430) in 3 file(s), over the limit of 2000; largest: package-lock.json +5000 −4000, src/old.ts +0 −400, src/a.ts +120 −30',
    );
    expect(o.fix).toBe('Make the change smaller: at most 2000 changed lines (now 9550); split it into several pull requests');
  });
});
