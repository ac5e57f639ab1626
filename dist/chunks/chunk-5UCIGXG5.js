import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  DEFAULTS
} from "./chunk-CKPIHQ4D.js";
import {
  CheckSpecSchema,
  MAX_WEIGHT,
  TripwiresSchema,
  external_exports,
  globProblem
} from "./chunk-DBHRDZ4J.js";

// src/config/errors.ts
function formatProblem(p) {
  const where = p.line === void 0 ? p.file : `${p.file}:${p.line}${p.column === void 0 ? "" : `:${p.column}`}`;
  return `${where}: ${p.field === void 0 ? "" : `${p.field}: `}${p.message}`;
}
var ConfigError = class extends Error {
  problems;
  constructor(problems) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "ConfigError";
    this.problems = problems;
  }
};

// src/config/schema.ts
var hostUrl = external_exports.url({ protocol: /^https?$/, error: "expected an http(s) URL" });
var onOff = external_exports.union([external_exports.enum(["on", "off"]), external_exports.boolean()]);
var glob = external_exports.string().min(1).superRefine((g, ctx) => {
  const problem = globProblem(g);
  if (problem !== void 0) ctx.addIssue({ code: "custom", message: problem });
});
var globs = external_exports.union([glob, external_exports.array(glob).min(1)]);
var JudgeConfigSchema = external_exports.strictObject({
  backend: external_exports.enum(["ollama", "openai"]).optional().describe("ollama, or openai for an OpenAI-compatible server (vLLM, llama.cpp server, LM Studio, TGI, SGLang)"),
  host: hostUrl.optional().describe("The judge server; `hosts` for several"),
  hosts: external_exports.array(hostUrl).min(1).optional().describe("Judge servers, tried in order: a host that fails is skipped for the next"),
  model: external_exports.string().min(1).optional().describe("Model name, e.g. qwen2.5-coder:7b"),
  temperature: external_exports.number().min(0).max(2).optional().describe("Sampling temperature; 0 for repeatable answers"),
  seed: external_exports.number().int().optional().describe("Sampling seed, for repeatable answers"),
  num_ctx: external_exports.number().int().min(512).optional().describe("Context window in tokens; the prompt is fitted to it"),
  timeout_seconds: external_exports.number().positive().optional().describe("Time limit of the judge"),
  keep_alive: external_exports.union([external_exports.string().min(1), external_exports.number()]).optional().describe('How long Ollama keeps the model loaded (e.g. "10m", or seconds)'),
  votes: external_exports.number().int().min(1).max(9).optional().describe("Independent judgements (seeds seed\u2026seed+N-1); a criterion is met only by a strict majority"),
  cache: onOff.optional().describe("Reuse an unchanged judgement with no model call (default on)"),
  calibration: onOff.optional().describe("Known-answer canary assertions in every request; a judge that fails them is untrusted (default on)"),
  first_byte_seconds: external_exports.number().positive().optional().describe("With several hosts: a host silent this long is skipped for the next"),
  vision: external_exports.enum(["on", "off"]).optional().describe("Send the screenshot of each `page` an assertion names along as an image (needs a vision-capable model); evidence must still quote the page text")
}).refine((j) => j.host === void 0 || j.hosts === void 0, { message: "give either host or hosts, not both", path: ["hosts"] }).describe("Settings of the LLM judge");
var ConfigAssertionSchema = external_exports.strictObject({
  id: external_exports.string().min(1).describe("Stable identifier, unique in the file"),
  text: external_exports.string().min(1).describe("What must be true of the change"),
  critical: external_exports.boolean().default(false).describe("When not met, the verdict is FAIL whatever the score"),
  weight: external_exports.number().positive().max(MAX_WEIGHT).default(1).describe("Weight in the score"),
  files: globs.optional().describe("Globs of what the judge is shown for this assertion; all material when absent"),
  page: external_exports.string().min(1).optional().describe("A page of the head tree the judge is shown rendered in headless Chromium (visible text and console), as material `page:<page>`"),
  allow_empty: external_exports.boolean().optional().describe("Accept `files` globs that match no path at the base or the head (otherwise a config error)"),
  check: CheckSpecSchema.optional().describe("Decide this assertion by a deterministic check instead of the LLM judge")
}).describe("One assertion about the change");
var firstIndexOf = (ids, i) => ids.findIndex((id) => id === ids[i]);
var ConfigSchema = external_exports.strictObject({
  version: external_exports.literal(1).describe("Format version; always 1"),
  task: external_exports.string().min(1).optional().describe("A fixed task; default is the pull request title and body"),
  ignore: external_exports.array(glob).default([]).describe("Globs of paths never checked and never shown to the judge"),
  threshold: external_exports.number().min(0).max(1).default(1).describe("Score needed for PASS, 0\u20131"),
  max_attempts: external_exports.number().int().min(1).default(DEFAULTS.maxAttempts).describe("Attempts before a RETRY escalates"),
  judge: JudgeConfigSchema.default({}),
  command_sandbox: external_exports.enum(["required", "off"]).optional().describe("How `command` and `gotchas` checks run: `required` (default) inside bubblewrap, else not at all; `off` unsandboxed (an explicit opt-out the report shows)"),
  tripwires: TripwiresSchema.default("warn").describe(
    "The prompt-injection gate check, run by default: hidden characters fail; text addressed to a reviewer or model warns (`warn`) or fails (`fail`); `off` leaves it out"
  ),
  gate: external_exports.array(CheckSpecSchema).default([]).describe("Deterministic checks; all must pass before the judge runs"),
  assertions: external_exports.array(ConfigAssertionSchema).default([]).describe("Assertions about the change; with `check` decided by code, otherwise by the judge")
}).superRefine((config, ctx) => {
  const assertionIds = config.assertions.map((a) => a.id);
  assertionIds.forEach((id, i) => {
    const first = firstIndexOf(assertionIds, i);
    if (first !== i) ctx.addIssue({ code: "custom", path: ["assertions", i, "id"], message: `duplicate assertion id "${id}" (first at assertions[${first}])` });
  });
  const gateIds = config.gate.map((g) => g.id);
  gateIds.forEach((id, i) => {
    const first = firstIndexOf(gateIds, i);
    if (id !== void 0 && first !== i) ctx.addIssue({ code: "custom", path: ["gate", i, "id"], message: `duplicate gate id "${id}" (first at gate[${first}])` });
  });
}).describe("critic-gate assertions file");

export {
  formatProblem,
  ConfigError,
  JudgeConfigSchema,
  ConfigAssertionSchema,
  ConfigSchema
};
