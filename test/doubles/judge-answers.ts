/**
 * How the judge doubles (Ollama, OpenAI-compatible) read critic-gate's prompt, so that they can
 * answer like a model would: the assertions (`- id:` / `assertion:` / `judge it on:` lines) and
 * the numbered material between `<<<MATERIAL` and `MATERIAL>>>`.
 *
 * Modes of an answer:
 * - scripted content (the default): sent as it is, except that assertions the script does not
 *   answer — the test knows its real ids, so those are critic-gate's calibration canaries — are
 *   answered honestly from the material, like a careful model would. Scripts stay exact about the
 *   real assertions and need not know the canaries.
 * - `auto: "honest"`: the assertions whose ids the plan lists in `real` are met with a real quote;
 *   every other one (the canaries) honestly.
 * - `auto: "met"`: everything met, each with a real quote from the material (a yes-sayer).
 * - `auto: "unmet"`: everything unmet (a no-sayer).
 *
 * Canaries are told apart by id, never by how they are worded: critic-gate words them like real
 * assertions, so a double that looked for a telltale would test a weakness that is not there.
 * "Honestly" reads what a canary claims the way a model would: line N of a file is shown, met with
 * that line's text where the material holds it, unmet where it does not.
 * Only node: imports and erasable syntax, like the doubles.
 */

export type AutoMode = 'honest' | 'met' | 'unmet';

interface PromptAssertion {
  id: string;
  text: string;
  paths: string[];
}

interface PromptLine {
  path: string;
  n: number;
  text: string;
}

export interface ReadPrompt {
  assertions: PromptAssertion[];
  lines: PromptLine[];
}

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The assertions and material of the last user message that holds a material block. */
export function readPrompt(messages: readonly { role: string; content: string }[]): ReadPrompt {
  const user = [...messages].reverse().find((m) => m.role === 'user' && m.content.includes('<<<MATERIAL'));
  const out: ReadPrompt = { assertions: [], lines: [] };
  if (!user) return out;
  const rows = user.content.split('\n');
  let inMaterial = false;
  let path = '';
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row === '<<<MATERIAL') inMaterial = true;
    else if (row === 'MATERIAL>>>') inMaterial = false;
    else if (inMaterial) {
      if (row.startsWith('### ')) path = row.slice(4);
      const m = /^\s*(\d+)\| (.*)$/.exec(row);
      if (m) out.lines.push({ path, n: Number(m[1]), text: m[2]! });
    } else {
      const id = /^- id: (".*")$/.exec(row);
      if (id) {
        const text = /^ {2}assertion: (.*)$/.exec(rows[i + 1] ?? '')?.[1] ?? '';
        const on = /^ {2}judge it on: (.*)$/.exec(rows[i + 2] ?? '')?.[1] ?? '';
        out.assertions.push({ id: JSON.parse(id[1]!) as string, text, paths: on.startsWith('(') ? [] : on.split(', ') });
      }
    }
  }
  return out;
}

type Item = { id: string; met: boolean; evidence: string; location?: { path: string; line: number; quote: string }; fix?: string };

const onPaths = (prompt: ReadPrompt, a: PromptAssertion): PromptLine[] =>
  prompt.lines.filter((l) => a.paths.length === 0 || a.paths.includes(l.path));

/** A real line to quote: the first one with enough text to carry weight. */
function realQuote(prompt: ReadPrompt, a: PromptAssertion): Item {
  const line = onPaths(prompt, a).find((l) => l.text.replace(/\s/g, '').length >= 12) ?? onPaths(prompt, a)[0] ?? prompt.lines[0];
  if (!line) return { id: a.id, met: true, evidence: 'looks fine' };
  return { id: a.id, met: true, evidence: 'seen in the material', location: { path: line.path, line: line.n, quote: line.text.trim() } };
}

/**
 * The answer a careful model gives to "… has the line: X": met at the line X, unmet when no line is
 * X; and to "… has a line containing: X": met at the line that holds X, unmet when none does.
 */
export function honestItem(prompt: ReadPrompt, a: PromptAssertion): Item {
  const claim = squash(a.text);
  // "… line N of PATH": met with that line's text where the material holds it, unmet otherwise.
  const named = /line (\d+) of (.+)$/.exec(claim);
  if (named) {
    const line = prompt.lines.find((l) => l.n === Number(named[1]) && (l.path === named[2] || a.paths.includes(l.path)));
    if (line && line.text.trim() !== '')
      return { id: a.id, met: true, evidence: 'the line is there', location: { path: line.path, line: line.n, quote: squash(line.text) } };
    return { id: a.id, met: false, evidence: 'the material holds no such line', fix: 'Show the line' };
  }
  // The claimed line is what follows "…: " or "… line " at the end, read whole, as a reader
  // would: a claim ending in `foo(bar) }` is not met by a line `}`.
  const ends = (t: string): boolean => t !== '' && (claim.endsWith(`: ${t}`) || claim.endsWith(` line ${t}`));
  // "… a line containing: X" claims part of a line: met where a line holds X.
  const part = /^.*?contain(?:s|ing): (.+)$/.exec(claim)?.[1];
  const line =
    onPaths(prompt, a)
      .filter((l) => ends(squash(l.text)))
      .sort((x, y) => squash(y.text).length - squash(x.text).length)[0] ??
    (part === undefined ? undefined : onPaths(prompt, a).find((l) => squash(l.text).includes(part)));
  if (line)
    return { id: a.id, met: true, evidence: 'the line is there', location: { path: line.path, line: line.n, quote: squash(line.text) } };
  return { id: a.id, met: false, evidence: 'no such line in the material', fix: 'Add the line' };
}

export function autoAnswer(mode: AutoMode, messages: readonly { role: string; content: string }[], real: readonly string[] = []): string {
  const prompt = readPrompt(messages);
  const criteria = prompt.assertions.map((a): Item => {
    if (mode === 'unmet') return { id: a.id, met: false, evidence: 'not convinced', fix: 'Do it properly' };
    if (mode === 'met') return realQuote(prompt, a);
    return real.includes(a.id) ? realQuote(prompt, a) : honestItem(prompt, a);
  });
  return JSON.stringify({ criteria });
}

/**
 * A scripted answer with the assertions it leaves out (the canaries) answered honestly. Content that is
 * not a JSON object with `criteria` (a test of broken answers) is left exactly as it is.
 */
export function withHonestCanaries(
  content: string,
  messages: readonly { role: string; content: string }[],
  real: readonly string[] = [],
): string {
  // The JSON may sit inside <think> blocks or a fence: only the object itself is rewritten.
  const close = content.lastIndexOf('}');
  const fenceOrThink = content.lastIndexOf('</think>');
  const open = content.indexOf('{', fenceOrThink < 0 ? 0 : fenceOrThink);
  if (open < 0 || close < open) return content;
  let value: unknown;
  try {
    value = JSON.parse(content.slice(open, close + 1));
  } catch {
    return content;
  }
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { criteria?: unknown }).criteria)) return content;
  const criteria = (value as { criteria: { id?: unknown }[] }).criteria;
  const answered = new Set(criteria.map((c) => c?.id));
  const prompt = readPrompt(messages);
  // What the script leaves unanswered is what the test did not write: the canaries (a test that
  // leaves out a real id on purpose names it in `real`).
  const extra = prompt.assertions.filter((a) => !answered.has(a.id) && !real.includes(a.id)).map((a) => honestItem(prompt, a));
  if (extra.length === 0) return content;
  return `${content.slice(0, open)}${JSON.stringify({ ...value, criteria: [...criteria, ...extra] })}${content.slice(close + 1)}`;
}

/** Tokens the doubles count for one `and so on ` of a rambling answer (three words, three tokens). */
const RAMBLE_TOKENS = 3;

/**
 * A model that stays inside one string until the server stops it (issue 43): the answer opens
 * the first assertion's `evidence` and repeats itself for `cap` tokens, as random weights and
 * small models did under a grammar with no string bounds. Returns the text and the tokens it took.
 */
export function rambleUntilCap(messages: readonly { role: string; content: string }[], cap: number): { content: string; tokens: number } {
  const first = readPrompt(messages).assertions[0]?.id ?? 'a';
  const head = `{"criteria":[{"id":${JSON.stringify(first)},"evidence":"`;
  const repeats = Math.max(0, Math.floor((cap - 8) / RAMBLE_TOKENS));
  return { content: `${head}${'and so on '.repeat(repeats)}`, tokens: cap };
}
