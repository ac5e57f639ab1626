/**
 * The reference of check kinds in docs/configuration.md, generated from the definitions: each
 * kind's description, its own fields with theirs, its default scope. The docs cannot drift from
 * the code: test/unit/docs/kinds-reference.test.ts compares them (UPDATE_DOCS=1 rewrites them).
 */
import * as z from '../../src/contract/zod.js';
import { checkKinds, definitionOf, fieldsOfKind } from '../../src/checks/registry.js';

/** The fields every kind takes, described once above the table instead of in every row. */
const COMMON = new Set(['kind', 'id', 'file', 'files', 'exclude', 'scope', 'message', 'allow_empty']);

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function fieldsCell(kind: (typeof checkKinds)[number]): string {
  const schema: unknown = definitionOf(kind).schema;
  const shape = schema instanceof z.ZodMiniObject ? (schema.shape as Record<string, z.ZodMiniType>) : {};
  const own = (fieldsOfKind(kind) ?? []).filter((f) => !COMMON.has(f));
  return (
    own
      .map((f) => {
        const description = shape[f] === undefined ? undefined : z.globalRegistry.get(shape[f])?.description;
        return `\`${f}\`${description ? `: ${description}` : ''}`;
      })
      .join('<br>') || '—'
  );
}

export const KINDS_START = '<!-- check kinds: generated from src/checks by test/support/kinds-reference.ts -->';
export const KINDS_END = '<!-- end of check kinds -->';

export function kindsReference(): string {
  const rows = checkKinds.map((kind) => {
    const def = definitionOf(kind);
    const name = [`\`${kind}\``, ...def.aliases.map((a) => `(\`${a}\`)`)].join(' ');
    return `| ${name} | ${cell(z.globalRegistry.get(def.schema)?.description ?? '')} | ${cell(fieldsCell(kind))} | ${def.defaultScope} |`;
  });
  return [KINDS_START, '', '| kind | what it checks | its own fields | default scope |', '|---|---|---|---|', ...rows, '', KINDS_END].join(
    '\n',
  );
}
