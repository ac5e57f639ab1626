import type { CheckContext } from '../checks/define.js';
import { actsOnMachine, runCheck, type CheckSpec } from '../checks/registry.js';
import { isMisconfigured, toGateEntry, type CheckOutcome } from '../contract/outcome.js';
import type { Criterion, CriticResult, GateEntry, Receipt, Stats } from '../contract/result.js';
import { checkCriterion, judgedCriteria, notApplicable, notJudged, unseenCriterion } from './criteria.js';
import { materialPaths, type ChangeScope, type CriticPlan, type GateStep, type PlannedAssertion, type UnshownFile } from './plan.js';
import { JudgeError, type Judge, type JudgeStats } from '../judge/types.js';
import { checkContext, targetMatcher } from '../checks/context.js';
import { FoundSecrets } from '../checks/found-secrets.js';
import { maskedMaterial } from './masked-material.js';
import { decide, routeOf, type Decision } from './verdict.js';
import { earnedCriteria } from './earned.js';
import { errorMessage } from '../errors/message.js';
import { emptyStats } from './error-result.js';
import type { RunResources } from './resources.js';

/** One run of the engine: the judge (absent when the LLM is switched off), the attempt, and the run's resources. */
export interface CriticDeps extends RunResources {
  judge?: Judge | undefined;
  attempt?: { number: number; max: number } | undefined;
}

/**
 * Collects what made a check unable to judge at all: such a run ends in an error, not in a verdict
 * on the work. `onRunner`: the runner lacks what the check needs, rather than the config being wrong.
 * `file`: the file the problem is in when the check read it (its schema, its rules file); absent:
 * the assertions file, where the check is written, at `line` when known.
 */
type Misconfigurations = { text: string; onRunner: boolean; file?: string | undefined; line?: number | undefined }[];

/**
 * Who fixes the checks that cannot judge (spec, bad input: "a clear message naming the file"): the
 * runner only when every problem is the runner's, since a mistake in the config beside a runner
 * problem must not be sent to the runner; otherwise the config, in the files its problems are in,
 * in the order they were found. A file is named only when every config problem's is known
 * (`assertionsFile` is absent for checks that came in a critic input rather than a file), and a
 * line only when they are all at one line of the assertions file.
 */
export function configErrorCause(
  problems: readonly { onRunner: boolean; file?: string | undefined; line?: number | undefined }[],
  assertionsFile: string | undefined,
): { category: 'config' | 'toolchain'; file?: string; line?: number } {
  if (problems.length > 0 && problems.every((p) => p.onRunner)) return { category: 'toolchain' };
  const inConfig = problems.filter((p) => !p.onRunner);
  const files = inConfig.map((p) => p.file ?? assertionsFile);
  if (files.length === 0 || files.some((f) => f === undefined)) return { category: 'config' };
  const lines = new Set(inConfig.map((p) => (p.file === undefined ? p.line : undefined)));
  const [line] = lines;
  return { category: 'config', file: listed([...new Set(files as string[])]), ...(lines.size === 1 && line !== undefined ? { line } : {}) };
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;

/**
 * Runs the checks and hands back their outcomes in the order given. Checks that only read run
 * side by side, so one's parsing fills another's wait for git or an interpreter; checks that act
 * on the machine run one after another in order (see CheckDefinition.actsOnMachine).
 */
function runChecks(specs: readonly CheckSpec[], ctx: CheckContext): Promise<CheckOutcome>[] {
  let turn: Promise<unknown> = Promise.resolve();
  return specs.map((spec) => {
    if (!actsOnMachine(spec)) return runCheck(spec, ctx);
    const outcome = turn.then(() => runCheck(spec, ctx));
    // The next one waits for this one to end, however it ends.
    turn = outcome.catch(() => undefined);
    return outcome;
  });
}

/** The outcomes in order; what made a check unable to judge is noted, in the same order. */
async function settle(
  outcomes: readonly Promise<CheckOutcome>[],
  where: (i: number) => { name: string; line?: number | undefined },
  problems: Misconfigurations,
): Promise<CheckOutcome[]> {
  const settled = await Promise.all(outcomes);
  settled.forEach((o, i) => {
    if (isMisconfigured(o) && o.status !== 'pass') {
      const { name, line } = where(i);
      // A problem in a file of its own is fixed there; the line is the assertions file's.
      problems.push({
        text: `${name}: ${o.evidence}`,
        onRunner: o.onRunner === true,
        file: o.file,
        line: o.file === undefined ? line : undefined,
      });
    }
  });
  return settled;
}

async function runGate(steps: readonly GateStep[], ctx: CheckContext, problems: Misconfigurations): Promise<GateEntry[]> {
  const outcomes = runChecks(
    steps.map((s) => s.spec),
    ctx,
  );
  const settled = await settle(outcomes, (i) => ({ name: `gate ${steps[i]!.id}`, line: steps[i]!.line }), problems);
  return steps.map((step, i) => toGateEntry(step.id, step.spec.kind, settled[i]!));
}

/** Runs one judgement: gate, deterministic assertions, the judge when allowed, then the fixed verdict rules. */
export async function runCritic(plan: CriticPlan, deps: CriticDeps): Promise<CriticResult> {
  const ctx = contextOf(plan, deps);
  const problems: Misconfigurations = [];
  const gates = await runGates(plan, ctx, problems);
  const criteria = await checkAssertions(plan.assertions, ctx, problems);
  const scope = await scopeOf(plan, ctx);
  // Spec §13: an assertion with nothing of the change to be judged on is listed, never asked about.
  const applies = (a: PlannedAssertion): boolean => scope === undefined || scope.applicable.has(a.id);
  for (const a of plan.assertions) {
    if (a.check || applies(a)) continue;
    // Spec §14: unseen is not "not applicable". Set before the judge is considered, so a critical one saves the model call.
    const unseen = scope?.unseen?.get(a.id);
    criteria.set(a.id, unseen === undefined ? notApplicable(a) : unseenCriterion(a, unseen));
  }
  const llmAssertions = plan.assertions.filter((a) => !a.check && applies(a));
  const call = judgeCall({
    assertions: llmAssertions.length,
    gatePassed: gates.passed,
    misconfigured: problems.length > 0,
    criticalFailed: [...criteria.values()].find((c) => c.critical && c.met === false),
    attempt: deps.attempt,
    judge: deps.judge,
  });

  // Spec §15: the examples are judged in the same run, with the same judge, before the change.
  const examples =
    call.kind === 'ask' && plan.examples ? await plan.examples(call.judge, new Set(llmAssertions.map((a) => a.id))) : undefined;
  const judged: Judgement =
    call.kind === 'ask'
      ? await judgeAssertions(plan, ctx, llmAssertions, call.judge)
      : {
          criteria: llmAssertions.map((a) => notJudged(a, 'not-judged', `not judged: ${notJudgedReason(call)}`)),
          stats: emptyStats(deps.judge?.model ?? null),
          receipt: unaskedReceipt(deps.judge?.model ?? null, call.kind),
        };
  const judgement = examples ? { ...judged, stats: withExampleCosts(judged.stats, examples.stats) } : judged;
  for (const c of judgement.criteria) criteria.set(c.id, c);

  const ordered = earnedCriteria(
    plan.assertions.map((a) => criteria.get(a.id)!),
    plan.assertions,
    examples?.readings ?? new Map(),
    plan.requireExamples === true,
    new Set(call.kind === 'ask' ? llmAssertions.map((a) => a.id) : []),
  );
  const configCause = configErrorCause(problems, plan.configFile);
  const decision = decide({
    schemaValid: gates.schemaValid,
    gate: gates.entries,
    criteria: ordered,
    threshold: plan.threshold,
    // An example the judge failed on says nothing of the judge's reading: the run fails closed (rule 4),
    // never leaves the assertion advisory, which would let an outage turn an unmet critical into a PASS.
    judgeError: judgement.judgeError ?? examples?.error,
    judgeErrorCategory: judgement.judgeError !== undefined ? judgement.judgeErrorCategory : examples?.errorCategory,
    configError: problems.length > 0 ? `the checks cannot judge as configured: ${problems.map((p) => p.text).join('; ')}` : undefined,
    configErrorCategory: configCause.category,
    configErrorFile: configCause.file,
    configErrorLine: configCause.line,
    // SKIPPED only when the judge being off is all that kept it from deciding; a settled verdict stands.
    judgeSkipped: call.kind === 'judge-off',
    attemptsExhausted: call.kind === 'past-limit' ? `${notJudgedReason(call)}: escalated without a model call` : undefined,
  });
  return { ...resultOf(decision, gates, ordered, judgement, deps.attempt), ...(scope?.covered === false ? { nothing_covered: true } : {}) };
}

/**
 * What of the change the config reaches (PR mode). Reading the change for it can fail like reading
 * the material can: then every assertion counts as applying, and the judge's own reading of the
 * material fails closed with the cause.
 */
async function scopeOf(plan: CriticPlan, ctx: CheckContext): Promise<ChangeScope | undefined> {
  try {
    return await plan.scope?.(ctx);
  } catch {
    return undefined;
  }
}

/** The engine launches nothing: the front end that made the browser closes it. */
function contextOf(plan: CriticPlan, deps: CriticDeps): CheckContext {
  return {
    ...checkContext(plan.subject, {
      commands: deps.commands,
      commandsRefused: deps.commandsRefused,
      trusted: deps.trusted,
      trustedView: deps.trustedView,
      view: plan.view,
      task: plan.task,
      browser: deps.browser,
      codeCacheDir: deps.codeCacheDir,
      syntaxWarm: deps.syntaxWarm,
      // Always one: the judge's material is masked with what the checks found even when no front end listens.
      secrets: deps.secrets ?? new FoundSecrets(),
      knownClean: deps.knownClean,
    }),
    ...(plan.texts ? { texts: plan.texts } : {}),
  };
}

interface GateRun {
  /** The schema gate's entries, then the gate's. */
  entries: GateEntry[];
  schemaValid: boolean;
  passed: boolean;
}

async function runGates(plan: CriticPlan, ctx: CheckContext, problems: Misconfigurations): Promise<GateRun> {
  const schemaEntries = await runGate(plan.schemaGate, ctx, problems);
  const gateEntries = await runGate(plan.gate, ctx, problems);
  const entries = [...schemaEntries, ...gateEntries];
  return { entries, schemaValid: schemaEntries.every((e) => e.passed), passed: entries.every((e) => e.passed) };
}

/** The criteria of the assertions a check decides, by assertion id. */
async function checkAssertions(
  assertions: readonly PlannedAssertion[],
  ctx: CheckContext,
  problems: Misconfigurations,
): Promise<Map<string, Criterion>> {
  const criteria = new Map<string, Criterion>();
  const checked = assertions.filter((a): a is PlannedAssertion & { check: CheckSpec } => a.check !== undefined);
  const outcomes = runChecks(
    checked.map((a) => a.check),
    ctx,
  );
  const settled = await settle(outcomes, (i) => ({ name: `assertion ${checked[i]!.id}`, line: checked[i]!.checkLine }), problems);
  checked.forEach((a, i) => criteria.set(a.id, checkCriterion(a, settled[i]!)));
  return criteria;
}

/**
 * Whether the judge is asked, decided once for the whole run: with which judge, or the first
 * reason that holds for not asking it. A run whose verdict is already settled (failed gate,
 * misconfigured check, failed critical check, attempts used up) does not wait minutes for a model.
 */
export type JudgeCall =
  | { kind: 'ask'; judge: Judge }
  | { kind: 'nothing-to-ask' }
  | { kind: 'gate-failed' }
  | { kind: 'misconfigured' }
  | { kind: 'critical-failed'; id: string }
  | { kind: 'past-limit'; attempt: { number: number; max: number } }
  | { kind: 'judge-off' };

export type NotJudged = Exclude<JudgeCall, { kind: 'ask' }>;

export function judgeCall(s: {
  /** How many assertions only the judge can decide. */
  assertions: number;
  gatePassed: boolean;
  misconfigured: boolean;
  criticalFailed: Pick<Criterion, 'id'> | undefined;
  attempt: { number: number; max: number } | undefined;
  judge: Judge | undefined;
}): JudgeCall {
  if (s.assertions === 0) return { kind: 'nothing-to-ask' };
  if (!s.gatePassed) return { kind: 'gate-failed' };
  if (s.misconfigured) return { kind: 'misconfigured' };
  if (s.criticalFailed !== undefined) return { kind: 'critical-failed', id: s.criticalFailed.id };
  if (s.attempt !== undefined && s.attempt.number > s.attempt.max) return { kind: 'past-limit', attempt: s.attempt };
  if (s.judge === undefined) return { kind: 'judge-off' };
  return { kind: 'ask', judge: s.judge };
}

/** Why the judge was not asked, as an unjudged criterion's evidence says it. */
export function notJudgedReason(call: NotJudged): string {
  switch (call.kind) {
    case 'nothing-to-ask':
      return 'no assertion is left for the judge';
    case 'gate-failed':
      return 'the gate failed';
    case 'misconfigured':
      return 'the checks cannot judge as configured';
    case 'critical-failed':
      return `the critical check ${call.id} failed`;
    case 'past-limit':
      return `attempt ${call.attempt.number} is past the limit of ${call.attempt.max}`;
    case 'judge-off':
      return 'the LLM judge is switched off';
  }
}

/** What the judge made of the LLM assertions: their criteria, what it cost, and why it failed if it did. */
interface Judgement {
  criteria: Criterion[];
  stats: Stats;
  calibration?: CriticResult['calibration'];
  judgeError?: string | undefined;
  /** Who fixes the judge error: its host (`judge`) or its model, which answered out of shape (`model`). */
  judgeErrorCategory?: 'judge' | 'model' | undefined;
  receipt: Receipt;
}

/** The receipt of a verdict no model was asked for, saying why. */
export const unaskedReceipt = (model: string | null, why: NonNullable<Receipt['no_model_call']>): Receipt => ({
  model,
  digest: null,
  calls: [],
  tally: {},
  no_model_call: why,
});

async function judgeAssertions(
  plan: CriticPlan,
  ctx: CheckContext,
  llmAssertions: readonly PlannedAssertion[],
  judge: Judge,
): Promise<Judgement> {
  const stats = emptyStats(judge.model);
  try {
    // Inside the try: material that cannot be made (a page with no browser to render it) is a judge error.
    // Spec §16: the checks ran first, so every credential they found is masked before the model reads it.
    const materialFiles = maskedMaterial(await plan.material(ctx), ctx.secrets);
    const material = new Map(materialFiles.map((m) => [m.path, m]));
    const pathsOf = new Map(llmAssertions.map((a) => [a.id, materialPaths(a, materialFiles)]));
    const unshown = (await plan.unshown?.(ctx)) ?? [];
    const answer = await judge.judge({
      task: plan.task,
      material: materialFiles,
      assertions: llmAssertions.map((a) => ({ id: a.id, text: a.text, paths: pathsOf.get(a.id) ?? [] })),
    });
    // A judge injected through the library may be plain JavaScript: an answer of the wrong shape is a judge error.
    if (!Array.isArray(answer?.items) || !(answer.seen instanceof Map))
      throw new JudgeError('the judge returned an answer of the wrong shape');
    return {
      criteria: judgedCriteria(llmAssertions, pathsOf, material, answer, unshownOf(llmAssertions, unshown)),
      stats: withReported(stats, answer.stats ?? {}),
      calibration: answer.calibration,
      // A library caller's own judge may keep no receipt: it then says only which model it names.
      receipt: answer.receipt ?? { model: judge.model, digest: null, calls: [], tally: {} },
    };
  } catch (e) {
    // Whatever went wrong in the judge, the verdict fails closed (rule 4) instead of crashing.
    const judgeError = e instanceof JudgeError ? e.message : `the judge failed: ${errorMessage(e)}`;
    return {
      criteria: llmAssertions.map((a) => notJudged(a, 'judge-error', `not judged: ${judgeError}`)),
      stats: withReported(stats, e instanceof JudgeError ? (e.stats ?? {}) : {}),
      calibration: e instanceof JudgeError ? e.calibration : undefined,
      judgeError,
      judgeErrorCategory: e instanceof JudgeError ? e.category : 'judge',
      receipt: judgeErrorReceipt(judge.model, e instanceof JudgeError ? e.receipt : undefined),
    };
  }
}

/** A failed judgement's receipt: what was sent before it failed, or that no model call was made. */
function judgeErrorReceipt(model: string, receipt: Receipt | undefined): Receipt {
  if (receipt && receipt.calls.some((c) => !c.cached)) return receipt;
  return { ...(receipt ?? { model, digest: null, calls: [], tally: {} }), no_model_call: 'judge-error' };
}

/** Per assertion, the unshown files its globs select; an assertion on a page alone selects no file. */
function unshownOf(assertions: readonly PlannedAssertion[], unshown: readonly UnshownFile[]): Map<string, UnshownFile[]> {
  return new Map(
    assertions.map((a) => {
      const selects = a.page !== undefined && a.files === undefined ? () => false : targetMatcher({ files: a.files });
      return [a.id, unshown.filter((f) => selects(f.path))];
    }),
  );
}

function resultOf(
  decision: Decision,
  gates: GateRun,
  criteria: Criterion[],
  judgement: Judgement,
  attempt: CriticDeps['attempt'],
): CriticResult {
  return {
    gate_passed: decision.gate_passed,
    schema_valid: gates.schemaValid,
    gate: gates.entries,
    criteria,
    score: decision.score,
    verdict: decision.verdict,
    feedback_for_worker: decision.error ? `The critic could not judge: ${decision.error}` : decision.feedback_for_worker,
    stats: judgement.stats,
    ...(judgement.calibration ? { calibration: judgement.calibration } : {}),
    receipt: judgement.receipt,
    ...(decision._critic_status ? { _critic_status: decision._critic_status } : {}),
    ...(decision.error !== undefined ? { error: decision.error } : {}),
    ...(decision.cause !== undefined ? { _critic_error: decision.cause } : {}),
    ...(attempt ? { route: routeOf(decision.verdict, attempt.number, attempt.max), attempt } : {}),
  };
}

/** The run's stats with what judging the examples cost added: their model calls, tokens and cache hits. */
function withExampleCosts(stats: Stats, costs: readonly Partial<JudgeStats>[]): Stats {
  const sum = (k: 'llm_calls' | 'prompt_tokens' | 'completion_tokens' | 'cache_hits'): number =>
    costs.reduce((n, c) => n + (c[k] ?? 0), stats[k] ?? 0);
  const hits = sum('cache_hits');
  return {
    ...stats,
    llm_calls: sum('llm_calls'),
    prompt_tokens: sum('prompt_tokens'),
    completion_tokens: sum('completion_tokens'),
    ...(stats.cache_hits !== undefined || hits > 0 ? { cache_hits: hits } : {}),
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
