import { type JudgeAssertion, type JudgeItem, type MaterialFile, type SeenLines } from './types.js';
/**
 * Calibration canaries (spec §8): two known-answer assertions built from the material and mixed
 * into every request. One claims a line the judge is shown (and is met only with a verified quote
 * of it), the other a line number of the same kind that the material does not hold. A judge that
 * says "met" to everything, or "unmet" to everything, gets one of them wrong and is not trusted
 * with the real ones. Both name material by path and line number only, never by its text.
 *
 * What this does not do: it checks that the judge reads the material, not that the material is
 * honest. A text injected into the change that knows how canaries are made can answer them right;
 * the fence around the material and the tripwires are the defence against injection.
 *
 * Everything here is a pure function of the material and the real ids, so the same material
 * gives the same prompt (and the cache can recognise it).
 */
export interface Canary extends JudgeAssertion {
    expect: 'met' | 'unmet';
    /** The material line that meets it (met canaries), or the line the unmet one names, which the material lacks. */
    line: number;
}
export interface CanaryOptions {
    /** Lines the judge will be shown; a met canary must cite one of them. */
    shown?: SeenLines | undefined;
}
/**
 * The two canaries for a request, or undefined only when no shown line of the material can carry
 * one (nothing but blank or punctuation lines, or long lines with no stretch found once): the
 * caller then fails closed.
 * Ids look like the ids people write and never clash with the real ones.
 */
export declare function buildCanaries(material: readonly MaterialFile[], realIds: readonly string[], options?: CanaryOptions): Canary[] | undefined;
/** The real assertions with the canaries placed among them at positions fixed by the material. */
export declare function mixIn(real: readonly JudgeAssertion[], canaries: readonly Canary[]): JudgeAssertion[];
/** Why the judge's answer to a canary is wrong, or undefined when it is right. */
export declare function canaryFailure(canary: Canary, item: JudgeItem | undefined, material: ReadonlyMap<string, MaterialFile>, seen: SeenLines): string | undefined;
/**
 * A judge error said in the user's words: a canary's id (made from the material, unlike any id in
 * the config) is named as the calibration canary it is, so no one looks for it in their config.
 */
export declare function withCanariesNamed(e: unknown, canaries: readonly Canary[]): unknown;
