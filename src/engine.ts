import type { CheckContext, CommandRunner, NamedText } from './checks/define.js';
import { runCheck, type CheckSpec } from './checks/registry.js';
import type { CheckOutcome } from './contract/outcome.js';
import type { Criterion, CriticResult, GateEntry, Stats } from './contract/result.js';
import { checkCriterion, judgedCriteria, notJudged } from './criteria.js';
import { JudgeError, type Judge, type JudgeStats, type MaterialFile } from './judge/types.js';
import { checkContext, targetMatcher } from './subject/select.js';
import type { FileReader, Subject } from './subject/types.js';
import { decide, routeOf } from './verdict.js';
import { errorMessage } from './error-message.js';

export interface GateStep {
  id: string;
  spec: CheckSpec;
}

export interface PlannedAssertion {
  id: string;
  text: string;
  critical: boolean;
  weight: number;
  /** Present: decided by this check. Absent: decided by the LLM judge. */
  check?: CheckSpec | undefined;
  /** Globs selecting what the judge is shown for this assertion; all material when absent. */
  files?: string | readonly string[] | undefined;
}

/** Everything the critic needs to know about one judgement, as data. */
export interface CriticPlan {
  subject: Subject;
  task: string;
  /** Checks deciding `schema_valid`: the output matches its declared type. */
  schemaGate: readonly GateStep[];
  gate: readonly GateStep[];
  assertions: readonly PlannedAssertion[];
  threshold: number;
  /** What the judge may be shown, most relevant first. */
  material(ctx: CheckContext): Promise<MaterialFile[]>;
  /** Untrusted texts that came with the change (PR title and body, commit messages), for the tripwires. */
  texts?: readonly NamedText[] | undefined;
}

export interface CriticDeps {
  /** Absent when the LLM is switched off. */
  judge?: Judge | undefined;
  commands?: CommandRunner | undefined;
  commandsRefused?: string | undefined;
  /** The base commit's files, for files that decide what commands run. */
  trusted?: FileReader | undefined;
  attempt?: { number: number; max: number } | undefined;
}

/** Stats of a run that made no model call. */
export const emptyStats = (model: string | null): Stats => ({
  model,
  llm_calls: 0,
  prompt_tokens: 0,
  completion_tokens: 0,
  duration_ms: 0,
});

/** Collects what made a check unable to judge at all: such a run ends in an error, not in a verdict on the work. */
type Misconfigurations = string[];

async function runOne(spec: CheckSpec, ctx: CheckContext, where: string, problems: Misconfigurations): Promise<CheckOutcome> {
  const o = await runCheck(spec, ctx);
  if (o.misconfigured) problems.push(`${where}: ${o.evidence}`);
  return o;
}

async function runGate(steps: readonly GateStep[], ctx: CheckContext, problems: Misconfigurations): Promise<GateEntry[]> {
  const entries: GateEntry[] = [];
  for (const step of steps) {
    const o = await runOne(step.spec, ctx, `gate ${step.id}`, problems);
    entries.push({
      id: step.id,
      kind: step.spec.kind,
      passed: o.passed && !o.notRun,
      evidence: o.evidence,
      ...(o.fix !== undefined ? { fix: o.fix } : {}),
      ...(o.location ? { location: o.location } : {}),
      ...(o.notRun ? { not_run: true } : {}),
      ...(o.severity ? { severity: o.severity } : {}),
    });
  }
  return entries;
}

/** Runs one judgement: gate, deterministic assertions, the judge when allowed, then the fixed verdict rules. */
export async function runCritic(plan: CriticPlan, deps: CriticDeps): Promise<CriticResult> {
  const ctx: CheckContext = {
    ...checkContext(plan.subject, { commands: deps.commands, commandsRefused: deps.commandsRefused, trusted: deps.trusted }),
    ...(plan.texts ? { texts: plan.texts } : {}),
  };
  const problems: Misconfigurations = [];
  const schemaEntries = await runGate(plan.schemaGate, ctx, problems);
  const gateEntries = await runGate(plan.gate, ctx, problems);
  const gate = [...schemaEntries, ...gateEntries];
  const schemaValid = schemaEntries.every((e) => e.passed);
  const gatePassed = gate.every((e) => e.passed);

  const criteria = new Map<string, Criterion>();
  for (const a of plan.assertions) {
    if (a.check) criteria.set(a.id, checkCriterion(a, await runOne(a.check, ctx, `assertion ${a.id}`, problems)));
  }

  const llmAssertions = plan.assertions.filter((a) => !a.check);
  const judge = deps.judge;
  let stats = emptyStats(judge?.model ?? null);
  let judgeError: string | undefined;
  const judgeSkipped = llmAssertions.length > 0 && judge === undefined;
  // A run that already cannot conclude (failed gate, misconfigured check) does not wait minutes for a model.
  const notJudgedBecause = !gatePassed
    ? 'the gate failed'
    : problems.length > 0
      ? 'the checks cannot judge as configured'
      : judge === undefined
        ? 'the LLM judge is switched off'
        : undefined;

  if (llmAssertions.length > 0 && notJudgedBecause !== undefined) {
    for (const a of llmAssertions) criteria.set(a.id, notJudged(a, 'not-judged', `not judged: ${notJudgedBecause}`));
  } else if (llmAssertions.length > 0 && judge !== undefined) {
    const materialFiles = await plan.material(ctx);
    const material = new Map(materialFiles.map((m) => [m.path, m]));
    const pathsOf = new Map(
      llmAssertions.map((a) => {
        const matches = targetMatcher({ files: a.files });
        return [a.id, materialFiles.map((m) => m.path).filter(matches)];
      }),
    );
    try {
      const answer = await judge.judge({
        task: plan.task,
        material: materialFiles,
        assertions: llmAssertions.map((a) => ({ id: a.id, text: a.text, paths: pathsOf.get(a.id) ?? [] })),
      });
      // A judge injected through the library may be plain JavaScript: an answer of the wrong shape is a judge error.
      if (!Array.isArray(answer?.items) || !(answer.seen instanceof Map)) throw new JudgeError('the judge returned an answer of the wrong shape');
      stats = withReported(stats, answer.stats ?? {});
      for (const c of judgedCriteria(llmAssertions, pathsOf, material, answer)) criteria.set(c.id, c);
    } catch (e) {
      // Whatever went wrong in the judge, the verdict fails closed (rule 4) instead of crashing.
      judgeError = e instanceof JudgeError ? e.message : `the judge failed: ${errorMessage(e)}`;
      stats = withReported(stats, e instanceof JudgeError ? (e.stats ?? {}) : {});
      for (const a of llmAssertions) criteria.set(a.id, notJudged(a, 'judge-error', `not judged: ${judgeError}`));
    }
  }

  const ordered = plan.assertions.map((a) => criteria.get(a.id)!);
  const configError = problems.length > 0 ? `the checks cannot judge as configured: ${problems.join('; ')}` : undefined;
  const decision = decide({ schemaValid, gate, criteria: ordered, threshold: plan.threshold, judgeError, configError, judgeSkipped });
  return {
    gate_passed: decision.gate_passed,
    schema_valid: schemaValid,
    gate,
    criteria: ordered,
    score: decision.score,
    verdict: decision.verdict,
    feedback_for_worker: decision.error ? `The critic could not judge: ${decision.error}` : decision.feedback_for_worker,
    stats,
    ...(decision._critic_status ? { _critic_status: decision._critic_status } : {}),
    ...(decision.error !== undefined ? { error: decision.error } : {}),
    ...(deps.attempt
      ? { route: routeOf(decision.verdict, deps.attempt.number, deps.attempt.max), attempt: deps.attempt }
      : {}),
  };
}

/** The stats with what the judge reported laid over them; `truncated_lines` only when something was cut. */
function withReported(stats: Stats, reported: Partial<JudgeStats>): Stats {
  const { truncated_lines, ...counts } = { ...stats, ...stripUndefined(reported) };
  return truncated_lines ? { ...counts, truncated_lines } : counts;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
