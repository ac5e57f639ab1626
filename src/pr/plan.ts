import type { NamedText } from '../checks/define.js';
import type { CheckSpec } from '../checks/registry.js';
import type { Config } from '../config/index.js';
import type { CriticPlan, GateStep } from '../plan.js';
import type { Subject } from '../subject/types.js';
import { aliasedForAssertions, changeMaterial } from './material.js';
import { pageMaterial } from './page-material.js';
import { globList } from '../checks/context.js';

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

/** A change and its assertions file, turned into the plan the engine runs. Pure. */
export function planForChange(config: Config, subject: Subject, task: string, texts?: readonly NamedText[]): CriticPlan {
  const assertionGlobs = config.assertions.filter((a) => a.check === undefined).map((a) => globList({ files: a.files }) ?? []);
  const pages = [...new Set(config.assertions.flatMap((a) => (a.check === undefined && a.page !== undefined ? [a.page] : [])))];
  return {
    subject,
    task: config.task ?? task,
    // A change declares no output type: there is no schema to violate.
    schemaGate: [],
    gate: gateSteps(withTripwires(config.gate, config.tripwires)),
    assertions: config.assertions.map((a) => ({
      id: a.id,
      text: a.text,
      critical: a.critical,
      weight: a.weight,
      check: a.check,
      files: a.files,
      page: a.page,
    })),
    threshold: config.threshold,
    // Rendered pages first: an assertion naming a page is about what it shows.
    material: async (ctx) => [
      ...(await pageMaterial(ctx, pages, config.tripwires)),
      ...(await changeMaterial(ctx, assertionGlobs, await aliasedForAssertions(ctx, subject.head, assertionGlobs))),
    ],
    texts: texts ?? (task.trim() === '' ? [] : [{ name: 'task', text: task }]),
  };
}
