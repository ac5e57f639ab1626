/**
 * Judges for the eval harness's own tests, behind either wire double (Ollama's `respond`, the
 * OpenAI-compatible double's `respond`): one that answers from the labels, one that says met to
 * everything, one that flips by seed. They read the material the way a model must: from the
 * numbered lines of the prompt. They follow eval's own grouping (`--batch N`), so a request that
 * carries several cases is answered item by item; the calibration canaries are left to the
 * doubles, which answer them honestly.
 */
import { groupCases } from '../../src/eval/case-groups.js';
import type { BEHAVIOURS } from '../../src/eval/builtin/index.js';
import type { EvalCase } from '../../src/eval/suite.js';
import { readPrompt, type ReadPrompt } from '../doubles/judge-answers.js';

/** What both doubles record of a chat request, as far as a judge needs it. */
export interface OracleRequest {
  messages?: { role: string; content: string }[] | undefined;
  /** Ollama's `options.seed`. */
  options?: Record<string, unknown> | undefined;
  /** The OpenAI-compatible `seed`. */
  seed?: unknown;
}

export interface OraclePlan {
  content: string;
}

export type Oracle = (req: OracleRequest) => OraclePlan;

const seedOf = (req: OracleRequest): number => Number(req.options?.['seed'] ?? req.seed ?? 0);
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

type Line = ReadPrompt['lines'][number];
type Item = { id: string; met: boolean; evidence: string; location?: { path: string; line: number; quote: string }; fix?: string };

const metItem = (id: string, line: Line): Item => ({
  id,
  met: true,
  evidence: 'the change does it',
  location: { path: line.path, line: line.n, quote: line.text.trim() },
});
const unmetItem = (id: string): Item => ({ id, met: false, evidence: 'the change does not do it', fix: 'do what the assertion asks' });

/** One request's cases, each with the id the prompt gave its assertion. */
interface Asked {
  prompt: ReadPrompt;
  cases: { c: EvalCase; id: string }[];
  seed: number;
}

/** The groups in the order eval sends them, each `seeds` times; checks every request is about its group. */
export function groupCursor(cases: readonly EvalCase[], seeds: number, batch = 1): (req: OracleRequest) => Asked {
  const groups = groupCases(cases, batch);
  let i = 0;
  return (req) => {
    const group = groups[Math.floor(i++ / seeds)];
    if (!group) throw new Error('oracle: more requests than groups of cases');
    const prompt = readPrompt(req.messages ?? []);
    const asked = group.map((c) => {
      const a = prompt.assertions.find((x) => squash(x.text) === squash(c.assertion.text));
      if (!a) throw new Error(`oracle: request ${i} is not about ${c.id}`);
      return { c, id: a.id };
    });
    return { prompt, cases: asked, seed: seedOf(req) };
  };
}

/** The first substantial shown line of the files the assertion is judged on. */
/** A line that is a comment or a docstring: the author's words, which never verify "met" (issue 44). */
const WORDS_ONLY = /^\s*(?:#|\/\/|\/\*|\*|--|"""|'''|["'`][^"'`]*["'`]\s*$)/;

function someLine(prompt: ReadPrompt, id: string): Line {
  const paths = prompt.assertions.find((a) => a.id === id)?.paths ?? [];
  // A judge that says "met" to everything still cites code: a comment's quote would not verify.
  const line = prompt.lines.find(
    (l) => (paths.length === 0 || paths.includes(l.path)) && l.text.replace(/\s/g, '').length >= 12 && !WORDS_ONLY.test(l.text),
  );
  if (!line) throw new Error(`oracle: no substantial line shown for ${id}`);
  return line;
}

/** The right answer for a case: met with a real quote of the line that shows the behaviour. */
function rightItem(prompt: ReadPrompt, c: EvalCase, id: string, behaviours: typeof BEHAVIOURS): Item {
  if (!c.met) return unmetItem(id);
  const b = behaviours.find((x) => c.id.startsWith(`${x.language}/${x.name}/`))!;
  const line = prompt.lines.find((l) => l.path === b.path && b.probe.test(l.text));
  if (!line) throw new Error(`oracle: ${c.id}: the behaviour's line was not shown`);
  return metItem(id, line);
}

const answer = (criteria: Item[]): OraclePlan => ({ content: JSON.stringify({ criteria }) });

/** Answers every case right. */
export function labelOracle(cases: readonly EvalCase[], behaviours: typeof BEHAVIOURS, seeds = 1, batch = 1): Oracle {
  const next = groupCursor(cases, seeds, batch);
  return (req) => {
    const { prompt, cases: asked } = next(req);
    return answer(asked.map(({ c, id }) => rightItem(prompt, c, id, behaviours)));
  };
}

/** Says met to everything, with a real quote, so evidence verification cannot save it. */
export function alwaysMet(cases: readonly EvalCase[], batch = 1): Oracle {
  const next = groupCursor(cases, 1, batch);
  return (req) => {
    const { prompt, cases: asked } = next(req);
    return answer(asked.map(({ id }) => metItem(id, someLine(prompt, id))));
  };
}

/** Right on even seeds, wrong on odd ones. */
export function seedFlipper(cases: readonly EvalCase[], behaviours: typeof BEHAVIOURS, seeds: number, batch = 1): Oracle {
  const next = groupCursor(cases, seeds, batch);
  return (req) => {
    const { prompt, cases: asked, seed } = next(req);
    if (seed % 2 === 0) return answer(asked.map(({ c, id }) => rightItem(prompt, c, id, behaviours)));
    return answer(asked.map(({ c, id }) => (c.met ? unmetItem(id) : metItem(id, someLine(prompt, id)))));
  };
}
