/**
 * Issue 40: a check kind is one file (and its test). src/checks/kind-list.ts, the table the registry
 * reads, is generated from the files of src/checks/kinds/ by scripts/kind-list.mjs: a kind file
 * added or removed without regenerating fails here, with the command that regenerates it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIND_LIST, KINDS_DIR, REGENERATE, kindListSource, readKindList } from '../../../scripts/kind-list.mjs';
// The registry only by type here, and loaded in the tests that run it: a list that names a file no
// longer there fails to import, and this file must still say how to regenerate it.
import type { NamedByKind } from '../../../src/checks/registry.js';
import { REPO_ROOT } from '../../support/run-cli.js';

const registry = () => import('../../../src/checks/registry.js');
const committed = readFileSync(join(REPO_ROOT, KIND_LIST), 'utf8');
const kindFile = (kind: string, name: string) => ({
  file: `${kind}.ts`,
  text: `export const ${name} = defineCheck({\n  kind: '${kind}',\n});\n`,
});

describe('src/checks/kind-list.ts', () => {
  it('is the one the files of src/checks/kinds/ generate', () => {
    expect(committed, `${KIND_LIST} is stale: ${REGENERATE} rewrites it`).toBe(readKindList(REPO_ROOT));
  });

  it('lists every file of src/checks/kinds/ as the kind of its name, and the registry has those kinds', async () => {
    const { checkKinds, definitionOf } = await registry();
    const files = readdirSync(join(REPO_ROOT, KINDS_DIR)).map((f) => f.replace(/\.ts$/, ''));
    expect([...checkKinds].sort()).toEqual(files.sort());
    for (const kind of checkKinds) expect(definitionOf(kind).kind).toBe(kind);
  });

  it('keeps the order of the kinds it lists (the schema, the docs and the messages follow it) and adds a new kind last', () => {
    const first = kindListSource([kindFile('min-bytes', 'minBytes')]);
    const second = kindListSource([kindFile('contains', 'contains'), kindFile('min-bytes', 'minBytes')], first);
    const files = [kindFile('contains', 'contains'), kindFile('max-churn', 'maxChurn'), kindFile('min-bytes', 'minBytes')];
    const third = kindListSource(files, second);
    expect(third).toContain(
      [
        "import { minBytes } from './kinds/min-bytes.js';",
        "import { contains } from './kinds/contains.js';",
        "import { maxChurn } from './kinds/max-churn.js';",
      ].join('\n'),
    );
    expect(third).toContain("  'min-bytes': minBytes,\n  contains,\n  'max-churn': maxChurn,\n} as const;\n");
    // With nothing listed before, the order is the names' order.
    expect(kindListSource(files)).toContain("  contains,\n  'max-churn': maxChurn,\n  'min-bytes': minBytes,\n} as const;\n");
  });

  it('drops a kind whose file is gone, the others in their places', () => {
    const previous = kindListSource(
      [kindFile('min-bytes', 'minBytes'), kindFile('contains', 'contains'), kindFile('sniff', 'sniff')],
      kindListSource([kindFile('sniff', 'sniff')]),
    );
    expect(previous).toContain('  sniff,\n  contains,\n');
    const next = kindListSource([kindFile('sniff', 'sniff'), kindFile('min-bytes', 'minBytes')], previous);
    expect(next).not.toContain('contains');
    expect(next).toContain("  sniff,\n  'min-bytes': minBytes,\n} as const;\n");
  });

  it('refuses a kind file that does not export its definition under the camelCase of its name, naming the file', () => {
    expect(() => kindListSource([kindFile('min-bytes', 'minimumBytes')])).toThrow(
      /src\/checks\/kinds\/min-bytes\.ts .*`export const minBytes = defineCheck\(`/,
    );
    expect(() => kindListSource([{ file: 'min-bytes.ts', text: 'export const minBytes = 1;\n' }])).toThrow(/min-bytes\.ts/);
    expect(() => kindListSource([kindFile('min-bytes', 'minBytes')])).not.toThrow();
  });

  it('refuses a file in src/checks/kinds/ that cannot be a kind: the folder holds kinds only', () => {
    expect(() => kindListSource([{ file: 'README.md', text: '' }])).toThrow(/src\/checks\/kinds\/README\.md .*kebab-case/);
    expect(() => kindListSource([{ file: 'shared_helpers.ts', text: '' }])).toThrow(/shared_helpers\.ts/);
    expect(() => kindListSource([{ file: 'minBytes.ts', text: 'export const minBytes = defineCheck({});\n' }])).toThrow(/minBytes\.ts/);
  });
});

describe('the registry', () => {
  it('does not compile a definition listed under another kind’s name', async () => {
    const { definitionOf } = await registry();
    const wrong = { 'not-contains': definitionOf('contains') };
    // @ts-expect-error -- the name says not-contains, the definition is the kind contains.
    const refused = wrong satisfies NamedByKind<typeof wrong>;
    const right = { contains: definitionOf('contains') } satisfies NamedByKind<{ contains: unknown }>;
    expect(Object.keys(refused)).toEqual(['not-contains']);
    expect(right.contains.kind).toBe('contains');
  });
});
