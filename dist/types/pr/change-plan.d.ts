import type { NamedText } from '../checks/define.js';
import { type CheckSpec } from '../checks/registry.js';
import type { Config } from '../config/index.js';
import type { Locator } from '../config/locate.js';
import { type CriticPlan, type GateStep } from '../core/plan.js';
import type { Subject } from '../subject/types.js';
import type { ChangeView } from '../subject/change-view.js';
import { type AssertionExamples } from './examples.js';
/** Gate ids as shown in reports: the configured `id`, else the kind; repeats get `#2`, `#3`. */
export declare function gateSteps(gate: readonly CheckSpec[]): GateStep[];
/**
 * The configured gate with the tripwires: `prompt-injection` runs by default (unless the config
 * says `tripwires: off`), and a listed one without its own level takes the config's.
 */
export declare function withTripwires(gate: readonly CheckSpec[], tripwires: Config['tripwires']): CheckSpec[];
/**
 * Whether the run reads any changed file's contents: a check that reads them (the tripwires, run by
 * default, read every added line's file), or a model assertion (its material). Only then are the
 * changed files read ahead while git writes the patch. Unsure is yes: a check kind reads nothing
 * only when its definition says so (readsNoFile).
 */
export declare function readsChangedFiles(config: Config): boolean;
/**
 * A change and its assertions file, turned into the plan the engine runs. Pure. `view` is the
 * change as resolved once (subject/change-view.ts); without it the checks' context resolves it.
 * `locate`: where the assertions file writes each field, so that a check that cannot judge is
 * named with its line.
 */
export declare function planForChange(config: Config, subject: Subject, task: string, texts?: readonly NamedText[], view?: ChangeView, examples?: readonly AssertionExamples[], locate?: Locator): CriticPlan;
