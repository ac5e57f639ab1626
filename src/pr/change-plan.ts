import type { CheckContext, NamedText, Target } from '../checks/define.js';
import { definitionOf, type CheckSpec } from '../checks/registry.js';
import type { Config } from '../config/index.js';
import type { Locator } from '../config/locate.js';
import { materialPaths, type ChangeScope, type CriticPlan, type GateStep, type PlannedAssertion, type UnshownFile } from '../core/plan.js';
import type { ChangedFile, Subject } from '../subject/types.js';
import type { ChangeView } from '../subject/change-view.js';
import { aliasedForAssertions, changeMaterial, unshownFiles } from './judge-material.js';
import { pageMaterial } from './page-material.js';
import { judgeExamples, type AssertionExamples } from './examples.js';
import type { Judge, MaterialFile } from '../judge/types.js';
import { globList, targetMatcher } from '../checks/context.js';

/** Gate ids as shown in reports: the configured `id`, else the kind; repeats get `#2`, `#3`. */
export function gateSteps(gate: readonly CheckSpec[]): GateStep[] {
  const seen = new Map<string, number>();
  return gate.map((spec) => {
    const base = spec.id ?? spec.kind;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { id: n === 1 ? base : `${base}#${n}`, spec };
  });
}

/**
 * The configured gate with the tripwires: `prompt-injection` runs by default (unless the config
 * says `tripwires: off`), and a listed one without its own level takes the config's.
 */
export function withTripwires(gate: readonly CheckSpec[], tripwires: Config['tripwires']): CheckSpec[] {
  const level: 'warn' | 'fail' = tripwires === 'fail' ? 'fail' : 'warn';
  const listed = gate.some((g) => g.kind === 'prompt-injection');
  const out = gate.map((g): CheckSpec => (g.kind === 'prompt-injection' && g.tripwires === undefined ? { ...g, tripwires: level } : g));
  return listed || tripwires === 'off' ? out : [...out, { kind: 'prompt-injection', tripwires: level }];
}

/**
 * Whether the run reads any changed file's contents: a check that reads them (the tripwires, run by
 * default, read every added line's file), or a model assertion (its material). Only then are the
 * changed files read ahead while git writes the patch. Unsure is yes: a check kind reads nothing
 * only when its definition says so (readsNoFile).
 */
export function readsChangedFiles(config: Config): boolean {
  if (config.assertions.some((a) => a.check === undefined)) return true;
  const checks = [...withTripwires(config.gate, config.tripwires), ...config.assertions.flatMap((a) => (a.check ? [a.check] : []))];
  return checks.some((spec) => !definitionOf(spec.kind).readsNoFile);
}

/** Whether a check selects one of `paths`: by its `file`/`files` globs, or every file when it names none. */
function checkSelects(spec: CheckSpec, paths: readonly string[]): boolean {
  if (definitionOf(spec.kind).judgesWholeChange) return false;
  return paths.some(targetMatcher(spec as Target));
}

/**
 * Spec §13–14: an LLM assertion applies when its globs select a changed file that is not deleted
 * or ignored, or it names a rendered page. A selected file the judge cannot read (binary by
 * content, undecodable, a submodule, too large) is unseen, never "not applicable": an assertion
 * whose every selected file is unseen is `unseen`, decided without the model. The change is
 * covered when any check or assertion selects one of its files.
 */
async function changeScope(
  ctx: CheckContext,
  gate: readonly GateStep[],
  assertions: readonly PlannedAssertion[],
  material: () => Promise<readonly MaterialFile[]>,
  unshown: () => Promise<readonly UnshownFile[]>,
): Promise<ChangeScope> {
  const judged = assertions.filter((a) => a.check === undefined);
  // Reading every changed file for the judge is most of a large change's cost: done only when a model assertion needs it.
  const [files, unreadable] = judged.length === 0 ? [[], []] : await Promise.all([material(), unshown()]);
  const applicable = new Set<string>();
  const unseen = new Map<string, UnshownFile[]>();
  for (const a of judged) {
    const selected =
      a.page !== undefined && a.files === undefined ? [] : unreadable.filter((f) => targetMatcher({ files: a.files })(f.path));
    if (a.page !== undefined || materialPaths(a, files).length > 0) applicable.add(a.id);
    else if (selected.length > 0) unseen.set(a.id, selected);
  }
  const paths = [...new Set([...ctx.changedFiles.map((f) => f.path), ...(await ctx.view()).changedFiles.map((f) => f.path)])];
  const covered =
    applicable.size > 0 ||
    gate.some((g) => checkSelects(g.spec, paths)) ||
    assertions.some((a) => (a.check ? checkSelects(a.check, paths) : paths.some(targetMatcher({ files: a.files }))));
  return { applicable, unseen, covered };
}

/**
 * A change and its assertions file, turned into the plan the engine runs. Pure. `view` is the
 * change as resolved once (subject/change-view.ts); without it the checks' context resolves it.
 * `locate`: where the assertions file writes each field, so that a check that cannot judge is
 * named with its line.
 */
export function planForChange(
  config: Config,
  subject: Subject,
  task: string,
  texts?: readonly NamedText[],
  view?: ChangeView,
  examples: readonly AssertionExamples[] = [],
  locate?: Locator,
): CriticPlan {
  const assertionGlobs = config.assertions.filter((a) => a.check === undefined).map((a) => globList({ files: a.files }) ?? []);
  const pages = [...new Set(config.assertions.flatMap((a) => (a.check === undefined && a.page !== undefined ? [a.page] : [])))];
  // The changed files' material is read once: for the scope, then for the judge.
  const read = new WeakMap<CheckContext, Promise<ChangedFile[]>>();
  const aliased = (ctx: CheckContext): Promise<ChangedFile[]> => {
    let files = read.get(ctx);
    if (files === undefined) {
      files = aliasedForAssertions(ctx, assertionGlobs);
      read.set(ctx, files);
    }
    return files;
  };
  const shown = new WeakMap<CheckContext, Promise<MaterialFile[]>>();
  const fileMaterial = (ctx: CheckContext): Promise<MaterialFile[]> => {
    let files = shown.get(ctx);
    if (files === undefined) {
      files = aliased(ctx).then((extra) => changeMaterial(ctx, assertionGlobs, extra));
      shown.set(ctx, files);
    }
    return files;
  };
  // Read once too: for the scope, then for the judge's coverage.
  const unread = new WeakMap<CheckContext, Promise<UnshownFile[]>>();
  const unshown = (ctx: CheckContext): Promise<UnshownFile[]> => {
    let files = unread.get(ctx);
    if (files === undefined) {
      files = aliased(ctx).then((extra) => unshownFiles(ctx, extra));
      unread.set(ctx, files);
    }
    return files;
  };
  // The configured entries keep their places; the tripwires added by default come after them, written nowhere.
  const gate = gateSteps(withTripwires(config.gate, config.tripwires)).map((step, i) =>
    i < config.gate.length ? { ...step, line: locate?.(['gate', i])?.line } : step,
  );
  const assertions: PlannedAssertion[] = config.assertions.map((a, i) => ({
    id: a.id,
    text: a.text,
    critical: a.critical,
    weight: a.weight,
    check: a.check,
    checkLine: a.check === undefined ? undefined : locate?.(['assertions', i], 'check')?.line,
    files: a.files,
    page: a.page,
    examples: a.examples,
  }));
  return {
    subject,
    view,
    task: config.task ?? task,
    // A change declares no output type: there is no schema to violate.
    schemaGate: [],
    gate,
    assertions,
    threshold: config.threshold,
    // Rendered pages first: an assertion naming a page is about what it shows.
    material: async (ctx) => [...(await pageMaterial(ctx, pages, config.tripwires)), ...(await fileMaterial(ctx))],
    scope: async (ctx) =>
      changeScope(
        ctx,
        gate,
        assertions,
        () => fileMaterial(ctx),
        () => unshown(ctx),
      ),
    unshown,
    texts: texts ?? (task.trim() === '' ? [] : [{ name: 'task', text: task }]),
    ...(examples.length > 0 ? { examples: (judge: Judge, ids: ReadonlySet<string>) => judgeExamples(judge, examples, ids) } : {}),
    requireExamples: config.blocking?.require_examples === true,
  };
}
