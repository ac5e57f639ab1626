import { describe, expect, it } from 'vitest';
import { runCheck } from '../../../src/checks/registry.js';
import { checkContext } from '../../../src/checks/context.js';
import { outputSubject } from '../../../src/subject/output.js';
import { allAdded, memoryContext } from '../../support/memory-subject.js';
import { jsonSchema } from '../../../src/checks/kinds/json-schema.js';
import { checkTester } from '../../support/check-tester.js';

const onOutput = (output: string) => checkContext(outputSubject(output));

describe('json-schema', () => {
  const draft07 = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    required: ['name', 'items'],
    additionalProperties: false,
    properties: {
      name: { type: 'string' },
      email: { type: 'string', format: 'email' },
      items: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
    },
  };

  it('passes a document that satisfies a draft-07 schema', async () => {
    const outcome = await runCheck(
      { kind: 'json-schema', schema: draft07, scope: 'tree' },
      onOutput('{"name": "a", "items": [{"id": 1}]}'),
    );
    expect(outcome).toEqual({
      status: 'pass',
      evidence: 'output: valid against the schema',
      location: { path: 'output', line: 1, quote: '{"name": "a", "items": [{"id": 1}]}' },
    });
  });

  it('names each violation with its JSON pointer and line', async () => {
    const doc =
      '{\n  "name": 7,\n  "email": "not-an-email",\n  "items": [\n    {"id": 1},\n    {"id": "two"},\n    {}\n  ],\n  "extra": true\n}\n';
    const outcome = await runCheck({ kind: 'json-schema', schema: draft07, scope: 'tree' }, onOutput(doc));
    expect(outcome.status).toBe('fail');
    for (const part of [
      'output:2:11: schema violation: /name: must be string',
      'output:3:12: schema violation: /email: must match format "email"',
      'output:6:12: schema violation: /items/1/id: must be integer',
      "output:7:5: schema violation: /items/2: must have required property 'id'",
      'output:9:12: schema violation: (root): must NOT have additional properties (extra)',
    ]) {
      expect(outcome.evidence).toContain(part);
    }
    // In document order, so the location is the first of them.
    expect(outcome.evidence).toMatch(/^output:2:11: schema violation: \/name: must be string\noutput:3:12: /);
    expect(outcome.findings).toHaveLength(5);
    expect(outcome.location).toEqual({ path: 'output', line: 2, column: 11, quote: '  "name": 7,' });
  });

  it('validates with the 2020-12 dialect when the schema declares it', async () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'array',
      prefixItems: [{ type: 'string' }, { type: 'number' }],
      items: false,
      $defs: { point: { type: 'object', properties: { x: { type: 'number' } }, unevaluatedProperties: false } },
    };
    const ok = await runCheck({ kind: 'json-schema', schema, scope: 'tree' }, onOutput('["a", 1]'));
    expect(ok.status).toBe('pass');
    const bad = await runCheck({ kind: 'json-schema', schema, scope: 'tree' }, onOutput('[\n  1,\n  2,\n  3\n]'));
    expect(bad.status).toBe('fail');
    expect(bad.evidence).toContain('output:2:3: schema violation: /0: must be string');
    expect(bad.evidence).toContain('(root): must NOT have more than 2 items');
    // Under draft-07 rules `prefixItems` means nothing and `items: false` forbids every item.
    const as07 = await runCheck(
      { kind: 'json-schema', schema: { ...schema, $schema: 'http://json-schema.org/draft-07/schema#' }, scope: 'tree' },
      onOutput('["a", 1]'),
    );
    expect(as07.status).toBe('fail');
  });

  it('applies unevaluatedProperties under 2020-12 and the draft-06 and 2019-09 dialects compile', async () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      allOf: [{ properties: { a: { type: 'number' } } }],
      unevaluatedProperties: false,
    };
    const outcome = await runCheck({ kind: 'json-schema', schema, scope: 'tree' }, onOutput('{"a": 1,\n "b": 2}'));
    expect(outcome).toMatchObject({ status: 'fail', evidence: expect.stringContaining('(root): must NOT have unevaluated properties') });
    for (const $schema of ['http://json-schema.org/draft-06/schema#', 'https://json-schema.org/draft/2019-09/schema']) {
      const r = await runCheck({ kind: 'json-schema', schema: { $schema, type: 'object' }, scope: 'tree' }, onOutput('[]'));
      expect(r, $schema).toMatchObject({ status: 'fail', evidence: 'output:1:1: schema violation: (root): must be object' });
    }
  });

  it('reads the schema from a file at the head, and says when it is missing or broken', async () => {
    const files = {
      'config/app.json': '{"port": "80"}',
      'schemas/app.schema.json': '{"type": "object", "properties": {"port": {"type": "integer"}}}',
      'schemas/broken.json': '{"type": "object",}',
      'schemas/wrong.json': '{"type": "no-such-type"}',
    };
    const ctx = () => memoryContext(allAdded(files));
    const run = (schema: string) => runCheck({ kind: 'json-schema', files: 'config/*.json', schema, scope: 'tree' }, ctx());
    expect(await run('schemas/app.schema.json')).toMatchObject({
      status: 'fail',
      evidence: 'config/app.json:1:10: schema violation: /port: must be integer',
    });
    expect(await run('schemas/none.json')).toMatchObject({
      status: 'misconfigured',
      evidence: expect.stringContaining('schema schemas/none.json not found at the base commit'),
    });
    expect(await run('schemas/broken.json')).toMatchObject({
      status: 'misconfigured',
      evidence: expect.stringContaining('schemas/broken.json:1: invalid JSON: trailing comma'),
    });
    expect(await run('schemas/wrong.json')).toMatchObject({
      status: 'misconfigured',
      evidence: expect.stringContaining('the JSON Schema does not compile'),
    });
  });

  it('fails invalid JSON with its location before validating', async () => {
    const outcome = await runCheck({ kind: 'json-schema', schema: { type: 'object' }, scope: 'tree' }, onOutput('{\n  "a": 1,,\n}'));
    expect(outcome).toMatchObject({
      status: 'fail',
      evidence: 'output:2:10: invalid JSON: expected a double-quoted property name, found ","',
      location: { line: 2, quote: '  "a": 1,,' },
    });
  });
});

describe('json-schema, table', () => {
  checkTester(jsonSchema).table([
    {
      name: 'the document satisfies the schema',
      spec: { files: '*.json', schema: { type: 'object', required: ['a'] } },
      files: { 'c.json': '{"a": 1}' },
      passes: true,
    },
    {
      name: 'a required property is missing',
      spec: { files: '*.json', schema: { type: 'object', required: ['a'] } },
      files: { 'c.json': '{"b": 1}' },
      passes: false,
      evidence: 'c.json',
    },
  ]);
});

describe('json-schema, JSONC and every failing file', () => {
  const schema = { type: 'object', properties: { port: { type: 'integer' } } };
  it('reads a tsconfig-style file as JSONC, and names every failing file with line and column', async () => {
    const tester = checkTester(jsonSchema);
    const ok = await tester.run({ files: '**/*.json', schema }, { files: { 'tsconfig.json': '{\n  // c\n  "port": 1,\n}\n' } });
    expect(ok.status).toBe('pass');
    const bad = await tester.run(
      { files: '**/*.json', schema },
      { files: { 'a.json': '{"port": "x"}', 'b.json': '{"port": 1,}', 'c.json': '{"port": 2}' } },
    );
    expect(bad.findings).toEqual([
      { path: 'a.json', line: 1, column: 10, message: 'schema violation: /port: must be integer', quote: '{"port": "x"}' },
      { path: 'b.json', line: 1, column: 11, message: 'invalid JSON: trailing comma before "}"', quote: '{"port": 1,}' },
    ]);
  });
});
