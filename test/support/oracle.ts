/**
 * Judges for the eval harness's own tests, speaking Ollama's wire protocol through the double:
 * one that answers from the labels, one that says met to everything, one that flips by seed.
 * They read the material the way a model must: from the numbered lines of the prompt.
 */
import type { BEHAVIOURS } from '../../src/eval/builtin/index.js';
import type { EvalCase } from '../../src/eval/suite.js';
import type { ChatPlan, ChatRequestBody } from '../doubles/ollama.js';

type Shown = Map<string, { n: number; text: string }[]>;

/** The material block of the prompt: path → numbered lines shown. */
export function shownMaterial(prompt: string): Shown {
  const shown: Shown = new Map();
  let current: { n: number; text: string }[] | undefined;
  for (const line of prompt.split('\n')) {
    if (line.startsWith('### ')) {
      current = [];
      shown.set(line.slice(4), current);
      continue;
    }
    const m = /^\s*(\d+)\| (.*)$/.exec(line);
    if (m && current) current.push({ n: Number(m[1]), text: m[2]! });
  }
  return shown;
}

const userPrompt = (req: ChatRequestBody): string => req.messages?.filter((m) => m.role === 'user').at(-1)?.content ?? '';

const metItem = (path: string, line: { n: number; text: string }) => ({
  id: 'claim',
  met: true,
  evidence: 'the change does it',
  location: { path, line: line.n, quote: line.text.trim() },
});
const unmetItem = { id: 'claim', met: false, evidence: 'the change does not do it', fix: 'do what the assertion asks' };
const plan = (item: object): ChatPlan => ({ content: JSON.stringify({ criteria: [item] }) });

/** The first substantial shown line of the file the assertion is scoped to (or of any file). */
function someLine(shown: Shown, c: EvalCase): { path: string; line: { n: number; text: string } } {
  const paths = c.assertion.files ?? [...shown.keys()];
  for (const path of paths) {
    const line = shown.get(path)?.find((l) => l.text.replace(/\s/g, '').length >= 12);
    if (line) return { path, line };
  }
  throw new Error(`oracle: no substantial line shown for ${c.id}`);
}

/** Cases in the order eval sends them, each `seeds` times. */
export function caseCursor(cases: readonly EvalCase[], seeds: number): (req: ChatRequestBody) => EvalCase {
  let i = 0;
  return (req) => {
    const c = cases[Math.floor(i++ / seeds)];
    if (!c) throw new Error('oracle: more requests than cases');
    if (!userPrompt(req).includes(c.assertion.text)) throw new Error(`oracle: request ${i} is not about ${c.id}`);
    return c;
  };
}

/** Answers every case right: met with a real quote of the line that shows the behaviour. */
export function labelOracle(cases: readonly EvalCase[], behaviours: typeof BEHAVIOURS, seeds = 1): (req: ChatRequestBody) => ChatPlan {
  const next = caseCursor(cases, seeds);
  return (req) => {
    const c = next(req);
    if (!c.met) return plan(unmetItem);
    const b = behaviours.find((x) => c.id.startsWith(`${x.language}/${x.name}/`))!;
    const shown = shownMaterial(userPrompt(req));
    const line = shown.get(b.path)?.find((l) => b.probe.test(l.text));
    if (!line) throw new Error(`oracle: ${c.id}: the behaviour's line was not shown`);
    return plan(metItem(b.path, line));
  };
}

/** Says met to everything, with a real quote, so evidence verification cannot save it. */
export function alwaysMet(cases: readonly EvalCase[]): (req: ChatRequestBody) => ChatPlan {
  const next = caseCursor(cases, 1);
  return (req) => {
    const c = next(req);
    const { path, line } = someLine(shownMaterial(userPrompt(req)), c);
    return plan(metItem(path, line));
  };
}

/** Right on even seeds, wrong on odd ones. */
export function seedFlipper(cases: readonly EvalCase[], behaviours: typeof BEHAVIOURS, seeds: number): (req: ChatRequestBody) => ChatPlan {
  const right = labelOracle(cases, behaviours, seeds);
  const next = caseCursor(cases, seeds);
  return (req) => {
    const seed = Number(req.options?.['seed'] ?? 0);
    if (seed % 2 === 0) {
      next(req);
      return right(req);
    }
    right(req); // keeps its cursor in step
    const c = next(req);
    if (c.met) return plan(unmetItem);
    const { path, line } = someLine(shownMaterial(userPrompt(req)), c);
    return plan(metItem(path, line));
  };
}
