import { toJSONSchema } from '../contract/zod-json-schema.js';
import { describedOption, kindAliases } from '../checks/registry.js';
import { ConfigSchema } from './schema.js';
import { SCHEMA_URL } from '../contract/version.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What the fields every check accepts mean; the kinds describe their own fields. */
const COMMON_FIELDS: Record<string, string> = {
  kind: 'The kind of check',
  id: 'Identifier of this check in the result',
  file: 'One path to check',
  files: 'A glob or a list of globs of the files to check',
  exclude: 'A glob or a list of globs of paths this check leaves out of what file/files select',
  scope: 'tree: every file at the head; changed: files the change adds or modifies, whole; added: only the added lines',
  message: 'Shown as the fix when the check fails',
  allow_empty: 'Accept `file`/`files` globs that match no path at the base or the head (otherwise a config error)',
};

const describeCommonFields = (properties: JsonObject): void => {
  for (const [name, text] of Object.entries(COMMON_FIELDS)) {
    const field = properties[name];
    if (isObject(field) && field['description'] === undefined) properties[name] = { description: text, ...field };
  }
};

/** Each gate check's `kind: {const: "min-bytes"}` becomes `enum: ["min-bytes", "minBytes"]`, titled by its kind. */
function withAliases(node: Json): Json {
  if (Array.isArray(node)) return node.map(withAliases);
  if (!isObject(node)) return node;
  const out: JsonObject = Object.fromEntries(
    Object.entries(node)
      // zod bounds every integer by the safe-integer range; an editor gains nothing from seeing that.
      .filter(([k, v]) => !((k === 'maximum' || k === 'minimum') && Math.abs(Number(v)) === Number.MAX_SAFE_INTEGER))
      .map(([k, v]) => [k, withAliases(v)]),
  );
  const properties = out['properties'];
  const kind = isObject(properties) ? properties['kind'] : undefined;
  if (isObject(properties) && isObject(kind) && typeof kind['const'] === 'string') {
    const name = kind['const'];
    const aliases = [...kindAliases].filter(([, k]) => k === name).map(([a]) => a);
    const { const: _const, ...rest } = kind;
    properties['kind'] = aliases.length > 0 ? { ...rest, enum: [name, ...aliases] } : kind;
    describeCommonFields(properties);
    return { title: name, ...out };
  }
  return out;
}

/** Each check kind's full schema where the union of kinds leads with its one-field object (checks/registry.ts). */
function withKindSchemas({ zodSchema, jsonSchema }: { zodSchema: object; jsonSchema: Record<string, unknown> }): void {
  const full = describedOption(zodSchema);
  if (full === undefined) return;
  const { $schema: _schema, ...described } = toJSONSchema(full, { io: 'input', unrepresentable: 'any' });
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, described);
}

/**
 * The JSON Schema of the assertions file, for editors (printed by `critic-gate schema`, committed
 * under schema/). Describes what may be written, so fields with defaults are optional.
 */
export function configJsonSchema(): Record<string, unknown> {
  const generated = toJSONSchema(ConfigSchema, { io: 'input', unrepresentable: 'any', override: withKindSchemas }) as Json;
  const schema = discriminateChecks(shareCheckSchema(withAliases(generated) as JsonObject));
  return {
    $schema: schema['$schema'] ?? 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_URL,
    title: 'critic-gate assertions file',
    ...schema,
  };
}

/** Gate items and an assertion's `check` are the same union: written once under $defs, referenced twice. */
function shareCheckSchema(schema: JsonObject): JsonObject {
  const properties = schema['properties'];
  if (!isObject(properties)) return schema;
  const gate = properties['gate'];
  const assertions = properties['assertions'];
  const assertion = isObject(assertions) ? assertions['items'] : undefined;
  const check = isObject(assertion) && isObject(assertion['properties']) ? assertion['properties']['check'] : undefined;
  if (!isObject(gate) || !isObject(gate['items']) || !isObject(check) || !isObject(assertion) || !isObject(assertion['properties']))
    return schema;
  const { description, ...union } = check;
  if (JSON.stringify(union) !== JSON.stringify(gate['items'])) return schema;
  const ref = '#/$defs/check';
  return {
    ...schema,
    properties: {
      ...properties,
      gate: { ...gate, items: { $ref: ref } },
      assertions: {
        ...(assertions as JsonObject),
        items: {
          ...assertion,
          properties: { ...assertion['properties'], check: { ...(description === undefined ? {} : { description }), $ref: ref } },
        },
      },
    },
    $defs: { ...(isObject(schema['$defs']) ? schema['$defs'] : {}), check: { title: 'check', ...union } },
  };
}

/** What the code checks in refinements, said in JSON Schema where it can be: one of `file` or `files`; patterns that compile. */
function withRefinements(branch: JsonObject): JsonObject {
  const properties = isObject(branch['properties']) ? { ...branch['properties'] } : {};
  const pattern = properties['pattern'];
  if (isObject(pattern) && pattern['type'] === 'string') properties['pattern'] = { ...pattern, format: 'regex' };
  const both = 'file' in properties && 'files' in properties;
  return { ...branch, properties, ...(both ? { not: { required: ['file', 'files'] } } : {}) };
}

/**
 * A `oneOf` over every kind makes a validator report every branch's complaint for one typo, and
 * an editor guess the wrong kind. Instead `kind` is checked first (one error for an unknown kind,
 * listing the valid ones), then exactly that kind's schema, from `$defs/check-<kind>`, through
 * `if`/`then`: one precise error per mistake.
 */
function discriminateChecks(schema: JsonObject): JsonObject {
  const defs = isObject(schema['$defs']) ? schema['$defs'] : undefined;
  const check = defs?.['check'];
  if (!defs || !isObject(check) || !Array.isArray(check['oneOf'])) return schema;
  const branches = check['oneOf'].filter(isObject);
  const kindNames = (b: JsonObject): string[] => {
    const kind = isObject(b['properties']) ? b['properties']['kind'] : undefined;
    if (!isObject(kind)) return [];
    if (typeof kind['const'] === 'string') return [kind['const']];
    return Array.isArray(kind['enum']) ? kind['enum'].filter((k): k is string => typeof k === 'string') : [];
  };
  const perKind: JsonObject = {};
  const rules: Json[] = [];
  for (const b of branches) {
    const names = kindNames(b);
    const name = names[0];
    if (name === undefined) return schema;
    perKind[`check-${name}`] = withRefinements(b);
    rules.push({ if: { properties: { kind: { enum: names } }, required: ['kind'] }, then: { $ref: `#/$defs/check-${name}` } });
  }
  const { oneOf: _oneOf, ...rest } = check;
  return {
    ...schema,
    $defs: {
      ...defs,
      check: {
        ...rest,
        type: 'object',
        required: ['kind'],
        properties: { kind: { description: 'The kind of check', enum: branches.flatMap(kindNames) } },
        allOf: rules,
      },
      ...perKind,
    },
  };
}
