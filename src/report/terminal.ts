import type { CriticResult } from '../contract/result.js';
import { gateName } from './problems.js';
import { advisoryLine } from '../core/earned.js';
import {
  advisoryDetails,
  coverageNotes,
  criterionMark,
  errorHeading,
  explanationOf,
  gateMark,
  headline,
  isError,
  observedOf,
  omittedNote,
  placeLabel,
  splitOf,
  statsLine,
  whereOf,
  whereToFix,
  withoutPlace,
  type Mark,
  fixBeside,
  shownOf,
} from './facts.js';
import { clip } from '../text/clip.js';

export interface TerminalOptions {
  color: boolean;
  /** Read by someone running the CLI on their own machine: setup advice names its flags, not the Action's inputs. */
  local?: boolean;
}

// Control characters other than newline and tab: ESC and CSI would let text from a diff or a model
// move the cursor, recolour or retitle the terminal of whoever reads the report.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

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

// Evidence and fixes may run to many lines (a command's output): the rest of the lines go under
// the entry, indented, bounded so that one chatty check cannot bury the report (the result JSON
// keeps them all). A long run keeps its head and its tail, where a tool prints its summary.
const CONTINUATION = '        ';
const MAX_LINES = 30;
const HEAD_LINES = 10;
const MAX_LINE_CHARS = 300;

/** The first line of `text` (shown after the entry's label) and the others, indented and bounded. */
function multiline(text: string): { first: string; rest: string[] } {
  const [first = '', ...lines] = text
    .replace(/\n+$/, '')
    .split('\n')
    .map((l) => clip(l, MAX_LINE_CHARS));
  const shown =
    lines.length > MAX_LINES
      ? [
          ...lines.slice(0, HEAD_LINES),
          `… ${lines.length - MAX_LINES + 1} line(s) not shown …`,
          ...lines.slice(lines.length - (MAX_LINES - HEAD_LINES - 1)),
        ]
      : lines;
  return { first, rest: shown.map((l) => (l === '' ? '' : `${CONTINUATION}${l}`)) };
}

/** One part of the report: the headline (no title), Gate, Criteria, Coverage, statistics. Each fix is said once, beside its entry. */
export interface ReportSection {
  title: string | undefined;
  lines: string[];
}

/** The report in parts, so the Action's log can fold each into a group. */
export function terminalSections(result: CriticResult, options: TerminalOptions): ReportSection[] {
  const r = scrubbed(result);
  const paint = (style: Style, s: string): string => (options.color ? `\u001b[${SGR[style]}m${s}\u001b[0m` : s);
  const mark = (m: Mark): string => paint(SYMBOL[m][1], SYMBOL[m][0]);
  const sections: ReportSection[] = [];
  const advisory = advisoryLine(r.criteria);
  // An error is not a verdict: no verdict word, no score, the cause once and where to fix it.
  sections.push({
    title: undefined,
    lines: isError(r)
      ? [
          `${paint('bold', 'critic-gate')}  ${paint('yellow', paint('bold', errorHeading(r)))}`,
          `  ${paint('cyan', 'fix it')} ${whereToFix(r._critic_error, options.local ?? false)}`,
        ]
      : [
          `${paint('bold', 'critic-gate')}  ${paint(VERDICT_STYLE[r.verdict], paint('bold', r.verdict))}  score ${r.score.toFixed(2)}  ${headline(r)}`,
          // Spec §13: a pass that checked nothing says so.
          ...(r.nothing_covered ? [`nothing in this change is covered by \`${r.config?.path ?? 'the assertions file'}\``] : []),
          // Spec §15: which assertions did not earn their power to block in this run, and why, in one line.
          ...(advisory ? [paint('yellow', advisory)] : []),
        ],
  });

  if (r.gate.length > 0) {
    const lines: string[] = [];
    const names = r.gate.map(gateName);
    const width = Math.max(...names.map((n) => n.length));
    r.gate.forEach((g, i) => {
      const places = g.passed ? [] : (g.findings ?? []);
      if (places.length > 0) {
        // Every failing place on its own line, with the tool's own message: said once, not again as evidence.
        const more = omittedNote(g);
        const count = places.length + (g.findings_omitted ?? 0);
        const placeText = (p: (typeof places)[number]): string =>
          `${paint('cyan', placeLabel(p))}  ${clip(p.message ?? '', MAX_LINE_CHARS)}`;
        const head = `  ${mark(gateMark(g))} ${names[i]!.padEnd(width)}  failed at`;
        // One place is said on the entry's own line; a count and a list only when there are more.
        if (count === 1) lines.push(`${head} ${placeText(places[0]!)}`);
        else {
          lines.push(`${head} ${count} places:`);
          for (const p of places) lines.push(`${CONTINUATION}${placeText(p)}`);
          if (more) lines.push(`${CONTINUATION}${more}`);
        }
      } else {
        const evidence = multiline(g.evidence);
        lines.push(`  ${mark(gateMark(g))} ${names[i]!.padEnd(width)}  ${evidence.first}`, ...evidence.rest);
      }
      if (!g.passed && g.fix) {
        const fix = multiline(fixBeside(g.fix, shownOf(g)));
        lines.push(`      ${paint('cyan', 'fix:')} ${fix.first}`, ...fix.rest);
      }
      for (const a of g.artifacts ?? []) lines.push(`      ${paint('dim', `${a.kind}:`)} ${a.path}`);
    });
    sections.push({ title: 'Gate', lines });
  }
  if (r.criteria.length > 0) {
    const lines: string[] = [];
    for (const c of r.criteria) {
      const split = splitOf(c);
      const tag = `${c.critical ? ` ${paint('dim', '[critical]')}` : ''}${split ? ` ${paint('dim', `[${split}]`)}` : ''}`;
      const at = c.met === true ? whereOf(c) : undefined;
      lines.push(`  ${mark(criterionMark(c))} ${c.id}${tag}  ${c.assertion}`);
      if (c.met === false) {
        // What the judge saw and where, beside the fix: a reader can tell a true FAIL from a false one.
        const observed = observedOf(c);
        if (observed) {
          const o = multiline(observed);
          lines.push(`      ${paint('cyan', 'observed:')} ${o.first}`, ...o.rest);
        }
        if (c.location)
          lines.push(
            `      ${paint('cyan', 'at:')} ${placeLabel(c.location)}${c.location.quote ? `  ${clip(c.location.quote, MAX_LINE_CHARS)}` : ''}`,
          );
      }
      const label = c.met === false ? paint('cyan', 'fix: ') : '';
      const explanation = multiline(c.met === true ? withoutPlace(explanationOf(c), c.location) : explanationOf(c));
      lines.push(`      ${at ? `${paint('cyan', at)}  ` : ''}${label}${explanation.first}`, ...explanation.rest);
      if (c.advisory) {
        lines.push(`      ${paint('yellow', 'advisory:')} ${clip(c.advisory.reason, MAX_LINE_CHARS)}`);
        for (const d of advisoryDetails(c)) lines.push(`${CONTINUATION}${clip(d, MAX_LINE_CHARS)}`);
      }
    }
    sections.push({ title: 'Criteria', lines });
  }
  const coverage = coverageNotes(r);
  if (coverage.length > 0) sections.push({ title: 'Coverage', lines: coverage.map((n) => `  ${n}`) });
  sections.push({ title: undefined, lines: [paint('dim', statsLine(r))] });
  return sections.map((s) => (s.title === undefined ? s : { ...s, title: paint('bold', s.title) }));
}

/** The report for a person at a terminal (`critic-gate pr`). Plain text without colour when piped. */
export function renderTerminal(result: CriticResult, options: TerminalOptions): string {
  const blocks = terminalSections(result, options).map((s) => (s.title === undefined ? s.lines : [s.title, ...s.lines]).join('\n'));
  return `${blocks.join('\n\n')}\n`;
}
