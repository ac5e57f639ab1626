import type { PrCommand } from './args.js';
import type { Env } from './flags/shared.js';
import type { CliIo } from './io.js';
import { type CommandOutcome, type JudgeFactory } from './outcome.js';
/**
 * Screenshots go next to the result file (`--json out/result.json` → `out/critic-gate-artifacts/`),
 * or where --artifacts says; without either, into a fresh temporary folder named in the evidence.
 */
export declare function artifactsDirOf(cmd: Pick<PrCommand, 'json' | 'artifacts'>, cwd: string): string | undefined;
/** `critic-gate pr`: the PR gate on a local git range, merge-base semantics as a pull request has. */
/** `onSecret` is told each credential `no-secrets` finds: the redactor learns it before anything is written. */
export declare function prCommand(cmd: PrCommand, io: CliIo, makeJudge: JudgeFactory, cwd: string, env: Env, onSecret?: (secret: string) => void): Promise<CommandOutcome>;
