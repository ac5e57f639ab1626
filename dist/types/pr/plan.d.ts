import type { CheckSpec } from '../checks/registry.js';
import type { Config } from '../config/index.js';
import type { CriticPlan, GateStep } from '../engine.js';
import type { Subject } from '../subject/types.js';
/** Gate ids as shown in reports: the configured `id`, else the kind; repeats get `#2`, `#3`. */
export declare function gateSteps(gate: readonly CheckSpec[]): GateStep[];
/** A change and its assertions file, turned into the plan the engine runs. Pure. */
export declare function planForChange(config: Config, subject: Subject, task: string): CriticPlan;
