import { buildCanaries, mixIn, type Canary } from './canary.js';
import { planPrompt, type PromptPlan } from './plan.js';
import type { TokenizerFamily } from './tokens.js';
import type { JudgeAssertion, JudgeRequest, MaterialFile } from './types.js';

/**
 * Which assertions are judged together, on what material (issue: per-assertion material).
 * When everything fits one prompt, one call judges all. Otherwise assertions that select the
 * same files share a call that is shown only those files, and such groups are merged while the
 * merged material still fits whole: a scoped assertion on a big change keeps the context it needs.
 */
export interface Batch {
  /** The real assertions of this call, in request order. */
  assertions: JudgeAssertion[];
  canaries: Canary[];
  /** Calibration was asked for but the material has no line a canary can be built from: the judgement fails closed. */
  noCanary?: true;
  plan: PromptPlan;
  material: MaterialFile[];
}

/** The prompt for some assertions on some material, canaries included when asked and possible. */
export function planBatch(
  task: string,
  material: MaterialFile[],
  assertions: JudgeAssertion[],
  numCtx: number,
  calibrate: boolean,
  scale = 1,
  family?: TokenizerFamily,
): Batch {
  const request = (withCanaries: readonly Canary[]): JudgeRequest => ({ task, material, assertions: mixIn(assertions, withCanaries) });
  const plain = planPrompt(request([]), numCtx, scale, family);
  if (!calibrate) return { assertions, canaries: [], plan: plain, material };
  const ids = assertions.map((a) => a.id);
  let canaries = buildCanaries(material, ids, { shown: plain.seen });
  if (!canaries) return { assertions, canaries: [], noCanary: true, plan: plain, material };
  let plan = planPrompt(request(canaries), numCtx, scale, family);
  const shown = (p: PromptPlan, c: Canary): boolean => p.seen.get(c.paths[0]!)?.has(c.line) ?? false;
  if (!shown(plan, canaries[0]!)) {
    // The canaries' own words took room: choose from what is still shown.
    const again = buildCanaries(material, ids, { shown: plan.seen });
    if (again) {
      canaries = again;
      plan = planPrompt(request(canaries), numCtx, scale, family);
    }
  }
  return { assertions, canaries, plan, material };
}

const groupKey = (a: JudgeAssertion): string => JSON.stringify([...a.paths].sort());

export function planBatches(request: JudgeRequest, numCtx: number, calibrate: boolean, family?: TokenizerFamily): Batch[] {
  const material = [...request.material];
  const all = planBatch(request.task, material, [...request.assertions], numCtx, calibrate, 1, family);
  if (all.plan.truncatedLines === 0 || request.assertions.length === 1) return [all];

  const groups = new Map<string, JudgeAssertion[]>();
  for (const a of request.assertions) groups.set(groupKey(a), [...(groups.get(groupKey(a)) ?? []), a]);
  if (groups.size === 1) return [all];
  const materialOf = (assertions: readonly JudgeAssertion[]): MaterialFile[] => {
    const paths = new Set(assertions.flatMap((a) => a.paths));
    return material.filter((m) => paths.has(m.path));
  };

  const batches: Batch[] = [];
  let current: JudgeAssertion[] = [];
  for (const group of groups.values()) {
    const merged = [...current, ...group];
    if (current.length > 0) {
      const trial = planBatch(request.task, materialOf(merged), merged, numCtx, calibrate, 1, family);
      if (trial.plan.truncatedLines === 0) {
        current = merged;
        continue;
      }
      batches.push(planBatch(request.task, materialOf(current), current, numCtx, calibrate, 1, family));
    }
    current = group;
  }
  if (current.length > 0) batches.push(planBatch(request.task, materialOf(current), current, numCtx, calibrate, 1, family));
  // Request order within each batch, as the engine lists them.
  const order = new Map(request.assertions.map((a, i) => [a.id, i]));
  for (const b of batches) b.assertions.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
  return batches;
}
