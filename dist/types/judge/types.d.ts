import type { Location } from '../contract/location.js';
import type { Calibration, Receipt } from '../contract/result.js';
import { CriticGateError } from '../errors/taxonomy.js';
import type { Line } from '../subject/types.js';
/** One file as the judge may be shown it: numbered head-side lines (all of them, or the hunks of a change). */
export interface MaterialFile {
    path: string;
    lines: readonly Line[];
    /** A rendered page's screenshot (PNG), sent as an image when judge.vision is on; its text is still the evidence. */
    image?: Uint8Array | undefined;
    /**
     * Issue 44, the author's claims: per line this change added to a code file, the [from, to)
     * columns of its text that lie in a comment, docstring or string literal. A quote wholly inside
     * them says what the author claims, not what the code does, and never verifies a "met".
     */
    claims?: ReadonlyMap<number, readonly (readonly [number, number])[]> | undefined;
}
export interface JudgeAssertion {
    id: string;
    text: string;
    /** The material paths this assertion is judged on. */
    paths: readonly string[];
}
export interface JudgeRequest {
    task: string;
    /** Material in order of relevance: what comes first is kept when the prompt must be cut to fit. */
    material: readonly MaterialFile[];
    assertions: readonly JudgeAssertion[];
}
/** The judge's answer for one assertion, before evidence verification. */
export interface JudgeItem {
    id: string;
    met: boolean;
    evidence?: string | undefined;
    location?: Location | undefined;
    fix?: string | undefined;
    /** With several votes: `"k/N"`, how many agree with `met`. */
    agreement?: string | undefined;
}
/** Per path, the line numbers shown to the judge. */
export type SeenLines = ReadonlyMap<string, ReadonlySet<number>>;
export interface JudgeStats {
    model: string;
    llm_calls: number;
    prompt_tokens: number;
    /** What critic-gate estimated for the same requests; the margin over `prompt_tokens` is its safety. */
    prompt_tokens_estimated?: number | undefined;
    completion_tokens: number;
    duration_ms: number;
    /** Lines of material left out of the prompt so that it fits the model's context. */
    truncated_lines: number;
    host?: string | undefined;
    failovers?: number | undefined;
    cache_hits?: number | undefined;
}
export interface JudgeAnswer {
    /** One item per requested assertion, in request order. */
    items: readonly JudgeItem[];
    /** The lines the judge was actually shown, per path; evidence elsewhere cannot count. */
    seen: SeenLines;
    /** When assertions were judged on different material: what each one's judge was shown (wins over `seen`). */
    seenById?: ReadonlyMap<string, SeenLines> | undefined;
    stats: JudgeStats;
    calibration?: Calibration | undefined;
    /** What the answer rests on: the model's digest, every request and answer by hash, the votes (spec §15). */
    receipt?: Receipt | undefined;
}
/** A judge: the Ollama client in production, anything that answers the same way in-process. */
export interface Judge {
    readonly model: string;
    judge(request: JudgeRequest): Promise<JudgeAnswer>;
}
/** The judge could not give a valid answer. The verdict fails closed (spec rule 4). */
export declare class JudgeError extends CriticGateError {
    readonly stats?: Partial<JudgeStats> | undefined;
    readonly calibration?: Calibration | undefined;
    readonly category: 'judge' | 'model';
    /** What was sent and answered before the failure. */
    receipt?: Receipt | undefined;
    /**
     * `category`: `model` when the model answered, out of the response schema (the model is at
     * fault, not its host); `judge` for the rest (unreachable, timed out, calibration failed).
     */
    constructor(message: string, stats?: Partial<JudgeStats> | undefined, calibration?: Calibration | undefined, category?: 'judge' | 'model');
}
