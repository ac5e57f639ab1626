import type { MaterialFile } from '../types.js';
import { estimateTokens, type TokenCounter } from './tokens.js';
import { ANSWER_BOUNDS, MAX_LINE } from '../response.js';
import {
  EMPTY_FILE_NOTE,
  MATERIAL_BEGIN,
  MATERIAL_END,
  cutNote,
  droppedNote,
  numberWidth,
  renderGap,
  renderHeader,
  renderLine,
} from '../prompt/material-format.js';

/** What a chat template adds around each message (role markers, separators), counted generously. */
export const MESSAGE_OVERHEAD_TOKENS = 8;

export { estimateTokens, type TokenCounter };

/**
 * The estimate (`base`: the model family's, else the conservative one) scaled by what a server's
 * own count showed (`scale` > 1 when the server counted more than estimated). Stays additive over
 * lines: each line is rounded up on its own.
 */
export function scaledCounter(scale: number, base: TokenCounter = estimateTokens): TokenCounter {
  if (scale <= 1) return base;
  return (text) => text.split('\n').reduce((n, line) => n + Math.ceil(base(line) * scale), 0);
}

export function estimateMessages(messages: readonly { content: string }[], count: TokenCounter = estimateTokens): number {
  return messages.reduce((sum, m) => sum + count(m.content) + MESSAGE_OVERHEAD_TOKENS, 0);
}

/** The longest prefix of `text` whose estimate stays within `maxTokens`, marked with `…` when cut. */
export function clipToTokens(text: string, maxTokens: number, count: TokenCounter = estimateTokens): string {
  if (count(text) <= maxTokens) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (count(`${text.slice(0, mid)}…`) <= maxTokens) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '' : `${text.slice(0, lo)}…`;
}

/** How one model context is shared between the prompt, the answer and a possible repair round. */
export interface ContextBudget {
  numCtx: number;
  /** Room kept for the answer; also sent as `num_predict` so an answer can never overrun the context. */
  answerTokens: number;
  /** Room kept so that a repair request (the first prompt, the bad answer clipped, the error) still fits. */
  repairTokens: number;
  /** The most the first prompt may use. */
  promptTokens: number;
}

/**
 * What a judge writes in its free-text fields, as the estimate counts it: a line of code, the
 * densest of what a quote, a path or a sentence about code usually is (prose costs less).
 */
const ANSWER_TEXT = 'if e.response.status_code == 404: return None  # ';

const filled = (bound: number): string => ANSWER_TEXT.repeat(Math.ceil(bound / ANSWER_TEXT.length)).slice(0, bound);

/**
 * The longest answer the response schema admits for `ids` (issue 43): every free-text field at its
 * ANSWER_BOUNDS length, the location at the highest line, `fix` present. Under the grammar the
 * server builds from the schema, no answer has more items or longer strings than this.
 */
export function maximalAnswer(ids: readonly string[]): string {
  const item = (id: string) => ({
    id,
    evidence: filled(ANSWER_BOUNDS.evidence),
    location: { path: filled(ANSWER_BOUNDS.path), line: MAX_LINE, quote: filled(ANSWER_BOUNDS.quote) },
    met: false,
    fix: filled(ANSWER_BOUNDS.fix),
  });
  return JSON.stringify({ criteria: ids.map(item) });
}

/**
 * Tokens of whitespace a grammar lets a model put between the JSON tokens of one item (llama.cpp's
 * `space` rule admits a space or a line break and indentation at each of about a dozen places).
 */
const WHITESPACE_PER_ITEM = 16;

/**
 * The token cap of one request (`num_predict`, `max_tokens`), derived from the schema's bounds:
 * the estimate of the maximal answer for these ids, plus the whitespace a grammar admits. Issue 43:
 * a fixed `256 + 192 per criterion` was below what a full answer of four bounded strings costs,
 * so a model that used its bounds was cut off, however right its answer.
 */
export function answerTokenCap(ids: readonly string[], count: TokenCounter = estimateTokens): number {
  return count(maximalAnswer(ids)) + WHITESPACE_PER_ITEM * ids.length;
}

/**
 * The context shared out for a request on `ids`. The answer's room is the derived cap, but never
 * more than a third of the context: past that the prompt would have no room for material.
 */
export function budgetFor(numCtx: number, ids: readonly string[], count: TokenCounter = estimateTokens): ContextBudget {
  const answerTokens = Math.min(answerTokenCap(ids, count), Math.floor(numCtx / 3));
  const repairTokens = Math.min(384, Math.floor(numCtx / 8));
  return { numCtx, answerTokens, repairTokens, promptTokens: numCtx - answerTokens - repairTokens };
}

export interface FittedMaterial {
  /** The material block as prompt lines, fences and cut notes included. */
  lines: string[];
  tokens: number;
  /** Per path, the line numbers shown; a path left out entirely is absent. */
  seen: Map<string, Set<number>>;
  truncatedLines: number;
}

/**
 * Keeps the longest relevance-ordered prefix of the material that fits `available` tokens:
 * whole lines only, cut at a line boundary, what is cut stated in the block itself.
 * Returns undefined when not even the empty block fits.
 */
export function fitMaterial(
  material: readonly MaterialFile[],
  available: number,
  cost: TokenCounter = estimateTokens,
): FittedMaterial | undefined {
  const width = numberWidth(material);
  // dropCost[i]: the note naming files i.. when they are all left out.
  const dropCost = material.map((_, i) => cost(droppedNote(material.slice(i).map((f) => f.path))));
  dropCost.push(0);

  const base = cost(MATERIAL_BEGIN) + cost(MATERIAL_END);
  if (base + dropCost[0]! > available) return undefined;

  // The cut: files before `file` whole, then `shown` lines of `file`. file = -1: nothing shown.
  let best = { file: -1, shown: 0 };
  let prefix = base;
  scan: for (let f = 0; f < material.length; f++) {
    const { path, lines } = material[f]!;
    prefix += cost(renderHeader(path));
    if (lines.length === 0) {
      prefix += cost(EMPTY_FILE_NOTE);
      if (prefix > available) break;
      if (prefix + dropCost[f + 1]! <= available) best = { file: f, shown: 0 };
      continue;
    }
    for (let j = 0; j < lines.length; j++) {
      if (j > 0 && lines[j]!.n !== lines[j - 1]!.n + 1) prefix += cost(renderGap(width));
      prefix += cost(renderLine(lines[j]!, width));
      if (prefix > available) break scan;
      const shown = j + 1;
      const note = shown < lines.length ? cost(cutNote(path, lines[shown]!.n, lines[lines.length - 1]!.n)) : 0;
      if (prefix + note + dropCost[f + 1]! <= available) best = { file: f, shown };
    }
  }
  return render(material, best, width, cost);
}

function render(
  material: readonly MaterialFile[],
  cut: { file: number; shown: number },
  width: number,
  cost: TokenCounter,
): FittedMaterial {
  const out = [MATERIAL_BEGIN];
  const seen = new Map<string, Set<number>>();
  let total = 0;
  let shownTotal = 0;
  material.forEach((file, f) => {
    total += file.lines.length;
    if (f > cut.file) return;
    const shown = f < cut.file ? file.lines.length : cut.shown;
    const lines = file.lines.slice(0, shown);
    out.push(renderHeader(file.path));
    if (file.lines.length === 0) out.push(EMPTY_FILE_NOTE);
    lines.forEach((line, j) => {
      if (j > 0 && line.n !== lines[j - 1]!.n + 1) out.push(renderGap(width));
      out.push(renderLine(line, width));
    });
    if (shown < file.lines.length) out.push(cutNote(file.path, file.lines[shown]!.n, file.lines[file.lines.length - 1]!.n));
    seen.set(file.path, new Set(lines.map((l) => l.n)));
    shownTotal += lines.length;
  });
  const dropped = material.slice(cut.file + 1).map((f) => f.path);
  if (dropped.length > 0) out.push(droppedNote(dropped));
  out.push(MATERIAL_END);
  // cost(out.join('\n')), line by line: the estimate is additive over lines.
  const tokens = out.reduce((n, line) => n + cost(line), 0);
  return { lines: out, tokens, seen, truncatedLines: total - shownTotal };
}
