import { describe, expect, it } from 'vitest';
import { memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { cssMinBytes } from '../../../src/checks/kinds/css-min-bytes.js';
import { checkTester } from '../../support/check-tester.js';

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
      status: 'pass',
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
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe(
      '18 bytes of CSS: site/index.html <style> ×1: 18; not found: site/css/main.css (linked from site/index.html) (need 1024)',
    );
    expect(o.fix).toBe('Add the missing stylesheet(s) site/css/main.css (linked from site/index.html), or more CSS: at least 1024 bytes');
  });

  it('fails with no CSS at all', async () => {
    const o = await runSpec({ kind: 'css-min-bytes', bytes: 1 }, memoryContext({ files: { 'index.html': '<p>hi</p>' } }));
    expect(o.evidence).toBe('0 bytes of CSS (no <style> block, linked stylesheet or .css file found) (need 1)');
  });
});

describe('css-min-bytes, table', () => {
  checkTester(cssMinBytes).table([
    {
      name: 'enough CSS in a style block',
      spec: { file: 'index.html', bytes: 10 },
      files: { 'index.html': '<style>body { color: red; }</style>' },
      passes: true,
    },
    { name: 'no CSS at all', spec: { file: 'index.html', bytes: 10 }, files: { 'index.html': '<p>hi</p>' }, passes: false },
  ]);
});
