import * as z from '../contract/zod.js';
import type { CheckContext, CheckDefinition } from './define.js';
import { misconfigured, type CheckOutcome } from '../contract/outcome.js';
import { contains } from './kinds/contains.js';
import { notContains } from './kinds/not-contains.js';
import { minBytes } from './kinds/min-bytes.js';
import { noPlaceholders } from './kinds/no-placeholders.js';
import { requiredSections } from './kinds/required-sections.js';
import { jsonValid } from './kinds/json-valid.js';
import { sniff } from './kinds/sniff.js';
import { syntax } from './kinds/syntax.js';
import { jsonSchema } from './kinds/json-schema.js';
import { yamlValid } from './kinds/yaml-valid.js';
import { totalMinBytes } from './kinds/total-min-bytes.js';
import { fileCount } from './kinds/file-count.js';
import { cssMinBytes } from './kinds/css-min-bytes.js';
import { maxChangedLines } from './kinds/max-changed-lines.js';
import { command } from './kinds/command.js';
import { gotchas } from './kinds/gotchas.js';
import { notAQuestion } from './kinds/not-a-question.js';
import { noStackTrace } from './kinds/no-stack-trace.js';
import { keywordCoverage } from './kinds/keyword-coverage.js';
import { frontmatter } from './kinds/frontmatter.js';
import { maxChurn } from './kinds/max-churn.js';
import { browser } from './kinds/browser.js';
import { promptInjection } from './kinds/prompt-injection.js';
import { noSecrets } from './kinds/no-secrets.js';
import { errorMessage } from '../errors/message.js';
import { watchReads, withUnreadable } from './unreadable.js';

/**
 * Every check kind of the spec, by its kebab-case name. Listing a name here without a
 * definition, or a definition under the wrong name, is a compile error.
 */
const definitions = {
  contains,
  'not-contains': notContains,
  'min-bytes': minBytes,
  'no-placeholders': noPlaceholders,
  'required-sections': requiredSections,
  'json-valid': jsonValid,
  sniff,
  syntax,
  'json-schema': jsonSchema,
  'yaml-valid': yamlValid,
  'total-min-bytes': totalMinBytes,
  'file-count': fileCount,
  'css-min-bytes': cssMinBytes,
  'max-changed-lines': maxChangedLines,
  command,
  gotchas,
  'not-a-question': notAQuestion,
  'no-stack-trace': noStackTrace,
  'keyword-coverage': keywordCoverage,
  frontmatter,
  'max-churn': maxChurn,
  browser,
  'prompt-injection': promptInjection,
  'no-secrets': noSecrets,
} as const satisfies { [K in string]: CheckDefinition<K, { kind: K }> };

export type CheckKindName = keyof typeof definitions;
type Definitions = typeof definitions;
type SpecOf<K extends CheckKindName> = Definitions[K] extends CheckDefinition<K, infer S> ? S : never;
/** One configured check, of any kind. */
export type CheckSpec = { [K in CheckKindName]: SpecOf<K> }[CheckKindName];

export const checkKinds = Object.keys(definitions) as CheckKindName[];

// Older gate definitions spell some kinds in camelCase; they are read as their kebab-case kind.
const aliasToKind = new Map<string, CheckKindName>(
  checkKinds.flatMap((k) => definitions[k].aliases.map((a: string): [string, CheckKindName] => [a, k])),
);

/** The kebab-case kind for a kind or one of its aliases; undefined for an unknown kind. */
export function canonicalKind(kind: string): CheckKindName | undefined {
  return (checkKinds as readonly string[]).includes(kind) ? (kind as CheckKindName) : aliasToKind.get(kind);
}

/** Every alias and the kind it stands for, e.g. `minBytes` → `min-bytes`. */
export const kindAliases: ReadonlyMap<string, CheckKindName> = aliasToKind;

/** The fields a check of this kind accepts (for "did you mean" hints); undefined for an unknown kind. */
export function fieldsOfKind(kind: string): string[] | undefined {
  const k = canonicalKind(kind);
  if (k === undefined) return undefined;
  // defineCheck builds a strict object; a refinement (a check) keeps it an object schema.
  const schema: unknown = definitions[k].schema;
  return schema instanceof z.ZodMiniObject ? Object.keys(schema.shape) : undefined;
}

const withCanonicalKind = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return value;
  const kind = (value as { kind: unknown }).kind;
  const canonical = typeof kind === 'string' ? aliasToKind.get(kind) : undefined;
  return canonical ? { ...value, kind: canonical } : value;
};

/**
 * The kind's schema as an option of the union, built when a check of this kind is first parsed:
 * building every kind's schema costs a cold start more than all else it does to read one input.
 * A discriminated union finds each option's kind from the schema a pipe starts with; here that is
 * a one-field object that costs nothing, and the kind's own schema runs after it, on the same
 * value, exactly as it would alone. The union still lists every kind when none matches.
 */
function lazyOption(kind: CheckKindName): z.ZodMiniType {
  const head = z.looseObject({ kind: z.literal(kind) });
  kindOfOption.set(head, kind);
  // The kind's schema reads any object with its kind; the head's type is the narrower one it passes on.
  const kindSchema = (): z.ZodMiniType<unknown, z.output<typeof head>> => definitions[kind].schema as z.ZodMiniType<unknown, never>;
  return z.pipe(head, z.lazy(kindSchema));
}

/** The kind each option's leading one-field object stands for (see `describedOption`). */
const kindOfOption = new WeakMap<object, CheckKindName>();

/**
 * For JSON Schema: the kind's full schema where the union holds the one-field object that leads
 * its option (an input JSON Schema describes a pipe by what it starts with).
 */
export function describedOption(schema: object): z.ZodMiniType | undefined {
  const kind = kindOfOption.get(schema);
  return kind === undefined ? undefined : definitions[kind].schema;
}

/**
 * The union of the kinds, built when it first parses: a run that reads no check of these kinds
 * (`judge` reads no config, most critic inputs name no check) never builds one option of it.
 */
function unionOf(kinds: readonly CheckKindName[]): z.ZodMiniType<CheckSpec> {
  return z.lazy(() => {
    const options = kinds.map(lazyOption) as unknown as [z.ZodMiniObject, ...z.ZodMiniObject[]];
    return z.pipe(z.transform(withCanonicalKind), z.discriminatedUnion('kind', options));
  }) as unknown as z.ZodMiniType<CheckSpec>;
}

/** The schema of a gate check in the assertions file. */
export const CheckSpecSchema = unionOf(checkKinds);

/** The kinds that make sense on one worker output, for `check` on an assertion in `critic-gate judge`. */
type TextKindName = { [K in CheckKindName]: Definitions[K]['appliesToText'] extends true ? K : never }[CheckKindName];
/** A check that can run on one worker output (no change, no working tree, no commands). */
export type TextCheckSpec = { [K in TextKindName]: SpecOf<K> }[TextKindName];
export const textCheckKinds = checkKinds.filter((k): k is TextKindName => definitions[k].appliesToText);
export const TextCheckSpecSchema = unionOf(textCheckKinds) as z.ZodMiniType<TextCheckSpec>;

export function definitionOf<K extends CheckKindName>(kind: K): CheckDefinition<K, SpecOf<K>> {
  return definitions[kind] as unknown as CheckDefinition<K, SpecOf<K>>;
}

/** Whether the check runs commands or a browser, and so waits its turn (CheckDefinition.actsOnMachine). */
export const actsOnMachine = (spec: CheckSpec): boolean => definitionOf(spec.kind).actsOnMachine;

/** Runs one configured check. A check that throws could not judge: never a crash and never a pass. */
export async function runCheck(spec: CheckSpec, ctx: CheckContext): Promise<CheckOutcome> {
  const def = definitionOf(spec.kind) as unknown as CheckDefinition<string, CheckSpec>;
  const seen = watchReads(ctx);
  let outcome: CheckOutcome;
  try {
    outcome = await def.run(spec, seen.ctx);
  } catch (e) {
    const message = errorMessage(e);
    return misconfigured(`${spec.kind} could not run: ${message}`, `Fix the ${spec.kind} check or the files it reads`);
  }
  return withUnreadable(spec, def.reads, outcome, seen.files);
}
