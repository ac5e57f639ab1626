import { browserRuntime, type BrowserRuntime } from './browser/runtime.js';
import type { CheckContext, CommandRunner, NamedText } from './checks/define.js';
import { runCheck, type CheckSpec } from './checks/registry.js';
import { isMisconfigured, toGateEntry, type CheckOutcome } from './contract/outcome.js';
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
  /** A page of the tree the judge is shown rendered in a browser, as material `page:<page>`. */
  page?: string | undefined;
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
  /** The browser for `browser` checks and `page` material; one found on PATH when absent, closed at the end. */
  browser?: BrowserRuntime | undefined;
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
  if (isMisconfigured(o)) problems.push(`${where}: ${o.evidence}`);
  return o;
}

async function runGate(steps: readonly GateStep[], ctx: CheckContext, problems: Misconfigurations): Promise<GateEntry[]> {
  const entries: GateEntry[] = [];
  for (const step of steps) {
    const o = await runOne(step.spec, ctx, `gate ${step.id}`, problems);
    entries.push(toGateEntry(step.id, step.spec.kind, o));
  }
  return entries;
}

/** Runs one judgement: gate, deterministic assertions, the judge when allowed, then the fixed verdict rules. */
export async function runCritic(plan: CriticPlan, deps: CriticDeps): Promise<CriticResult> {
  // A browser launched for this run is closed however the run ends; one passed in belongs to the caller.
  const browser = deps.browser ?? browserRuntime();
  try {
    return await judgeWith(plan, deps, browser);
  } finally {
    if (!deps.browser) await browser.close();
  }
}

async function judgeWith(plan: CriticPlan, deps: CriticDeps, browser: BrowserRuntime): Promise<CriticResult> {
  const ctx: CheckContext = {
    ...checkContext(plan.subject, { commands: deps.commands, commandsRefused: deps.commandsRefused, trusted: deps.trusted, task: plan.task, browser }),
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
  let calibration: CriticResult['calibration'];
  const judgeSkipped = llmAssertions.length > 0 && judge === undefined;
  // A run whose verdict is already settled (failed gate, failed critical check, misconfigured
  // check, attempts used up) does not wait minutes for a model.
  const criticalFailed = [...criteria.values()].find((c) => c.critical && c.met === false);
  const pastLimit = deps.attempt !== undefined && deps.attempt.number > deps.attempt.max;
  const notJudgedBecause = !gatePassed
    ? 'the gate failed'
    : problems.length > 0
      ? 'the checks cannot judge as configured'
      : criticalFailed !== undefined
        ? `the critical check ${criticalFailed.id} failed`
        : pastLimit
          ? `attempt ${deps.attempt!.number} is past the limit of ${deps.attempt!.max}`
          : judge === undefined
            ? 'the LLM judge is switched off'
            : undefined;

  if (llmAssertions.length > 0 && notJudgedBecause !== undefined) {
    for (const a of llmAssertions) criteria.set(a.id, notJudged(a, 'not-judged', `not judged: ${notJudgedBecause}`));
  } else if (llmAssertions.length > 0 && judge !== undefined) {
    try {
      // Inside the try: material that cannot be made (a page with no browser to render it) is a judge error.
      const materialFiles = await plan.material(ctx);
      const material = new Map(materialFiles.map((m) => [m.path, m]));
      const pathsOf = new Map(llmAssertions.map((a) => [a.id, materialPaths(a, materialFiles)]));
      const answer = await judge.judge({
        task: plan.task,
        material: materialFiles,
        assertions: llmAssertions.map((a) => ({ id: a.id, text: a.text, paths: pathsOf.get(a.id) ?? [] })),
      });
      // A judge injected through the library may be plain JavaScript: an answer of the wrong shape is a judge error.
      if (!Array.isArray(answer?.items) || !(answer.seen instanceof Map)) throw new JudgeError('the judge returned an answer of the wrong shape');
      stats = withReported(stats, answer.stats ?? {});
      calibration = answer.calibration;
      for (const c of judgedCriteria(llmAssertions, pathsOf, material, answer)) criteria.set(c.id, c);
    } catch (e) {
      // Whatever went wrong in the judge, the verdict fails closed (rule 4) instead of crashing.
      judgeError = e instanceof JudgeError ? e.message : `the judge failed: ${errorMessage(e)}`;
      stats = withReported(stats, e instanceof JudgeError ? (e.stats ?? {}) : {});
      calibration = e instanceof JudgeError ? e.calibration : undefined;
      for (const a of llmAssertions) criteria.set(a.id, notJudged(a, 'judge-error', `not judged: ${judgeError}`));
    }
  }

  const ordered = plan.assertions.map((a) => criteria.get(a.id)!);
  const configError = problems.length > 0 ? `the checks cannot judge as configured: ${problems.join('; ')}` : undefined;
  const decision = decide({
    schemaValid,
    gate,
    criteria: ordered,
    threshold: plan.threshold,
    judgeError,
    configError,
    // Nothing was asked of the judge when the verdict was settled without it.
    judgeSkipped: judgeSkipped && criticalFailed === undefined && !pastLimit,
    attemptsExhausted: pastLimit && llmAssertions.length > 0 ? `${notJudgedBecause}: escalated without a model call` : undefined,
  });
  return {
    gate_passed: decision.gate_passed,
    schema_valid: schemaValid,
    gate,
    criteria: ordered,
    score: decision.score,
    verdict: decision.verdict,
    feedback_for_worker: decision.error ? `The critic could not judge: ${decision.error}` : decision.feedback_for_worker,
    stats,
    ...(calibration ? { calibration } : {}),
    ...(decision._critic_status ? { _critic_status: decision._critic_status } : {}),
    ...(decision.error !== undefined ? { error: decision.error } : {}),
    ...(deps.attempt
      ? { route: routeOf(decision.verdict, deps.attempt.number, deps.attempt.max), attempt: deps.attempt }
      : {}),
  };
}

/**
 * What one assertion is judged on: its rendered page (`page:<page>`), and the files its globs
 * select; all files when it names neither. A rendered page is shown only to assertions naming it.
 */
function materialPaths(a: PlannedAssertion, material: readonly MaterialFile[]): string[] {
  const files = material.map((m) => m.path).filter((p) => !p.startsWith(PAGE_PREFIX));
  if (a.page === undefined) return files.filter(targetMatcher({ files: a.files }));
  const page = `${PAGE_PREFIX}${a.page}`;
  return [...(material.some((m) => m.path === page) ? [page] : []), ...(a.files === undefined ? [] : files.filter(targetMatcher({ files: a.files })))];
}

const PAGE_PREFIX = 'page:';

/** The stats with what the judge reported laid over them; `truncated_lines` only when something was cut. */
function withReported(stats: Stats, reported: Partial<JudgeStats>): Stats {
  const { truncated_lines, ...counts } = { ...stats, ...stripUndefined(reported) };
  return truncated_lines ? { ...counts, truncated_lines } : counts;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
