import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configJsonSchema } from '../../../src/config/json-schema.js';
import { schemaCompiler } from '../../../src/subject/json-schema-compile.js';

const committed = new URL('../../../schema/critic-gate.schema.json', import.meta.url);
const generated = `${JSON.stringify(configJsonSchema(), null, 2)}\n`;

describe('schema/critic-gate.schema.json', () => {
  // UPDATE_SCHEMA=1 npx vitest run test/unit/config/json-schema.test.ts rewrites the committed file.
  it('is the schema generated from the code', async () => {
    if (process.env['UPDATE_SCHEMA'] === '1') await writeFile(committed, generated);
    expect(await readFile(committed, 'utf8'), 'run: UPDATE_SCHEMA=1 npx vitest run test/unit/config/json-schema.test.ts').toBe(generated);
  });

  const validate = schemaCompiler(undefined)(configJsonSchema());
  const example = async () =>
    parse(await readFile(new URL('../../fixtures/config/spec-example.yml', import.meta.url), 'utf8')) as Record<string, unknown>;

  it('accepts the example of spec §4 and camelCase kinds', async () => {
    expect(validate(await example()), JSON.stringify(validate.errors)).toBe(true);
    expect(
      validate({
        version: 1,
        gate: [
          { kind: 'cssMinBytes', bytes: 1 },
          { kind: 'fileCount', ext: ['png'], min: 1 },
        ],
      }),
    ).toBe(true);
  });

  it('rejects what parseConfig rejects: unknown kinds and unknown fields', () => {
    expect(validate({ version: 1, gate: [{ kind: 'json-vlaid' }] })).toBe(false);
    expect(validate({ version: 1, gate: [{ kind: 'min-bytes', bytes: 1, byts: 2 }] })).toBe(false);
    expect(validate({ version: 1, judge: { gpu: true } })).toBe(false);
    expect(validate({ version: 1, gate: [{ kind: 'gotchas', file: 'g.md', files: 'x' }] })).toBe(false);
  });

  it('tells editors what each check does', () => {
    type Check = { title: string; description: string; properties: Record<string, { description?: string }> };
    const schema = configJsonSchema() as { $id: string; properties: { gate: { items: { $ref: string } } }; $defs: Record<string, Check> };
    expect(schema.$id).toMatch(/^https:\/\/unpkg\.com\/critic-gate@[\d.]+\/schema\/critic-gate\.schema\.json$/);
    expect(schema.properties.gate.items.$ref).toBe('#/$defs/check');
    const checks = Object.entries(schema.$defs)
      .filter(([k]) => k.startsWith('check-'))
      .map(([, v]) => v);
    const minBytes = schema.$defs['check-min-bytes'];
    expect(minBytes?.description).toBe('Every selected file is at least `bytes` long.');
    expect(minBytes?.properties['scope']?.description).toMatch(/^tree: every file at the head/);
    expect(checks.length).toBeGreaterThan(10);
    expect(checks.every((c) => typeof c.description === 'string' && c.description.length > 0)).toBe(true);
  });

  it('is discriminated by kind: one mistake, one precise error (not one per kind)', () => {
    const check = (item: object) => {
      validate({ version: 1, gate: [item] });
      return (validate.errors ?? []).filter((e) => e.keyword !== 'if');
    };
    const typo = check({ kind: 'min-bytes', file: 'README.md', byts: 200, bytes: 1 });
    expect(typo).toHaveLength(1);
    expect(typo[0]).toMatchObject({ instancePath: '/gate/0', keyword: 'additionalProperties', params: { additionalProperty: 'byts' } });
    const unknown = check({ kind: 'json-vlaid' });
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ instancePath: '/gate/0/kind', keyword: 'enum' });
    expect(check({ kind: 'minBytes', bytes: 1 })).toEqual([]);
  });

  it('rejects what the CLI rejects where JSON Schema can say it: file with files, a pattern that does not compile', () => {
    expect(validate({ version: 1, gate: [{ kind: 'contains', file: 'a', files: 'b', pattern: 'x' }] })).toBe(false);
    expect(validate({ version: 1, gate: [{ kind: 'contains', files: 'b', pattern: '(' }] })).toBe(false);
    expect(validate({ version: 1, gate: [{ kind: 'contains', files: 'b', pattern: 'a+' }] })).toBe(true);
  });
});
