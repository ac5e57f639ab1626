import { describe, expect, it } from 'vitest';
import { runCheck } from '../src/checks/registry.js';
import { checkContext } from '../src/checks/context.js';
import { outputSubject } from '../src/subject/output.js';
import { findJsonError, jsonPointerOffset, lineAndColumn, parseJson } from '../src/subject/json.js';
import { allAdded, memoryContext } from './helpers/memory-subject.js';

const onOutput = (output: string) => checkContext(outputSubject(output));

describe('parseJson', () => {
  it.each([
    ['', 1, 1, 'unexpected end of input, expected a value'],
    ['{"a": [1, 2,\n', 2, 1, 'unexpected end of input, expected a value'],
    ['{\n  "a": 1,\n}\n', 2, 9, 'trailing comma before "}"'],
    ['[1, 2,]', 1, 6, 'trailing comma before "]"'],
    ['{\r\n  "a": 1,\r\n}', 2, 9, 'trailing comma before "}"'],
    ['{\n  // note\n  "a": 1\n}', 2, 3, 'comments are not allowed in JSON'],
    ['{"a": 1 /* c */}', 1, 9, 'comments are not allowed in JSON'],
    ['\uFEFF{"a": 1}', 1, 1, 'a byte order mark (U+FEFF) is not allowed in JSON'],
    ['{"a": NaN}', 1, 7, 'NaN is not valid JSON'],
    ['[-Infinity]', 1, 2, 'Infinity is not valid JSON'],
    ["{'a': 1}", 1, 2, 'property names must use double quotes'],
    ['{"a": \'x\'}', 1, 7, 'strings must use double quotes'],
    ['{a: 1}', 1, 2, 'expected a double-quoted property name, found "a"'],
    ['{"a": "one\ntwo"}', 1, 11, 'line break inside a string (write it as \\n)'],
    ['["abc', 1, 2, 'unterminated string'],
    ['["\\q"]', 1, 3, 'invalid escape "\\q"'],
    ['[012]', 1, 2, 'invalid number "012"'],
    ['[1.]', 1, 2, 'invalid number "1."'],
    ['{"a" 1}', 1, 6, 'expected ":" after the property name, found "1"'],
    ['{"a": 1 "b": 2}', 1, 9, 'expected "," or "}" after a property value, found "\\""'],
    ['[1 2]', 1, 4, 'expected "," or "]" after an array element, found "2"'],
    ['{"a": 1}\n{"b": 2}', 2, 1, 'unexpected "{" after the JSON value'],
    ['{"a": tru}', 1, 7, 'unexpected word "tru", expected a value (strings need double quotes)'],
  ])('%j fails at %i:%i with %j', (text, line, column, message) => {
    expect(parseJson(text)).toEqual({ ok: false, line, column, message });
  });

  it('returns the value of valid JSON', () => {
    expect(parseJson(' {"a": [1, -2.5e3, true, null, "\\u00e9\\n"]} \n')).toEqual({ ok: true, value: { a: [1, -2500, true, null, 'é\n'] } });
  });

  it('agrees with JSON.parse on every one-character mutation of a document', () => {
    const doc = '{"name": "x\\"y", "list": [1, -2.5e+3, true, false, null, {"k": []}], "u": "\\u0041"}';
    const inserts = ['"', ',', ':', '}', ']', '{', '[', ' ', '0', '-', '.', 'e', '\\', '/', 'x', '\n'];
    let mutations = 0;
    for (let i = 0; i <= doc.length; i++) {
      const variants = [doc.slice(0, i) + doc.slice(i + 1), ...inserts.map((c) => doc.slice(0, i) + c + doc.slice(i))];
      for (const text of variants) {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(findJsonError(text) === undefined, JSON.stringify(text)).toBe(valid);
        mutations++;
      }
    }
    expect(mutations).toBeGreaterThan(1000);
  });

  it('finds where a JSON pointer points', () => {
    const text = '{\n  "a": {"b/c": [10, {"d~e": 2}]},\n  "a": {"x": 1},\n  "list": [\n    "zero",\n    "one"\n  ]\n}';
    const at = (pointer: string) => {
      const offset = jsonPointerOffset(text, pointer);
      return offset === undefined ? undefined : lineAndColumn(text, offset);
    };
    expect(at('')).toEqual({ line: 1, column: 1 });
    expect(at('/list/1')).toEqual({ line: 6, column: 5 });
    // Of duplicate keys, the last is the one JSON.parse keeps.
    expect(at('/a/x')).toEqual({ line: 3, column: 14 });
    expect(jsonPointerOffset('{"a": {"b/c": [10, {"d~e": 2}]}}', '/a/b~1c/1/d~0e')).toBe(27);
    expect(at('/missing')).toBeUndefined();
    expect(at('/list/9')).toBeUndefined();
  });
});

describe('json-valid', () => {
  it('passes valid JSON', async () => {
    expect(await runCheck({ kind: 'json-valid', scope: 'tree' }, onOutput('{"ok": true}\n'))).toEqual({ status: 'pass', evidence: 'output: valid JSON' });
  });

  it('fails with line, column and the offending line, also where V8 gives no position', async () => {
    const outcome = await runCheck({ kind: 'json-valid', scope: 'tree' }, onOutput('{\n  "a": [1, 2],\n  "b": 3,\n}\n'));
    expect(outcome).toMatchObject({
      status: 'fail',
      evidence: 'output:3:9: invalid JSON: trailing comma before "}"',
      location: { path: 'output', line: 3, quote: '  "b": 3,' },
    });
    const cutOff = await runCheck({ kind: 'json-valid', scope: 'tree' }, onOutput('{\n  "a": [1, 2'));
    expect(cutOff).toMatchObject({ status: 'fail', evidence: 'output:2:13: invalid JSON: unexpected end of input, expected "," or "]"' });
  });

  it('quotes the offending line from the whole file under scope: added', async () => {
    const ctx = memoryContext(allAdded({ 'a.json': '{\n  "a": 1\n  "b": 2\n}\n' }));
    const outcome = await runCheck({ kind: 'json-valid', scope: 'added', files: '*.json' }, ctx);
    expect(outcome.location).toEqual({ path: 'a.json', line: 3, quote: '  "b": 2' });
  });
});

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
    const outcome = await runCheck({ kind: 'json-schema', schema: draft07, scope: 'tree' }, onOutput('{"name": "a", "items": [{"id": 1}]}'));
    expect(outcome).toEqual({ status: 'pass', evidence: 'output: valid against the schema' });
  });

  it('names each violation with its JSON pointer and line', async () => {
    const doc = '{\n  "name": 7,\n  "email": "not-an-email",\n  "items": [\n    {"id": 1},\n    {"id": "two"},\n    {}\n  ],\n  "extra": true\n}\n';
    const outcome = await runCheck({ kind: 'json-schema', schema: draft07, scope: 'tree' }, onOutput(doc));
    expect(outcome.status).toBe('fail');
    for (const part of [
      '/name: must be string (line 2)',
      '/email: must match format "email" (line 3)',
      '/items/1/id: must be integer (line 6)',
      "/items/2: must have required property 'id' (line 7)",
      '(root): must NOT have additional properties (extra) (line 9)',
    ]) {
      expect(outcome.evidence).toContain(part);
    }
    // In document order, so the location is the first of them.
    expect(outcome.evidence).toMatch(/^output: 5 schema violation\(s\): \/name: must be string \(line 2\); \/email/);
    expect(outcome.location).toEqual({ path: 'output', line: 2, quote: '  "name": 7,' });
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
    expect(bad.evidence).toContain('/0: must be string (line 2)');
    expect(bad.evidence).toContain('(root): must NOT have more than 2 items');
    // Under draft-07 rules `prefixItems` means nothing and `items: false` forbids every item.
    const as07 = await runCheck({ kind: 'json-schema', schema: { ...schema, $schema: 'http://json-schema.org/draft-07/schema#' }, scope: 'tree' }, onOutput('["a", 1]'));
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
      expect(r, $schema).toMatchObject({ status: 'fail', evidence: 'output: 1 schema violation(s): (root): must be object (line 1)' });
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
    expect(await run('schemas/app.schema.json')).toMatchObject({ status: 'fail', evidence: 'config/app.json: 1 schema violation(s): /port: must be integer (line 1)' });
    expect(await run('schemas/none.json')).toMatchObject({ status: 'misconfigured', evidence: expect.stringContaining('schema schemas/none.json not found at the base commit') });
    expect(await run('schemas/broken.json')).toMatchObject({ status: 'misconfigured', evidence: expect.stringContaining('schemas/broken.json:1: invalid JSON: trailing comma') });
    expect(await run('schemas/wrong.json')).toMatchObject({ status: 'misconfigured', evidence: expect.stringContaining('the JSON Schema does not compile') });
  });

  it('fails invalid JSON with its location before validating', async () => {
    const outcome = await runCheck({ kind: 'json-schema', schema: { type: 'object' }, scope: 'tree' }, onOutput('{\n  "a": 1,,\n}'));
    expect(outcome).toMatchObject({ status: 'fail', evidence: 'output:2:10: invalid JSON: expected a double-quoted property name, found ","', location: { line: 2, quote: '  "a": 1,,' } });
  });
});
