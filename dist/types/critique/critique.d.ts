import type { CommandRunner } from '../checks/define.js';
import type * as z from '../contract/zod.js';
import { CriticInputSchema, type CriticInput } from './input-schema.js';
import type { CriticResult } from '../contract/result.js';
import type { CriticPlan } from '../core/plan.js';
import type { Judge } from '../judge/types.js';
export interface CritiqueOptions {
    /** The LLM judge; leave it out to switch the LLM off (verdict SKIPPED when LLM assertions exist). */
    judge?: Judge | undefined;
    /** `--attempt N --max-attempts M`: adds `route` to the result. */
    attempt?: {
        number: number;
        max: number;
    } | undefined;
    commands?: CommandRunner | undefined;
    /** The cache directory the caller settled, where compiled code (RE2, TypeScript) is kept; none: compiled every time, kept nowhere. */
    codeCacheDir?: string | undefined;
    /**
     * Told each credential a `no-secrets` check finds, before the result is made (spec §16): the
     * judge never reads it; a caller that publishes the result redacts it (report/redact.ts).
     */
    onSecret?: ((secret: string) => void) | undefined;
}
export type ParsedInput = {
    ok: true;
    input: CriticInput;
} | {
    ok: false;
    problems: string[];
};
/** `codeCacheDir`: where RE2's compiled code is kept, should a pattern of the input load it. */
export declare function parseCriticInput(raw: unknown, codeCacheDir?: string): ParsedInput;
/** Turns a critic input into the plan the engine runs: the output is the one file `output`. */
export declare function planForOutput(input: CriticInput): CriticPlan;
/** A critic input as a caller writes it: defaults may be left out. */
export type CriticInputLike = z.input<typeof CriticInputSchema>;
/**
 * Judges one worker output (spec §2–3). The library's front door: the input is validated here
 * too, so a caller's mistake comes back as an error result naming the field, never as a verdict.
 */
export declare function critique(raw: CriticInputLike, options?: CritiqueOptions): Promise<CriticResult>;
