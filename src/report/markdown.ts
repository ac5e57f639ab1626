import type { CriticResult } from '../contract/result.js';
import { code, codeBlock, inert } from './inert.js';
import { gateName } from './findings.js';
import { coverageNotes, criterionMark, explanationOf, gateMark, headline, splitOf, statsLine, type Mark } from './facts.js';

export interface MarkdownOptions {
  /** A link for `path#Lline` at the head commit, when the report lives on GitHub. */
  link?: ((path: string, line: number) => string) | undefined;
  /** Extra paragraphs after the headline (e.g. escalation, supersession notes). */
  notes?: readonly string[];
  /** Extra markdown blocks after the report's sections and before the run statistics (e.g. a PR review's findings outside the diff). */
  appendix?: readonly string[];
}

const ICON: Record<Mark, string> = { pass: '✅', warning: '⚠️', fail: '❌', 'not-judged': '⏸️', 'not-run': '⛔' };
const VERDICT_ICON = { PASS: '✅', RETRY: '🔁', FAIL: '❌', SKIPPED: '⏸️' } as const;

/** Untrusted text in a cell or paragraph (see inert.ts): kept as `cell` for the renderers that import it. */
export const cell = inert;
export { code };

function where(loc: { path: string; line: number } | undefined, options: MarkdownOptions): string {
  if (!loc) return '';
  const label = cell(`${loc.path}:${loc.line}`);
  return options.link ? `[${label}](${options.link(loc.path, loc.line)})` : label;
}

/** Evidence text with its `path:line` turned into a link, not repeated in front of it. */
function linkedEvidence(text: string, loc: { path: string; line: number } | undefined, options: MarkdownOptions): string {
  if (!loc) return cell(text);
  const prefix = `${loc.path}:${loc.line}`;
  if (text.startsWith(prefix)) return `${where(loc, options)}${cell(text.slice(prefix.length))}`;
  return `${where(loc, options)} ${cell(text)}`;
}

/** The report as GitHub-flavoured markdown: PR review body, job summary, `--format markdown`. */
export function renderMarkdown(r: CriticResult, options: MarkdownOptions = {}): string {
  const out: string[] = [];
  // A human override heads the report as such; the findings below stay as they were judged.
  const overridden = r.override ? ` — human override by @${cell(r.override.by)}` : '';
  out.push(`## ${VERDICT_ICON[r.verdict]} critic-gate: ${r.verdict}${overridden} · score ${r.score.toFixed(2)}`);
  if (r.override) {
    const url = r.override.comment_url;
    const link = /^https:\/\/[^\s()<>]+$/.test(url) ? ` ([comment](${url}))` : '';
    out.push('', `> ${cell(r.override.reason)}${link} · judged ${r.override.original_verdict} before the override`);
  }
  out.push('', cell(headline(r)));
  for (const note of options.notes ?? []) out.push('', note);

  if (r.gate.length > 0) {
    out.push('', '### Gate', '', '| | check | evidence |', '|---|---|---|');
    for (const g of r.gate) {
      const fix = (!g.passed || g.severity === 'warning') && g.fix ? `<br>**fix:** ${cell(g.fix)}` : '';
      out.push(`| ${ICON[gateMark(g)]} | ${cell(gateName(g))} | ${linkedEvidence(g.evidence, g.location, options)}${fix} |`);
    }
  }

  if (r.criteria.length > 0) {
    out.push('', '### Criteria', '', '| | criterion | evidence or fix |', '|---|---|---|');
    for (const c of r.criteria) {
      const split = splitOf(c);
      const name = `**${cell(c.id)}**${c.critical ? ' (critical)' : ''}${c.source === 'check' ? ' · check' : ''}${split ? ` · ${split}` : ''}<br>${cell(c.assertion)}`;
      const quote = c.met === true && c.location ? `${where(c.location, options)} ${code(c.location.quote)}<br>` : '';
      const text = c.met === false ? `**fix:** ${cell(explanationOf(c))}` : cell(explanationOf(c));
      out.push(`| ${ICON[criterionMark(c)]} | ${name} | ${quote}${text} |`);
    }
  }

  if (r.feedback_for_worker) {
    out.push('', '### What to fix', '', codeBlock(r.feedback_for_worker));
  }
  const coverage = coverageNotes(r);
  if (coverage.length > 0) {
    out.push('', '### Coverage', '', ...coverage.map((n) => `- ${cell(n)}`));
  }
  for (const block of options.appendix ?? []) out.push('', block);
  out.push('', `<sub>${cell(statsLine(r))}</sub>`);
  return `${out.join('\n')}\n`;
}
