import type { CommandRunner } from '../checks/define.js';
import { FoundSecrets } from '../checks/found-secrets.js';
import type { CheckSpec } from '../checks/registry.js';
import { parsedWithCodeCache } from '../checks/pattern.js';
import type * as z from '../contract/zod.js';
import { CriticInputSchema, type CriticInput } from './input-schema.js';
import { describeIssues } from '../contract/issues.js';
import type { CriticResult } from '../contract/result.js';
import { runCritic } from '../core/engine.js';
import { errorResult } from '../core/error-result.js';
import { finalize } from '../core/finalize.js';
import type { CriticPlan, GateStep } from '../core/plan.js';
import type { Judge } from '../judge/types.js';
import { OUTPUT_PATH, outputSubject } from '../subject/output.js';
import { toLines } from '../subject/text.js';

export interface CritiqueOptions {
  /** The LLM judge; leave it out to switch the LLM off (verdict SKIPPED when LLM assertions exist). */
  judge?: Judge | undefined;
  /** `--attempt N --max-attempts M`: adds `route` to the result. */
  attempt?: { number: number; max: number } | undefined;
  commands?: CommandRunner | undefined;
  /** The cache directory the caller settled, where compiled code (RE2, TypeScript) is kept; none: compiled every time, kept nowhere. */
  codeCacheDir?: string | undefined;
  /**
   * Told each credential a `no-secrets` check finds, before the result is made (spec §16): the
   * judge never reads it; a caller that publishes the result redacts it (report/redact.ts).
   */
  onSecret?: ((secret: string) => void) | undefined;
}

export type ParsedInput = { ok: true; input: CriticInput } | { ok: false; problems: string[] };

/** `codeCacheDir`: where RE2's compiled code is kept, should a pattern of the input load it. */
export function parseCriticInput(raw: unknown, codeCacheDir?: string): ParsedInput {
  // Without zod's compiled fast path: a run parses one input, and compiling the fast path for each
  // object schema costs more than it saves (about 4 ms of a cold start). Same result either way.
  const parsed = parsedWithCodeCache(codeCacheDir, () => CriticInputSchema.safeParse(raw, { jitless: true }));
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, problems: describeIssues(parsed.error) };
}

/** The gate steps that decide whether the output matches its declared type. */
function schemaGate(schema: CriticInput['schema']): GateStep[] {
  switch (schema.type) {
    case 'code':
      return [{ id: 'schema', spec: { kind: 'syntax', language: schema.language, scope: 'tree' } }];
    case 'json': {
      const steps: GateStep[] = [{ id: 'schema', spec: { kind: 'json-valid', scope: 'tree' } }];
      if (schema.json_schema !== undefined) {
        steps.push({ id: 'json-schema', spec: { kind: 'json-schema', schema: schema.json_schema, scope: 'tree' } });
      }
      return steps;
    }
    case 'markdown':
    case 'text':
      return [{ id: 'schema', spec: { kind: 'sniff', sniff: 'nonempty', scope: 'tree' } }];
  }
}

/** An assertion's check always reads the one output, whatever file it names. */
const onOutput = (spec: CheckSpec): CheckSpec => ({ ...spec, file: undefined, files: undefined }) as CheckSpec;

/** Turns a critic input into the plan the engine runs: the output is the one file `output`. */
export function planForOutput(input: CriticInput): CriticPlan {
  const sections = input.schema.required_sections ?? [];
  return {
    subject: outputSubject(input.output),
    task: input.task_description,
    schemaGate: schemaGate(input.schema),
    gate: [
      ...(sections.length > 0 ? [{ id: 'required-sections', spec: { kind: 'required-sections', sections, scope: 'tree' } } as const] : []),
      // A worker's output is untrusted text that the judge reads: the tripwires run on it by default.
      ...(input.tripwires === 'off'
        ? []
        : [{ id: 'prompt-injection', spec: { kind: 'prompt-injection', scope: 'tree', tripwires: input.tripwires } } as const]),
    ],
    assertions: input.assertions.map((a) => ({
      id: a.id,
      text: a.text,
      critical: a.critical,
      weight: a.weight,
      check: a.check ? onOutput(a.check) : undefined,
    })),
    threshold: input.threshold,
    material: async () => [{ path: OUTPUT_PATH, lines: toLines(input.output) }],
  };
}

/** A critic input as a caller writes it: defaults may be left out. */
export type CriticInputLike = z.input<typeof CriticInputSchema>;

/**
 * Judges one worker output (spec §2–3). The library's front door: the input is validated here
 * too, so a caller's mistake comes back as an error result naming the field, never as a verdict.
 */
export async function critique(raw: CriticInputLike, options: CritiqueOptions = {}): Promise<CriticResult> {
  const parsed = parseCriticInput(raw, options.codeCacheDir);
  const model = options.judge?.model ?? null;
  if (!parsed.ok) return errorResult(`invalid critic input: ${parsed.problems.join('; ')}`, model, { category: 'input' });
  const input = parsed.input;
  const attempt = options.attempt;
  if (attempt !== undefined && !validAttempt(attempt)) {
    return errorResult(`invalid attempt: ${attempt.number} of ${attempt.max}; both must be whole numbers ≥ 1`, model, {
      category: 'input',
    });
  }
  const result = await runCritic(planForOutput(input), {
    judge: options.judge,
    attempt,
    commands: options.commands,
    codeCacheDir: options.codeCacheDir,
    secrets: new FoundSecrets(options.onSecret),
  });
  // The same safety valve as the Action's: a RETRY on the last attempt goes to a person as FAIL.
  return finalize(result, { attempt }).result;
}

const validAttempt = (a: { number: number; max: number }): boolean =>
  Number.isInteger(a.number) && a.number >= 1 && Number.isInteger(a.max) && a.max >= 1;
