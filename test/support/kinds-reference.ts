/**
 * The reference of check kinds in docs/configuration.md, generated from the definitions: each
 * kind's description, its own fields with theirs, its default scope, and a link to its page in
 * docs/checks/ (test/support/kind-pages.ts). The docs cannot drift from the code:
 * test/unit/docs/kinds-reference.test.ts compares them (UPDATE_DOCS=1 rewrites them).
 */
import * as z from '../../src/contract/zod.js';
import { checkKinds, definitionOf, fieldsOfKind, type CheckKindName } from '../../src/checks/registry.js';

/** The fields every kind takes, described once above the table instead of in every row. */
const COMMON = new Set(['kind', 'id', 'file', 'files', 'exclude', 'scope', 'message', 'allow_empty']);

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A kind's own fields (those every kind takes left out), with what each sets where the schema says it. */
export function ownFields(kind: CheckKindName): { name: string; required: boolean; description: string | undefined }[] {
  const schema: unknown = definitionOf(kind).schema;
  const shape = schema instanceof z.ZodMiniObject ? (schema.shape as Record<string, z.ZodMiniType>) : {};
  return (fieldsOfKind(kind) ?? [])
    .filter((f) => !COMMON.has(f))
    .map((name) => {
      const field = shape[name];
      return {
        name,
        required: field !== undefined && !(field instanceof z.ZodMiniOptional),
        description: field === undefined ? undefined : z.globalRegistry.get(field)?.description,
      };
    });
}

function fieldsCell(kind: CheckKindName): string {
  return (
    ownFields(kind)
      .map((f) => `\`${f.name}\`${f.description ? `: ${f.description}` : ''}`)
      .join('<br>') || '—'
  );
}

export const KINDS_START = '<!-- check kinds: generated from src/checks by test/support/kinds-reference.ts -->';
export const KINDS_END = '<!-- end of check kinds -->';

export function kindsReference(): string {
  const rows = checkKinds.map((kind) => {
    const def = definitionOf(kind);
    const name = [`[\`${kind}\`](checks/${kind}.md)`, ...def.aliases.map((a) => `(\`${a}\`)`)].join(' ');
    return `| ${name} | ${cell(z.globalRegistry.get(def.schema)?.description ?? '')} | ${cell(fieldsCell(kind))} | ${def.defaultScope} |`;
  });
  return [
    KINDS_START,
    '',
    'Each kind has its page in [docs/checks/](checks/README.md), with a failing and a passing example the test suite runs.',
    '',
    '| kind | what it checks | its own fields | default scope |',
    '|---|---|---|---|',
    ...rows,
    '',
    KINDS_END,
  ].join('\n');
}
