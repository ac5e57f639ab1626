import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-DBHRDZ4J.js";

// src/contract/location.ts
var LocationSchema = external_exports.object({
  path: external_exports.string().min(1),
  line: external_exports.number().int().min(1),
  quote: external_exports.string()
});

// src/contract/result.ts
var VerdictSchema = external_exports.enum(["PASS", "RETRY", "FAIL", "SKIPPED"]);
var ArtifactSchema = external_exports.object({ path: external_exports.string(), kind: external_exports.enum(["screenshot"]) });
var GateEntrySchema = external_exports.object({
  id: external_exports.string(),
  kind: external_exports.string(),
  passed: external_exports.boolean(),
  evidence: external_exports.string(),
  fix: external_exports.string().optional(),
  location: LocationSchema.optional(),
  /** True when the check was not run (commands not allowed); it then counts as failed. */
  not_run: external_exports.boolean().optional(),
  /** Files the check wrote (the `browser` check's screenshots), next to the result file. */
  artifacts: external_exports.array(ArtifactSchema).optional(),
  /** `warning`: passed, but with a finding shown in the review (tripwires under `warn`). */
  severity: external_exports.literal("warning").optional()
});
var CoverageSchema = external_exports.object({
  complete: external_exports.boolean(),
  /** Paths (with line ranges where partly seen) that the judge was not shown. */
  unseen: external_exports.array(external_exports.string())
});
var CriterionSchema = external_exports.object({
  id: external_exports.string(),
  assertion: external_exports.string(),
  critical: external_exports.boolean(),
  weight: external_exports.number(),
  source: external_exports.enum(["check", "llm"]),
  /** null when the criterion was never judged (judge off, gate failed, judge error): neither met nor unmet. */
  met: external_exports.boolean().nullable(),
  /**
   * `judged`, or why not: `not-judged` (judge off or gate failed; met is null), `judge-error`
   * (met is null), or `not-run` (a command check that was not allowed to run; met is false).
   */
  status: external_exports.enum(["judged", "not-judged", "judge-error", "not-run"]),
  evidence: external_exports.string().optional(),
  location: LocationSchema.optional(),
  fix: external_exports.string().optional(),
  coverage: CoverageSchema.optional(),
  /** With `judge.votes` > 1: how many of the votes agree with `met`, as `"k/N"`. */
  agreement: external_exports.string().optional()
});
var StatsSchema = external_exports.object({
  model: external_exports.string().nullable(),
  llm_calls: external_exports.number().int(),
  /** Prompt tokens as the server counted them. */
  prompt_tokens: external_exports.number().int(),
  /** Prompt tokens as critic-gate estimated them when fitting the prompt (over-counts by design). */
  prompt_tokens_estimated: external_exports.number().int().optional(),
  completion_tokens: external_exports.number().int(),
  duration_ms: external_exports.number().int(),
  /** Lines of material the judge was not shown because the prompt had to fit the context. */
  truncated_lines: external_exports.number().int().optional(),
  /** The judge host that answered (the last one, when several did). */
  host: external_exports.string().optional(),
  /** Hosts skipped because they refused, failed or did not answer in time. */
  failovers: external_exports.number().int().optional(),
  /** Judgements reused from the cache, with no model call. */
  cache_hits: external_exports.number().int().optional()
});
var RouteSchema = external_exports.enum(["approve", "rework", "escalate"]);
var SubjectFileSchema = external_exports.object({
  path: external_exports.string(),
  old_path: external_exports.string().optional(),
  status: external_exports.enum(["added", "modified", "deleted", "renamed", "copied", "typechange"]),
  additions: external_exports.number().int(),
  deletions: external_exports.number().int(),
  binary: external_exports.boolean()
});
var CalibrationSchema = external_exports.object({
  passed: external_exports.boolean(),
  /** Canary judgements checked: two per request. */
  canaries: external_exports.number().int(),
  /** One line per canary the judge got wrong. */
  failed: external_exports.array(external_exports.string())
});
var CriticResultSchema = external_exports.object({
  gate_passed: external_exports.boolean(),
  schema_valid: external_exports.boolean(),
  gate: external_exports.array(GateEntrySchema),
  criteria: external_exports.array(CriterionSchema),
  score: external_exports.number().min(0).max(1),
  verdict: VerdictSchema,
  feedback_for_worker: external_exports.string(),
  stats: StatsSchema,
  calibration: CalibrationSchema.optional(),
  _critic_status: external_exports.enum(["skipped", "error"]).optional(),
  error: external_exports.string().optional(),
  route: RouteSchema.optional(),
  attempt: external_exports.object({ number: external_exports.number().int(), max: external_exports.number().int() }).optional(),
  subject: external_exports.object({ files: external_exports.array(SubjectFileSchema), base: external_exports.string().optional(), head: external_exports.string().optional() }).optional(),
  config: external_exports.object({ path: external_exports.string(), source: external_exports.enum(["base", "disk", "head"]), commit: external_exports.string().optional() }).optional()
});

export {
  VerdictSchema,
  CriticResultSchema
};
