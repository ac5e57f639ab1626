import type { CheckContext, CommandRunner } from './checks/define.js';
import { runCheck, type CheckSpec } from './checks/registry.js';
import type { Criterion, CriticResult, GateEntry, Stats } from './contract/result.js';
import { verifyEvidence } from './judge/evidence.js';
import { JudgeError, type Judge, type JudgeAnswer, type MaterialFile } from './judge/types.js';
import { checkContext, targetMatcher } from './subject/select.js';
import type { FileReader, Subject } from './subject/types.js';
import { decide, routeOf } from './verdict.js';

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
}

export interface CriticDeps {
  /** Absent when the LLM is switched off. */
  judge?: Judge | undefined;
  commands?: CommandRunner | undefined;
  commandsRefused?: string | undefined;
  /** The base commit's files, for files that decide what commands run. */
  trusted?: FileReader | undefined;
  attempt?: { number: number; max: number } | undefined;
  /** Milliseconds since some fixed point; injected so results are reproducible in tests. */
  now?: () => number;
}

const emptyStats = (model: string | null): Stats => ({
  model,
  llm_calls: 0,
  prompt_tokens: 0,
  completion_tokens: 0,
  duration_ms: 0,
});

async function runGate(steps: readonly GateStep[], ctx: CheckContext): Promise<GateEntry[]> {
  const entries: GateEntry[] = [];
  for (const step of steps) {
    const o = await runCheck(step.spec, ctx);
    entries.push({
      id: step.id,
      kind: step.spec.kind,
      passed: o.passed && !o.notRun,
      evidence: o.evidence,
      ...(o.fix !== undefined ? { fix: o.fix } : {}),
      ...(o.location ? { location: o.location } : {}),
      ...(o.notRun ? { not_run: true } : {}),
    });
  }
  return entries;
}

const base = (a: PlannedAssertion, source: Criterion['source']) => ({
  id: a.id,
  assertion: a.text,
  critical: a.critical,
  weight: a.weight,
  source,
});

async function checkCriterion(a: PlannedAssertion & { check: CheckSpec }, ctx: CheckContext): Promise<Criterion> {
  const o = await runCheck(a.check, ctx);
  const met = o.passed && !o.notRun;
  return met
    ? { ...base(a, 'check'), met: true, status: 'judged', evidence: o.evidence, ...(o.location ? { location: o.location } : {}) }
    : { ...base(a, 'check'), met: false, status: 'judged', evidence: o.evidence, fix: o.fix ?? `Meet: ${a.text}` };
}

const notJudged = (a: PlannedAssertion, status: 'not-judged' | 'judge-error', why: string): Criterion => ({
  ...base(a, 'llm'),
  met: null,
  status,
  evidence: why,
});

function judgedCriteria(
  assertions: readonly PlannedAssertion[],
  pathsOf: ReadonlyMap<string, string[]>,
  material: ReadonlyMap<string, MaterialFile>,
  answer: JudgeAnswer,
): Criterion[] {
  return assertions.map((a): Criterion => {
    const item = answer.items.find((i) => i.id === a.id);
    const paths = pathsOf.get(a.id) ?? [];
    const coverage = coverageOf(paths, material, answer.seen);
    const withCoverage = coverage.complete ? {} : { coverage };
    if (!item) return { ...base(a, 'llm'), met: false, status: 'judged', fix: 'The judge gave no answer for this assertion', ...withCoverage };
    if (!item.met) {
      return {
        ...base(a, 'llm'),
        met: false,
        status: 'judged',
        ...(item.evidence ? { evidence: item.evidence } : {}),
        ...(item.location ? { location: item.location } : {}),
        fix: item.fix?.trim() || `Meet: ${a.text}`,
        ...withCoverage,
      };
    }
    const check = verifyEvidence(item, paths, material, answer.seen);
    if (!check.verified) {
      return {
        ...base(a, 'llm'),
        met: false,
        status: 'judged',
        ...(item.evidence ? { evidence: item.evidence } : {}),
        fix: `The judge's evidence could not be verified (${check.reason}); make the work meet "${a.text}" visibly`,
        ...withCoverage,
      };
    }
    const loc = check.location;
    return {
      ...base(a, 'llm'),
      met: true,
      status: 'judged',
      evidence: item.evidence?.trim() || `${loc.path}:${loc.line}: ${loc.quote}`,
      location: loc,
      ...withCoverage,
    };
  });
}

function coverageOf(
  paths: readonly string[],
  material: ReadonlyMap<string, MaterialFile>,
  seen: ReadonlyMap<string, ReadonlySet<number>>,
): { complete: boolean; unseen: string[] } {
  const unseen: string[] = [];
  for (const path of paths) {
    const shown = seen.get(path);
    const lines = material.get(path)?.lines ?? [];
    const missing = lines.filter((l) => !shown?.has(l.n));
    if (missing.length === 0) continue;
    unseen.push(missing.length === lines.length ? path : `${path}:${missing[0]!.n}-${missing[missing.length - 1]!.n}`);
  }
  return { complete: unseen.length === 0, unseen };
}

/** Runs one judgement: gate, deterministic assertions, the judge when allowed, then the fixed verdict rules. */
export async function runCritic(plan: CriticPlan, deps: CriticDeps): Promise<CriticResult> {
  const ctx = checkContext(plan.subject, { commands: deps.commands, commandsRefused: deps.commandsRefused, trusted: deps.trusted });
  const schemaEntries = await runGate(plan.schemaGate, ctx);
  const gateEntries = await runGate(plan.gate, ctx);
  const gate = [...schemaEntries, ...gateEntries];
  const schemaValid = schemaEntries.every((e) => e.passed);
  const gatePassed = gate.every((e) => e.passed);

  const criteria = new Map<string, Criterion>();
  for (const a of plan.assertions) {
    if (a.check) criteria.set(a.id, await checkCriterion({ ...a, check: a.check }, ctx));
  }

  const llmAssertions = plan.assertions.filter((a) => !a.check);
  let stats = emptyStats(deps.judge?.model ?? null);
  let judgeError: string | undefined;
  const judgeSkipped = llmAssertions.length > 0 && deps.judge === undefined;

  if (llmAssertions.length > 0 && (!gatePassed || !deps.judge)) {
    const why = !gatePassed ? 'not judged: the gate failed' : 'not judged: the LLM judge is switched off';
    for (const a of llmAssertions) criteria.set(a.id, notJudged(a, 'not-judged', why));
  } else if (llmAssertions.length > 0 && deps.judge) {
    const materialFiles = await plan.material(ctx);
    const material = new Map(materialFiles.map((m) => [m.path, m]));
    const pathsOf = new Map(
      llmAssertions.map((a) => {
        const matches = targetMatcher({ files: a.files });
        return [a.id, materialFiles.map((m) => m.path).filter(matches)];
      }),
    );
    try {
      const answer = await deps.judge.judge({
        task: plan.task,
        material: materialFiles,
        assertions: llmAssertions.map((a) => ({ id: a.id, text: a.text, paths: pathsOf.get(a.id) ?? [] })),
      });
      const { truncated_lines, ...counts } = answer.stats;
      stats = truncated_lines > 0 ? answer.stats : counts;
      for (const c of judgedCriteria(llmAssertions, pathsOf, material, answer)) criteria.set(c.id, c);
    } catch (e) {
      if (!(e instanceof JudgeError)) throw e;
      judgeError = e.message;
      const { truncated_lines, ...counts } = stripUndefined(e.stats ?? {});
      stats = { ...stats, ...counts, ...(truncated_lines ? { truncated_lines } : {}) };
      for (const a of llmAssertions) criteria.set(a.id, notJudged(a, 'judge-error', `not judged: ${e.message}`));
    }
  }

  const ordered = plan.assertions.map((a) => criteria.get(a.id)!);
  const decision = decide({ schemaValid, gate, criteria: ordered, threshold: plan.threshold, judgeError, judgeSkipped });
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

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
