import { DEFAULTS } from '../../contract/defaults.js';
import { buildCanaries, mixIn, type Canary } from '../canary.js';
import { planPrompt, type PromptPlan } from './plan.js';
import type { TokenizerFamily } from '../fit/tokens.js';
import type { JudgeAssertion, JudgeRequest, MaterialFile } from '../types.js';

/**
 * Which assertions are judged together, on what material (issue: per-assertion material).
 * When everything fits one prompt, one call judges all. Otherwise assertions that select the
 * same files share a call that is shown only those files, and such groups are merged while the
 * merged material still fits whole: a scoped assertion on a big change keeps the context it needs.
 * Material that still does not fit one call is shown in parts, one call each (issue 23 item 6):
 * the same assertions, the lines the part before left out.
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

/** The batches, each split into as many parts as its material needs, up to `maxRequests` requests in all. */
export function planBatches(
  request: JudgeRequest,
  numCtx: number,
  calibrate: boolean,
  family?: TokenizerFamily,
  maxRequests: number = DEFAULTS.maxRequests,
): Batch[] {
  const batches = groupBatches(request, numCtx, calibrate, family);
  // Each batch keeps its first request; what is left of the bound goes to the parts after, batch by batch.
  let room = Math.max(0, maxRequests - batches.length);
  return batches.flatMap((first) => {
    const parts = [first];
    for (let part = first; part.plan.truncatedLines > 0 && room > 0 && !part.noCanary;) {
      const rest = unshownRest(part.material, part.plan.seen);
      // A part that showed nothing (one line too long for the context) would repeat itself forever.
      if (lineCount(rest) === lineCount(part.material)) break;
      part = planBatch(request.task, rest, part.assertions, numCtx, calibrate, 1, family);
      parts.push(part);
      room--;
    }
    return parts;
  });
}

const lineCount = (material: readonly MaterialFile[]): number => material.reduce((n, m) => n + m.lines.length + 1, 0);

/** The material a part left unshown: the rest of the file it was cut in, and the files after it. */
function unshownRest(material: readonly MaterialFile[], seen: ReadonlyMap<string, ReadonlySet<number>>): MaterialFile[] {
  return material.flatMap((m) => {
    const shown = seen.get(m.path);
    if (shown === undefined) return [m];
    const lines = m.lines.filter((l) => !shown.has(l.n));
    return lines.length === 0 ? [] : [{ ...m, lines }];
  });
}

function groupBatches(request: JudgeRequest, numCtx: number, calibrate: boolean, family?: TokenizerFamily): Batch[] {
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
