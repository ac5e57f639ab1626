import type { Config } from '../config/index.js';
import { ConfigError, type ConfigProblem } from '../config/errors.js';
import type { Locator } from '../config/locate.js';
import type { Criterion, ExampleReading } from '../contract/result.js';
import { judgedCriteria } from '../core/criteria.js';
import type { ExamplesJudged } from '../core/plan.js';
import { errorMessage } from '../errors/message.js';
import { JudgeError, type Judge, type JudgeRequest, type JudgeStats, type MaterialFile } from '../judge/types.js';
import { decodeText, toLines } from '../subject/text.js';
import { contentOf, decodeFile } from '../syntax/encoding.js';
import { clip } from '../text/clip.js';
import { authorClaims } from './judge-material.js';
import { singleLine } from '../text/single-line.js';

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
export const EXAMPLE_TASK = 'Judge the assertion on this one file alone.';

/** The longest the judge's words about an example are kept. */
const SAID_MAX = 400;

/**
 * Every example of every LLM assertion, read with `read` (the base commit in PR mode, the working
 * tree for `critic-gate test`). A missing one is a config error naming the config file, the line
 * and the field: an assertion whose example is gone must not quietly keep (or lose) its power.
 */
export async function readExamples(
  config: Config,
  read: (path: string) => Promise<Uint8Array | undefined>,
  where: { file: string; locate?: Locator | undefined; missing: string },
): Promise<AssertionExamples[]> {
  const problems: ConfigProblem[] = [];
  const out: AssertionExamples[] = [];
  for (const [i, a] of config.assertions.entries()) {
    if (a.check !== undefined || a.examples === undefined) continue;
    const examples: ExampleFile[] = [];
    for (const [k, ex] of a.examples.entries()) {
      const bytes = await read(ex.file);
      // An example is judged as the text the judge reads: a binary file cannot be one.
      const problem =
        bytes === undefined
          ? `example "${ex.file}" not found ${where.missing}`
          : contentOf(bytes) === 'binary' || 'unreadable' in decodeFile(bytes)
            ? `example "${ex.file}" is not text (binary or undecodable): an example is a file the judge reads`
            : exampleText(bytes).trim() === ''
              ? `example "${ex.file}" is empty: an example is a file the judge reads, with lines it can quote`
              : undefined;
      if (problem !== undefined || bytes === undefined) {
        const path = ['assertions', i, 'examples', k, 'file'];
        problems.push({
          file: where.file,
          ...(where.locate?.(path) ?? {}),
          field: `assertions[${i}].examples[${k}].file`,
          message: problem ?? `example "${ex.file}" not found ${where.missing}`,
        });
      } else examples.push({ ...ex, bytes });
    }
    out.push({ id: a.id, text: a.text, examples });
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out;
}

/** An example's text, as every check reads a file: UTF-8, or UTF-16 with its byte order mark (readExamples refused anything else). */
function exampleText(bytes: Uint8Array): string {
  const decoded = decodeFile(bytes);
  return 'text' in decoded ? decoded.text : decodeText(bytes);
}

/**
 * The judge request of one example: the assertion, judged on that file alone, every line of it.
 * As for a change that adds the file (issue 44), a quote inside its comments or strings is a claim,
 * not code, and never verifies "met": a met example must show the behaviour in code.
 */
export async function exampleRequest(a: Pick<AssertionExamples, 'id' | 'text'>, ex: ExampleFile): Promise<JudgeRequest> {
  const text = exampleText(ex.bytes);
  const lines = toLines(text);
  const claims = await authorClaims(ex.file, text, lines, () => true);
  const material: MaterialFile = { path: ex.file, lines, ...(claims !== undefined ? { claims } : {}) };
  return { task: EXAMPLE_TASK, material: [material], assertions: [{ id: a.id, text: a.text, paths: [ex.file] }] };
}

/** The judge's words about an example, on one line: what it decided and why (or why its "met" did not count). */
function saidOf(c: Criterion): string {
  const words = [c.evidence, c.met === false ? c.fix : undefined].filter((w): w is string => w !== undefined && w.trim() !== '');
  const verdict = c.met === true ? 'met' : 'unmet';
  return clip(singleLine(`${verdict}${words.length > 0 ? `: ${words.join(' — ')}` : ''}`), SAID_MAX);
}

/**
 * Judges one example. `expect: met` agrees only with a "met" whose quote from the file verifies;
 * `expect: unmet` only with "unmet". A judge that cannot answer agrees with neither.
 */
export async function judgeExample(judge: Judge, a: Pick<AssertionExamples, 'id' | 'text'>, ex: ExampleFile): Promise<ExampleJudged> {
  try {
    const request = await exampleRequest(a, ex);
    const answer = await judge.judge(request);
    const material = new Map(request.material.map((m) => [m.path, m]));
    const planned = { id: a.id, text: a.text, critical: false, weight: 1 };
    const [criterion] = judgedCriteria([planned], new Map([[a.id, [ex.file]]]), material, answer);
    const met = criterion!.met === true;
    // Read as expected only on the judge's own word: a "met" it could not prove on an unmet example
    // is verified away to unmet, but the judge still got that example wrong.
    const claimedMet = answer.items.find((i) => i.id === a.id)?.met === true;
    return {
      reading: {
        file: ex.file,
        expect: ex.expect,
        met,
        agrees: ex.expect === 'met' ? met : !claimedMet,
        said: saidOf(criterion!),
        ...(criterion!.agreement ? { votes: criterion!.agreement } : {}),
      },
      stats: answer.stats ?? {},
    };
  } catch (e) {
    const error = e instanceof JudgeError ? e.message : `the judge failed: ${errorMessage(e)}`;
    return {
      reading: { file: ex.file, expect: ex.expect, met: null, agrees: false, said: clip(singleLine(`not judged: ${error}`), SAID_MAX) },
      stats: e instanceof JudgeError ? (e.stats ?? {}) : {},
      error,
      errorCategory: e instanceof JudgeError ? e.category : 'judge',
    };
  }
}

/** Every example of the assertions `ids` (all when absent), one after another (one model, one request at a time). */
export async function judgeExamples(
  judge: Judge,
  assertions: readonly AssertionExamples[],
  ids?: ReadonlySet<string>,
): Promise<ExamplesJudged> {
  const readings = new Map<string, ExampleReading[]>();
  const stats: Partial<JudgeStats>[] = [];
  let error: string | undefined;
  let errorCategory: 'judge' | 'model' | undefined;
  for (const a of assertions) {
    if (ids !== undefined && !ids.has(a.id)) continue;
    const read: ExampleReading[] = [];
    for (const ex of a.examples) {
      const judged = await judgeExample(judge, a, ex);
      read.push(judged.reading);
      stats.push(judged.stats);
      if (error === undefined && judged.error !== undefined) {
        error = `example ${ex.file} of ${a.id} could not be judged: ${judged.error}`;
        errorCategory = judged.errorCategory;
      }
    }
    readings.set(a.id, read);
  }
  return { readings, stats, ...(error !== undefined ? { error, errorCategory } : {}) };
}
