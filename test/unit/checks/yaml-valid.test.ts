import { describe, expect, it } from 'vitest';
import { memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';
import { yamlValid } from '../../../src/checks/kinds/yaml-valid.js';
import { checkTester } from '../../support/check-tester.js';

describe('yaml-valid', () => {
  it('passes valid YAML, every document of a stream', async () => {
    const ctx = memoryContext({ files: { 'a.yml': 'a: 1\n---\nb: [1, 2]\n' }, changes: [{ path: 'a.yml' }] });
    expect(await runSpec({ kind: 'yaml-valid', files: '**/*.yml' }, ctx)).toEqual({
      status: 'pass',
      evidence: 'a.yml: valid YAML',
      location: { path: 'a.yml', line: 1, quote: 'a: 1' },
    });
  });

  it('fails on an error in a later document, with its line and column', async () => {
    const text = 'a: 1\n---\nb: 2\nc: d: e\n';
    const ctx = memoryContext({ files: { 'ci.yaml': text }, changes: [{ path: 'ci.yaml' }] });
    const o = await runSpec({ kind: 'yaml-valid', files: '**/*.{yml,yaml}' }, ctx);
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('ci.yaml:4:4: invalid YAML: Nested mappings are not allowed in compact mappings');
    expect(o.location).toEqual({ path: 'ci.yaml', line: 4, column: 4, quote: 'c: d: e' });
    expect(o.fix).toBe('Fix the YAML syntax at ci.yaml:4');
  });

  it('reports a duplicate key', async () => {
    const ctx = memoryContext({ files: { 'x.yml': 'name: a\nname: b\n' }, changes: [{ path: 'x.yml' }] });
    const o = await runSpec({ kind: 'yaml-valid' }, ctx);
    expect(o.evidence).toBe('x.yml:2:1: invalid YAML: Map keys must be unique');
  });

  it('checks only changed files by default, and tree files with scope: tree', async () => {
    const files = { 'broken.yml': 'a: [\n', 'ok.yml': 'a: 1\n' };
    const ctx = memoryContext({ files, changes: [{ path: 'ok.yml' }] });
    expect((await runSpec({ kind: 'yaml-valid', files: '*.yml' }, ctx)).status).toBe('pass');
    expect((await runSpec({ kind: 'yaml-valid', files: '*.yml', scope: 'tree' }, ctx)).evidence).toMatch(/^broken\.yml:/);
  });

  it('does not parse a binary-looking file as text, and does not pass it either: it fails naming the file (spec §7)', async () => {
    const ctx = memoryContext({ files: { 'data.yml': new Uint8Array([0x61, 0, 0x3a, 0x5b]) }, changes: [{ path: 'data.yml' }] });
    const o = await runSpec({ kind: 'yaml-valid' }, ctx);
    expect(o).toMatchObject({ status: 'fail', location: { path: 'data.yml' } });
    expect(o.evidence).toMatch(/data\.yml: binary-looking \(a NUL byte at offset 1\)/);
  });
});

describe('yaml-valid, table', () => {
  checkTester(yamlValid).table([
    { name: 'valid YAML', files: { 'a.yml': 'a: 1\n' }, passes: true },
    { name: 'invalid YAML', files: { 'a.yml': 'a: [\n' }, passes: false, evidence: 'a.yml' },
  ]);
});

describe('yaml-valid names every failing file (issue 24.2)', () => {
  it('two invalid files are both findings, with line, column and the parser message', async () => {
    const files = { 'b.yml': 'x: [\n', 'a.yml': 'ok: 1\nname: a\nname: b\n', 'fine.yml': 'a: 1\n' };
    const o = await runSpec({ kind: 'yaml-valid' }, memoryContext({ files, changes: Object.keys(files).map((path) => ({ path })) }));
    expect(o).toMatchObject({
      status: 'fail',
      findings: [
        { path: 'a.yml', line: 3, column: 1, message: 'invalid YAML: Map keys must be unique', quote: 'name: b' },
        { path: 'b.yml', line: expect.any(Number), column: expect.any(Number), message: expect.stringMatching(/^invalid YAML: /) },
      ],
      fix: expect.stringMatching(/^Fix the YAML syntax at a\.yml:3, b\.yml:\d+$/),
    });
  });
});
