import { describe, expect, it } from 'vitest';
import { CheckSpecSchema, checkKinds, definitionOf, textCheckKinds, type CheckKindName } from '../../../src/checks/registry.js';
import { memoryContext } from '../../support/memory-subject.js';
import { runSpec } from '../../support/run-check.js';

describe('default scopes (spec §4)', () => {
  const changed: CheckKindName[] = ['syntax', 'json-valid', 'yaml-valid', 'json-schema', 'no-placeholders', 'not-contains'];
  const tree: CheckKindName[] = ['min-bytes', 'total-min-bytes', 'file-count', 'css-min-bytes', 'sniff', 'contains', 'required-sections'];
  it.each(changed)('%s reads changed files', (kind) => expect(definitionOf(kind).defaultScope).toBe('changed'));
  it.each(tree)('%s reads the tree', (kind) => expect(definitionOf(kind).defaultScope).toBe('tree'));
  it.each(['max-changed-lines', 'command', 'gotchas'] as const)('%s reads the change', (kind) =>
    expect(definitionOf(kind).defaultScope).toBe('changed'),
  );

  it('kinds that need a change, a tree or commands are not offered for a single output', () => {
    for (const kind of ['file-count', 'css-min-bytes', 'max-changed-lines', 'command', 'gotchas'])
      expect(textCheckKinds).not.toContain(kind);
    expect(textCheckKinds).toContain('yaml-valid');
  });
});

describe('scope in practice', () => {
  const files = { 'assets/old.png': new Uint8Array([0, 1]), 'assets/new.png': new Uint8Array([0, 2]), 'a.yml': 'x: 1\ny: [\n' };
  const changes = [{ path: 'assets/new.png' }, { path: 'a.yml', status: 'modified' as const, addedLines: [1] }];

  it('tree counts files the change did not touch; changed only those it did', async () => {
    const ctx = memoryContext({ files, changes });
    expect((await runSpec({ kind: 'file-count', ext: ['png'], min: 2 }, ctx)).status).toBe('pass');
    expect((await runSpec({ kind: 'file-count', ext: ['png'], min: 2, scope: 'changed' }, ctx)).evidence).toBe(
      '1 .png file(s) in the tree: assets/new.png (need at least 2)',
    );
  });

  it('a deleted file is not read, whatever the scope', async () => {
    const ctx = memoryContext({
      files: { 'b.yml': 'ok: 1\n' },
      changes: [{ path: 'gone.yml', status: 'deleted', deletions: 3 }, { path: 'b.yml' }],
    });
    expect(await runSpec({ kind: 'yaml-valid', scope: 'added' }, ctx)).toEqual({
      status: 'pass',
      evidence: 'b.yml: valid YAML',
      location: { path: 'b.yml', line: 1, quote: 'ok: 1' },
    });
  });
});

describe('ignore is applied first', () => {
  it('an ignored stylesheet is neither counted nor read through a link', async () => {
    const ctx = memoryContext({
      files: { 'index.html': '<link rel=stylesheet href="dist/app.css">', 'dist/app.css': 'x'.repeat(500), 'src/a.css': 'p{}' },
      ignore: ['dist/**'],
    });
    const o = await runSpec({ kind: 'css-min-bytes', bytes: 100 }, ctx);
    expect(o.status).toBe('fail');
    expect(o.evidence).toBe('3 bytes of CSS: src/a.css: 3; not found: dist/app.css (linked from index.html) (need 100)');
  });

  it('an ignored file listed by total-min-bytes is not found', async () => {
    const ctx = memoryContext({ files: { 'app.lock': 'x'.repeat(9000) }, ignore: ['*.lock'] });
    expect((await runSpec({ kind: 'total-min-bytes', files: ['app.lock'], bytes: 1 }, ctx)).evidence).toBe(
      'app.lock: not found (need 1 in all)',
    );
  });

  it('an ignored invalid YAML file is not checked', async () => {
    const ctx = memoryContext({ files: { 'vendor/x.yml': 'a: [\n' }, changes: [{ path: 'vendor/x.yml' }], ignore: ['vendor/**'] });
    expect((await runSpec({ kind: 'yaml-valid' }, ctx)).status).toBe('pass');
  });
});

describe('camelCase aliases', () => {
  it.each([
    ['minBytes', 'min-bytes', { file: 'a', bytes: 1 }],
    ['totalMinBytes', 'total-min-bytes', { files: ['a'], bytes: 1 }],
    ['fileCount', 'file-count', { ext: ['png'], min: 1 }],
    ['cssMinBytes', 'css-min-bytes', { bytes: 1 }],
  ])('%s is read as %s', (alias, kind, fields) => {
    expect(CheckSpecSchema.parse({ kind: alias, ...fields }).kind).toBe(kind);
  });

  it('an alias keeps its kind strict: unknown fields are still errors', () => {
    expect(CheckSpecSchema.safeParse({ kind: 'cssMinBytes', bytes: 1, byte: 2 }).success).toBe(false);
  });
});

describe('the union of kinds', () => {
  it('reads a check exactly as its kind’s own schema does: defaults, strictness and the problems it names', () => {
    const checks = [
      { kind: 'min-bytes', file: 'README.md', bytes: 10 },
      { kind: 'not-contains', pattern: 'TODO' },
      { kind: 'min-bytes', file: 'README.md' },
      { kind: 'yaml-valid', files: '**/*.yml', byts: 1 },
    ] as const;
    for (const check of checks) {
      const own = definitionOf(check.kind).schema.safeParse(check);
      const union = CheckSpecSchema.safeParse(check);
      expect(union.success).toBe(own.success);
      expect(union.data).toEqual(own.data);
      expect(union.error?.issues).toEqual(own.error?.issues);
    }
    expect(CheckSpecSchema.safeParse(checks[2]).success).toBe(false);
  });

  it('an unknown kind is one problem at `kind` listing every kind', () => {
    const unknown = CheckSpecSchema.safeParse({ kind: 'no-such-kind', file: 'a' });
    expect(unknown.error?.issues).toHaveLength(1);
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'invalid_union', path: ['kind'], options: checkKinds });
  });
});
