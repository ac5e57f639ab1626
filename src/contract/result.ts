import * as z from './zod.js';
import { FindingSchema, LocationSchema } from './location.js';

export const VerdictSchema = z.enum(['PASS', 'RETRY', 'FAIL', 'SKIPPED']);
export type Verdict = z.infer<typeof VerdictSchema>;

export const ArtifactSchema = z.object({ path: z.string(), kind: z.enum(['screenshot']) });

export const GateEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  passed: z.boolean(),
  evidence: z.string(),
  fix: z.optional(z.string()),
  location: z.optional(LocationSchema),
  /** True when the check was not run (commands not allowed); it then counts as failed. */
  not_run: z.optional(z.boolean()),
  /** Files the check wrote (the `browser` check's screenshots), next to the result file. */
  artifacts: z.optional(z.array(ArtifactSchema)),
  /** `warning`: passed, but with a finding shown in the review (tripwires under `warn`). */
  severity: z.optional(z.literal('warning')),
  /** Every failing place the check found (the first MAX_FINDINGS by path); `location` is the first. */
  findings: z.optional(z.array(FindingSchema)),
  /** How many more failing places there were beyond `findings`. */
  findings_omitted: z.optional(z.int().check(z.gte(1))),
});
export type GateEntry = z.infer<typeof GateEntrySchema>;

/** What the judge could not see for one assertion because the prompt had to fit the model's context. */
export const CoverageSchema = z.object({
  complete: z.boolean(),
  /** Paths (with line ranges where partly seen) that the judge was not shown. */
  unseen: z.array(z.string()),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/** One example of an assertion (spec §15) as the judge read it in this run. */
export const ExampleReadingSchema = z.object({
  file: z.string(),
  expect: z.enum(['met', 'unmet']),
  /** What the judge said of the file alone: met (with a verified quote), unmet, or null when it could not judge it. */
  met: z.nullable(z.boolean()),
  /** Whether that is what the example expects. */
  agrees: z.boolean(),
  /** The judge's own words, or why its answer does not count. */
  said: z.string(),
  /** With `judge.votes` > 1: how many votes agree with `met`, as `"k/N"`. */
  votes: z.optional(z.string()),
});
export type ExampleReading = z.infer<typeof ExampleReadingSchema>;

/**
 * Spec §15: an LLM criterion that may not block in this run. Its result is shown as a warning; it
 * counts neither toward FAIL nor the score.
 */
export const AdvisorySchema = z.object({
  /** One line: why the assertion did not earn its power to block. */
  reason: z.string(),
  /** The examples the judge did not read as expected (none when the assertion has no examples). */
  examples: z.array(ExampleReadingSchema),
});
export type Advisory = z.infer<typeof AdvisorySchema>;

export const CriterionSchema = z.object({
  id: z.string(),
  assertion: z.string(),
  critical: z.boolean(),
  weight: z.number(),
  source: z.enum(['check', 'llm']),
  /** null when the criterion was never judged (judge off, gate failed, judge error, not applicable): neither met nor unmet. */
  met: z.nullable(z.boolean()),
  /**
   * `judged`, or why not: `not-judged` (judge off or gate failed; met is null), `judge-error`
   * (met is null), `not-run` (a command check that was not allowed to run; met is false), or
   * `not_applicable` (spec §13, PR mode: no file of the change is in its scope, or its material is
   * empty; met is null, and it counts neither for nor against the score).
   */
  status: z.enum(['judged', 'not-judged', 'judge-error', 'not-run', 'not_applicable']),
  evidence: z.optional(z.string()),
  location: z.optional(LocationSchema),
  fix: z.optional(z.string()),
  coverage: z.optional(CoverageSchema),
  /** With `judge.votes` > 1: how many of the votes agree with `met`, as `"k/N"`. */
  agreement: z.optional(z.string()),
  /** Spec §15, an assertion with examples: how many the judge read as expected in this run, as `"k/n"`. */
  examples: z.optional(z.string()),
  /** Spec §15: present when this criterion may not block in this run (a warning only), and why. */
  advisory: z.optional(AdvisorySchema),
});
export type Criterion = z.infer<typeof CriterionSchema>;

export const StatsSchema = z.object({
  model: z.nullable(z.string()),
  llm_calls: z.int(),
  /** Prompt tokens as the server counted them. */
  prompt_tokens: z.int(),
  /** Prompt tokens as critic-gate estimated them when fitting the prompt (over-counts by design). */
  prompt_tokens_estimated: z.optional(z.int()),
  completion_tokens: z.int(),
  duration_ms: z.int(),
  /** Lines of material the judge was not shown because the prompt had to fit the context. */
  truncated_lines: z.optional(z.int()),
  /** The judge host that answered (the last one, when several did). */
  host: z.optional(z.string()),
  /** Hosts skipped because they refused, failed or did not answer in time. */
  failovers: z.optional(z.int()),
  /** Judgements reused from the cache, with no model call. */
  cache_hits: z.optional(z.int()),
});
export type Stats = z.infer<typeof StatsSchema>;

export const RouteSchema = z.enum(['approve', 'rework', 'escalate']);
export type Route = z.infer<typeof RouteSchema>;

export const SubjectFileSchema = z.object({
  path: z.string(),
  old_path: z.optional(z.string()),
  status: z.enum(['added', 'modified', 'deleted', 'renamed', 'copied', 'typechange']),
  additions: z.int(),
  deletions: z.int(),
  binary: z.boolean(),
});

/** The known-answer canaries that went into every judge request (spec §8). */
export const CalibrationSchema = z.object({
  passed: z.boolean(),
  /** Canary judgements checked: two per request. */
  canaries: z.int(),
  /** One line per canary the judge got wrong. */
  failed: z.array(z.string()),
});
export type Calibration = z.infer<typeof CalibrationSchema>;

/** One request the judge sent and the answer it got (spec §15), as SHA-256 hex of their exact bytes. */
export const ReceiptCallSchema = z.object({
  /** The request body as sent; absent for a cache hit, where nothing was sent. */
  request_sha256: z.optional(z.string()),
  /** The answer's raw text, as the model streamed it (or as the cache kept it). */
  answer_sha256: z.string(),
  /** The answer came from the judgement cache, with no model call. */
  cached: z.optional(z.literal(true)),
});
export type ReceiptCall = z.infer<typeof ReceiptCallSchema>;

/** Why no model was asked for a verdict: the judge's reason, or `cache-hit` when every answer came from the cache. */
export const NoModelCallSchema = z.enum([
  'nothing-to-ask',
  'gate-failed',
  'misconfigured',
  'critical-failed',
  'past-limit',
  'judge-off',
  'cache-hit',
  'judge-error',
]);
export type NoModelCall = z.infer<typeof NoModelCallSchema>;

/**
 * What a verdict rests on (spec §15): the model as its server named it, every request and answer
 * by hash, the sampling options, the votes per criterion, and in PR mode the config digest and
 * the head. `critic-gate replay` re-sends the requests and checks the verdict against it.
 */
export const ReceiptSchema = z.object({
  model: z.nullable(z.string()),
  /** The model's digest as the server reports it (Ollama's `/api/tags`); null when the server gives none. */
  digest: z.nullable(z.string()),
  backend: z.optional(z.string()),
  temperature: z.optional(z.number()),
  /** The first vote's seed; vote k is asked with seed + k - 1. */
  seed: z.optional(z.int()),
  num_ctx: z.optional(z.int()),
  calls: z.array(ReceiptCallSchema),
  /** Per criterion: how many of the judge's answers (votes, and parts of its material) said met and unmet, before evidence was verified. */
  tally: z.record(z.string(), z.object({ met: z.int(), unmet: z.int() })),
  /** Present when no model call was made, saying why. */
  no_model_call: z.optional(NoModelCallSchema),
  /** PR mode: the config_digest the review marker and merge queue bind to. */
  config_digest: z.optional(z.string()),
  /** PR mode: the judged head commit. */
  head_sha: z.optional(z.string()),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** A `/critic-gate override` command that made a head PASS. */
export const OverrideSchema = z.object({
  /** The login of the commenter, whose permission was checked on this run. */
  by: z.string(),
  reason: z.string(),
  comment_url: z.string(),
  original_verdict: VerdictSchema,
});
export type Override = z.infer<typeof OverrideSchema>;

/** The critic result (spec §3). */
export const CriticResultSchema = z.object({
  gate_passed: z.boolean(),
  schema_valid: z.boolean(),
  gate: z.array(GateEntrySchema),
  criteria: z.array(CriterionSchema),
  score: z.number().check(z.gte(0), z.lte(1)),
  verdict: VerdictSchema,
  feedback_for_worker: z.string(),
  stats: StatsSchema,
  calibration: z.optional(CalibrationSchema),
  /** What the verdict rests on (spec §15); optional so that results written before it still parse. */
  receipt: z.optional(ReceiptSchema),
  _critic_status: z.optional(z.enum(['skipped', 'error'])),
  error: z.optional(z.string()),
  route: z.optional(RouteSchema),
  attempt: z.optional(z.object({ number: z.int(), max: z.int() })),
  subject: z.optional(z.object({ files: z.array(SubjectFileSchema), base: z.optional(z.string()), head: z.optional(z.string()) })),
  config: z.optional(z.object({ path: z.string(), source: z.enum(['base', 'disk', 'head', 'worktree']), commit: z.optional(z.string()) })),
  /** PR mode (spec §13): present and true when no check and no assertion of the config selects any file of the change. */
  nothing_covered: z.optional(z.literal(true)),
  /** Why the verdict is SKIPPED when it is not the judge being off: `draft`, a draft pull request with `drafts: gate-only`. */
  skipped_reason: z.optional(z.enum(['draft'])),
  /** A human override made this PASS (spec §14): who, why, where, and the verdict it replaced. */
  override: z.optional(OverrideSchema),
  /** A merge-queue entry passed on its pull request's verdict (spec §14): whose, for which head, where. */
  reused_verdict: z.optional(z.object({ pull: z.int(), head_sha: z.string(), review_url: z.string() })),
});
/**
 * Who can fix a run that could not judge, as errors/taxonomy.ts sorts every failure: the command
 * line (`usage`), the Action's inputs or the critic input (`input`), the Action's event (`event`),
 * the assertions file or what its checks read (`config`), the runner's toolchain (`toolchain`),
 * the repository or refs (`git`), the token or GitHub (`github`), the judge's host (`judge`), the
 * judge's model answering out of shape (`model`), the operating system (`system`), a bug (`internal`).
 */
export type ErrorCategory = 'usage' | 'input' | 'event' | 'config' | 'toolchain' | 'git' | 'github' | 'judge' | 'model';
export type ErrorCauseCategory = ErrorCategory | 'system' | 'internal';

/** The cause of a result that could not judge: its category, and for a config error the file and line it names. */
export interface ErrorCause {
  category: ErrorCauseCategory;
  file?: string | undefined;
  line?: number | undefined;
}

/**
 * The result. `_critic_error` is internal, beside `_critic_status: "error"`: the typed cause the
 * renderers read to say where to fix it. The spec has no field for it, so it is never published:
 * `publishedResult` (published.ts) leaves it out of every JSON a front end writes.
 */
export type CriticResult = z.infer<typeof CriticResultSchema> & { _critic_error?: ErrorCause | undefined };
