import type { Config } from '../config/index.js';
import type { Locator } from '../config/locate.js';
import type { ExampleReading } from '../contract/result.js';
import type { ExamplesJudged } from '../core/plan.js';
import { type Judge, type JudgeRequest, type JudgeStats } from '../judge/types.js';
/**
 * Spec §15: the examples an LLM assertion is kept with, judged one at a time as the assertion's
 * only material, by the same judge (model, votes, cache) that judges the change. `critic-gate test`
 * and PR mode build the same requests, so what one judged the other finds in the judge's cache.
 */
/** One example with the bytes it has where it was read (the base commit in PR mode). */
export interface ExampleFile {
    file: string;
    expect: 'met' | 'unmet';
    bytes: Uint8Array;
}
/** An LLM assertion with its examples as read. */
export interface AssertionExamples {
    id: string;
    text: string;
    examples: readonly ExampleFile[];
}
/** How the judge read one example; `error` when it could not judge it at all (unreachable, calibration failed). */
export interface ExampleJudged {
    reading: ExampleReading;
    stats: Partial<JudgeStats>;
    error?: string | undefined;
    /** Who fixes `error`: the judge's host, or its model (JudgeError's category). */
    errorCategory?: 'judge' | 'model' | undefined;
}
/** The task of every example's request: fixed, so that an unchanged example is an unchanged request (and a cache hit). */
export declare const EXAMPLE_TASK = "Judge the assertion on this one file alone.";
/**
 * Every example of every LLM assertion, read with `read` (the base commit in PR mode, the working
 * tree for `critic-gate test`). A missing one is a config error naming the config file, the line
 * and the field: an assertion whose example is gone must not quietly keep (or lose) its power.
 */
export declare function readExamples(config: Config, read: (path: string) => Promise<Uint8Array | undefined>, where: {
    file: string;
    locate?: Locator | undefined;
    missing: string;
}): Promise<AssertionExamples[]>;
/**
 * The judge request of one example: the assertion, judged on that file alone, every line of it.
 * As for a change that adds the file (issue 44), a quote inside its comments or strings is a claim,
 * not code, and never verifies "met": a met example must show the behaviour in code.
 */
export declare function exampleRequest(a: Pick<AssertionExamples, 'id' | 'text'>, ex: ExampleFile): Promise<JudgeRequest>;
/**
 * Judges one example. `expect: met` agrees only with a "met" whose quote from the file verifies;
 * `expect: unmet` only with "unmet". A judge that cannot answer agrees with neither.
 */
export declare function judgeExample(judge: Judge, a: Pick<AssertionExamples, 'id' | 'text'>, ex: ExampleFile): Promise<ExampleJudged>;
/** Every example of the assertions `ids` (all when absent), one after another (one model, one request at a time). */
export declare function judgeExamples(judge: Judge, assertions: readonly AssertionExamples[], ids?: ReadonlySet<string>): Promise<ExamplesJudged>;
