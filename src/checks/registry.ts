import * as z from '../contract/zod.js';
import type { CheckContext, CheckDefinition } from './define.js';
import { misconfigured, type CheckOutcome } from '../contract/outcome.js';
import { kindDefinitions } from './kind-list.js';
import { errorMessage } from '../errors/message.js';
import { watchReads, withUnreadable } from './unreadable.js';

/**
 * A table of definitions, each under the name its `kind` says: a definition listed under another
 * kind's name does not satisfy it (a compile error).
 */
export type NamedByKind<Table> = { [K in keyof Table]: CheckDefinition<K & string, { kind: K & string }> };

/**
 * Every check kind, by its kebab-case name: the generated list of the files of checks/kinds/
 * (kind-list.ts). A name there without a definition, or a definition under another name, is a
 * compile error.
 */
const definitions = kindDefinitions satisfies NamedByKind<typeof kindDefinitions>;

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
