import type * as z from '../contract/zod.js';
import { fieldPath } from '../contract/issues.js';
import { fieldsOfKind } from '../checks/registry.js';
import {
  BlockingConfigSchema,
  ConfigAssertionSchema,
  ConfigSchema,
  ExampleSchema,
  JudgeConfigSchema,
  OverrideConfigSchema,
} from './schema.js';
import type { Locator } from './locate.js';
import type { ConfigProblem } from './errors.js';
import { closest } from '../text/closest.js';

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown => {
  let v = data;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
};

const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
};

/** The fields allowed where an unknown one was found, for a hint. */
function allowedFieldsAt(path: readonly PropertyKey[], data: unknown): string[] {
  const at = path.join('.');
  if (path.length === 0) return keysOf(ConfigSchema);
  if (at === 'judge') return keysOf(JudgeConfigSchema);
  if (at === 'override') return keysOf(OverrideConfigSchema);
  if (at === 'blocking') return keysOf(BlockingConfigSchema);
  if (/^assertions\.\d+\.examples\.\d+$/.test(at)) return keysOf(ExampleSchema);
  if (/^assertions\.\d+$/.test(at)) return keysOf(ConfigAssertionSchema);
  if (/^gate\.\d+$/.test(at) || /^assertions\.\d+\.check$/.test(at)) {
    const kind = valueAt(data, [...path, 'kind']);
    return (typeof kind === 'string' ? fieldsOfKind(kind) : undefined) ?? [];
  }
  return [];
}

export { closest } from '../text/closest.js';

const unknownField = (key: string, allowed: readonly string[]): string => {
  const hint = closest(key, allowed);
  if (hint) return `unknown field "${key}"; did you mean "${hint}"?`;
  return allowed.length > 0 ? `unknown field "${key}"; allowed: ${allowed.join(', ')}` : `unknown field "${key}"`;
};

const unknownKind = (value: unknown, options: readonly string[]): string => {
  const expected = `expected one of ${options.join(', ')}`;
  if (value === undefined) return `missing; ${expected}`;
  if (typeof value !== 'string') return `must be a kind name, got ${typeName(value)}; ${expected}`;
  const hint = closest(value, options);
  return `unknown kind "${value}"; ${hint ? `did you mean "${hint}"? ` : ''}${expected}`;
};

type Issue = z.core.$ZodIssue;

const stripPrefix = (message: string): string => message.replace(/^Invalid input: /, '');

/** `expected string or array, received number` for a union whose branches all want another type. */
function unionMessage(issue: Issue & { code: 'invalid_union' }, value: unknown): string {
  const branches = issue.errors.map((branch) => branch[0]);
  const types = branches.map((b) => (b?.code === 'invalid_type' && b.path.length === 0 ? expectedName(b.expected) : undefined));
  if (types.every((t) => t !== undefined)) return `expected ${[...new Set(types)].join(' or ')}, received ${typeName(value)}`;
  const inner = branches.find((b) => b !== undefined && b.code !== 'invalid_type');
  return inner
    ? `${fieldPath(inner.path) === '(root)' ? '' : `${fieldPath(inner.path)}: `}${stripPrefix(inner.message)}`
    : stripPrefix(issue.message);
}

// zod names JavaScript types; a config author writes integers.
const expectedName = (expected: string): string => (expected === 'int' ? 'integer' : expected);

/** `must be at most 1`, `must not be empty`, `needs at least 1 item`. */
function boundMessage(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'string')
    return !big && limit === 1 ? 'must not be empty' : `must be ${big ? 'at most' : 'at least'} ${limit} characters long`;
  if (issue.origin === 'array' || issue.origin === 'set')
    return big ? `allows at most ${limit} item(s)` : `needs at least ${limit} item(s)`;
  if (inclusive) return `must be ${big ? 'at most' : 'at least'} ${limit}`;
  return `must be ${big ? 'less' : 'greater'} than ${limit}`;
}

/** What is wrong with the value at one issue's field, in words for the config's author. */
function issueMessage(issue: Issue, value: unknown): string {
  if (value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    const expected = issue.code === 'invalid_type' ? expectedName(issue.expected) : issue.values.map((v) => JSON.stringify(v)).join(' or ');
    return `missing; expected ${expected}`;
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'never') return 'not allowed here';
      return `expected ${expectedName(issue.expected)}, received ${typeName(value)}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${JSON.stringify(value)}`;
    case 'too_big':
    case 'too_small':
      return boundMessage(issue);
    case 'invalid_union':
      return unionMessage(issue, value);
    default:
      return stripPrefix(issue.message);
  }
}

/** Turns zod's issues into problems that name the file, line, column and field. */
export function describeConfigIssues(error: z.core.$ZodError, data: unknown, file: string, locate: Locator): ConfigProblem[] {
  return error.issues.flatMap((issue): ConfigProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      const allowed = allowedFieldsAt(issue.path, data);
      return issue.keys.map((key) => ({
        file,
        ...locate(issue.path, key),
        field: fieldPath([...issue.path, key]),
        message: unknownField(key, allowed),
      }));
    }
    const value = valueAt(data, issue.path);
    if (issue.code === 'invalid_union' && 'discriminator' in issue && 'options' in issue) {
      return [
        {
          file,
          ...locate(issue.path),
          field: fieldPath(issue.path),
          message: unknownKind(value, (issue.options as unknown[]).map(String)),
        },
      ];
    }
    return [{ file, ...locate(issue.path), field: fieldPath(issue.path), message: issueMessage(issue, value) }];
  });
}
