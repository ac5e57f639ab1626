import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  escalate
} from "./chunk-OB5T6OXR.js";
import {
  emptyStats,
  runCritic
} from "./chunk-LMIXAOUK.js";
import {
  CriticInputSchema,
  OUTPUT_PATH,
  describeIssues,
  outputSubject
} from "./chunk-DBHRDZ4J.js";
import {
  toLines
} from "./chunk-IRQK3D7Y.js";

// src/critique.ts
function parseCriticInput(raw) {
  const parsed = CriticInputSchema.safeParse(raw);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, problems: describeIssues(parsed.error) };
}
function schemaGate(schema) {
  switch (schema.type) {
    case "code":
      return [{ id: "schema", spec: { kind: "syntax", language: schema.language, scope: "tree" } }];
    case "json": {
      const steps = [{ id: "schema", spec: { kind: "json-valid", scope: "tree" } }];
      if (schema.json_schema !== void 0) {
        steps.push({ id: "json-schema", spec: { kind: "json-schema", schema: schema.json_schema, scope: "tree" } });
      }
      return steps;
    }
    case "markdown":
    case "text":
      return [{ id: "schema", spec: { kind: "sniff", sniff: "nonempty", scope: "tree" } }];
  }
}
var onOutput = (spec) => ({ ...spec, file: void 0, files: void 0 });
function planForOutput(input) {
  const sections = input.schema.required_sections ?? [];
  return {
    subject: outputSubject(input.output),
    task: input.task_description,
    schemaGate: schemaGate(input.schema),
    gate: [
      ...sections.length > 0 ? [{ id: "required-sections", spec: { kind: "required-sections", sections, scope: "tree" } }] : [],
      // A worker's output is untrusted text that the judge reads: the tripwires run on it by default.
      ...input.tripwires === "off" ? [] : [{ id: "prompt-injection", spec: { kind: "prompt-injection", scope: "tree", tripwires: input.tripwires } }]
    ],
    assertions: input.assertions.map((a) => ({
      id: a.id,
      text: a.text,
      critical: a.critical,
      weight: a.weight,
      check: a.check ? onOutput(a.check) : void 0
    })),
    threshold: input.threshold,
    material: async () => [{ path: OUTPUT_PATH, lines: toLines(input.output) }]
  };
}
async function critique(raw, options = {}) {
  const parsed = parseCriticInput(raw);
  if (!parsed.ok) return errorResult(`invalid critic input: ${parsed.problems.join("; ")}`, options.judge?.model ?? null);
  const input = parsed.input;
  const attempt = options.attempt;
  if (attempt !== void 0 && !validAttempt(attempt)) {
    return errorResult(`invalid attempt: ${attempt.number} of ${attempt.max}; both must be whole numbers \u2265 1`, options.judge?.model ?? null);
  }
  const result = await runCritic(planForOutput(input), {
    judge: options.judge,
    attempt,
    commands: options.commands
  });
  return attempt === void 0 ? result : escalate(result, attempt.number, attempt.max).result;
}
var validAttempt = (a) => Number.isInteger(a.number) && a.number >= 1 && Number.isInteger(a.max) && a.max >= 1;
function errorResult(error, model = null) {
  return {
    gate_passed: false,
    schema_valid: false,
    gate: [],
    criteria: [],
    score: 0,
    verdict: "FAIL",
    feedback_for_worker: `The critic could not judge: ${error}`,
    stats: emptyStats(model),
    _critic_status: "error",
    error
  };
}

export {
  parseCriticInput,
  critique,
  errorResult
};
