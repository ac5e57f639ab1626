import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  runCritic
} from "./chunk-RJBNU2NI.js";
import {
  OUTPUT_PATH,
  TextCheckSpecSchema,
  outputSubject,
  toLines
} from "./chunk-FI4OM72P.js";
import {
  describeIssues,
  external_exports
} from "./chunk-2CCWB4ZT.js";

// src/contract/input.ts
var OutputTypeSchema = external_exports.enum(["code", "json", "markdown", "text"]);
var AssertionSchema = external_exports.strictObject({
  id: external_exports.string().min(1),
  text: external_exports.string().min(1),
  critical: external_exports.boolean().default(false),
  weight: external_exports.number().positive().default(1),
  /** Decided by code when present; otherwise the LLM judge decides. */
  check: TextCheckSpecSchema.optional()
});
var CriticInputSchema = external_exports.object({
  output: external_exports.string(),
  task_description: external_exports.string(),
  schema: external_exports.object({
    type: OutputTypeSchema,
    required_sections: external_exports.array(external_exports.string().min(1)).optional(),
    language: external_exports.string().min(1).optional(),
    json_schema: external_exports.record(external_exports.string(), external_exports.unknown()).or(external_exports.boolean()).optional()
  }),
  assertions: external_exports.array(AssertionSchema).default([]),
  threshold: external_exports.number().min(0).max(1).default(1)
}).superRefine((input, ctx) => {
  const seen = /* @__PURE__ */ new Set();
  input.assertions.forEach((a, i) => {
    if (seen.has(a.id)) ctx.addIssue({ code: "custom", path: ["assertions", i, "id"], message: `duplicate assertion id "${a.id}"` });
    seen.add(a.id);
  });
  if (input.schema.type === "code" && input.schema.language === void 0 && !/^\s*```/m.test(input.output)) {
    ctx.addIssue({ code: "custom", path: ["schema", "language"], message: 'required when schema.type is "code" (or fence the code with its language)' });
  }
});

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
    gate: sections.length > 0 ? [{ id: "required-sections", spec: { kind: "required-sections", sections, scope: "tree" } }] : [],
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
async function critique(input, options = {}) {
  return runCritic(planForOutput(input), {
    judge: options.judge,
    attempt: options.attempt,
    commands: options.commands
  });
}
function errorResult(error, model = null) {
  return {
    gate_passed: false,
    schema_valid: false,
    gate: [],
    criteria: [],
    score: 0,
    verdict: "FAIL",
    feedback_for_worker: `The critic could not judge: ${error}`,
    stats: { model, llm_calls: 0, prompt_tokens: 0, completion_tokens: 0, duration_ms: 0 },
    _critic_status: "error",
    error
  };
}

export {
  AssertionSchema,
  CriticInputSchema,
  parseCriticInput,
  critique,
  errorResult
};
