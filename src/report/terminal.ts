import type { CriticResult } from '../contract/result.js';
import { coverageNotes, criterionMark, explanationOf, gateMark, headline, statsLine, whereOf, type Mark } from './facts.js';

export interface TerminalOptions {
  color: boolean;
}

// Control characters other than newline and tab: ESC and CSI would let text from a diff or a model
// move the cursor, recolour or retitle the terminal of whoever reads the report.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text from the change or the model, made harmless for a terminal. */
export const scrubControls = (text: string): string => text.replace(CONTROL, '?');

function scrubbed<T>(value: T): T {
  if (typeof value === 'string') return scrubControls(value) as T;
  if (Array.isArray(value)) return value.map(scrubbed) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubbed(v)])) as T;
  }
  return value;
}

const SGR = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1, cyan: 36 } as const;
type Style = keyof typeof SGR;

const SYMBOL: Record<Mark, [string, Style]> = {
  pass: ['✓', 'green'],
  warning: ['⚠', 'yellow'],
  fail: ['✗', 'red'],
  'not-judged': ['–', 'yellow'],
  'not-run': ['!', 'red'],
};
const VERDICT_STYLE = { PASS: 'green', RETRY: 'yellow', FAIL: 'red', SKIPPED: 'yellow' } as const;

/** The report for a person at a terminal (`critic-gate pr`). Plain text without colour when piped. */
export function renderTerminal(result: CriticResult, options: TerminalOptions): string {
  const r = scrubbed(result);
  const paint = (style: Style, s: string): string => (options.color ? `\u001b[${SGR[style]}m${s}\u001b[0m` : s);
  const mark = (m: Mark): string => paint(SYMBOL[m][1], SYMBOL[m][0]);
  const lines: string[] = [];
  lines.push(`${paint('bold', 'critic-gate')}  ${paint(VERDICT_STYLE[r.verdict], paint('bold', r.verdict))}  score ${r.score.toFixed(2)}  ${headline(r)}`);

  if (r.gate.length > 0) {
    lines.push('', paint('bold', 'Gate'));
    const idWidth = Math.max(...r.gate.map((g) => g.id.length));
    const kindWidth = Math.max(...r.gate.map((g) => g.kind.length));
    for (const g of r.gate) {
      lines.push(`  ${mark(gateMark(g))} ${g.id.padEnd(idWidth)}  ${paint('dim', g.kind.padEnd(kindWidth))}  ${g.evidence}`);
      if (!g.passed && g.fix) lines.push(`      ${paint('cyan', 'fix:')} ${g.fix}`);
    }
  }
  if (r.criteria.length > 0) {
    lines.push('', paint('bold', 'Criteria'));
    for (const c of r.criteria) {
      const tag = c.critical ? ` ${paint('dim', '[critical]')}` : '';
      const at = c.met === true ? whereOf(c) : undefined;
      lines.push(`  ${mark(criterionMark(c))} ${c.id}${tag}  ${c.assertion}`);
      const label = c.met === false ? paint('cyan', 'fix: ') : '';
      lines.push(`      ${at ? `${paint('cyan', at)}  ` : ''}${label}${explanationOf(c)}`);
    }
  }
  const coverage = coverageNotes(r);
  if (coverage.length > 0) lines.push('', paint('bold', 'Coverage'), ...coverage.map((n) => `  ${n}`));
  if (r.feedback_for_worker) lines.push('', paint('bold', 'Feedback'), ...r.feedback_for_worker.split('\n').map((l) => `  ${l}`));
  lines.push('', paint('dim', statsLine(r)));
  return `${lines.join('\n')}\n`;
}
