import type { Criterion, CriticResult, GateEntry } from '../contract/result.js';
import { code, codeBlock, inert } from './inert.js';
import { advisoryLine } from '../core/earned.js';
import {
  advisoryDetails,
  coverageNotes,
  criterionMark,
  errorHeading,
  explanationOf,
  gateMark,
  gatePlaces,
  headline,
  isError,
  observedOf,
  omittedNote,
  placeLabel,
  splitOf,
  statsLine,
  whereToFix,
  withoutPlace,
  type Mark,
  type Place,
  fixBeside,
  shownOf,
} from './facts.js';
import { noHtmlComment } from './no-comment.js';

export interface MarkdownOptions {
  /** A link for `path#Lline` at the head commit, when the report lives on GitHub. */
  link?: ((path: string, line: number) => string) | undefined;
  /** Extra paragraphs after the headline (e.g. escalation, supersession notes). */
  notes?: readonly string[];
  /** Extra markdown blocks after the report's sections and before the run statistics. */
  appendix?: readonly string[];
  /**
   * A PR review: the places that carry an inline comment (`gate/<id>@path:line`,
   * `criterion/<id>@path:line`, see placeKey). A problem all of whose places are commented is
   * listed in one line, its fix said in the comment; the others under "Not on a changed line".
   */
  commented?: ReadonlySet<string> | undefined;
  /** The workflow run, linked in the footer. */
  runUrl?: string | undefined;
  /** The assertions file at the base commit, linked in the footer. */
  configUrl?: string | undefined;
}

const ICON: Record<Mark, string> = { pass: '✅', warning: '⚠️', fail: '❌', 'not-judged': '⏸️', 'not-run': '⛔' };
const VERDICT_ICON = { PASS: '✅', RETRY: '🔁', FAIL: '❌', SKIPPED: '⏸️' } as const;

// A URL in untrusted text: shown whole in a code span (copyable, never a live link), not broken up.
const URL_PATTERN = /\b(?:https?|ftp|file):\/\/[^\s<>`|]+|\bwww\.[^\s<>`|]+/gi;

/**
 * Untrusted text in a cell, list item or paragraph (see inert.ts): escaped and inert, with each URL
 * in a code span, where GitHub links nothing and a copy gets the address as it was written.
 */
export function cell(text: string): string {
  const flat = text.replace(/\r\n?|[\n\v\f\u0085\u2028\u2029]/g, ' ');
  // inert() trims; the spaces around a URL are kept here.
  const prose = (part: string): string => `${/^\s/.test(part) ? ' ' : ''}${inert(part)}${/\S\s+$/.test(part) ? ' ' : ''}`;
  let out = '';
  let at = 0;
  for (const m of flat.matchAll(URL_PATTERN)) {
    const url = m[0].replace(/[.,;:!?)\]]+$/, '');
    out += `${prose(flat.slice(at, m.index))}${code(url)}`;
    at = m.index + url.length;
  }
  return `${out}${prose(flat.slice(at))}`.trim();
}
export { code };

/** A review's heading over the problems without an inline comment. */
export const NOT_ON_A_CHANGED_LINE = 'Not on a changed line';

/** The key of one failing place in MarkdownOptions.commented. */
export const placeKey = (kind: 'gate' | 'criterion', id: string, path: string, line: number): string => `${kind}/${id}@${path}:${line}`;

function where(p: Place, options: MarkdownOptions): string {
  const label = cell(placeLabel(p));
  return options.link && p.line !== undefined ? `[${label}](${options.link(p.path, p.line)})` : label;
}

/** A gate entry's title: its id, with the kind only when the id does not already say it. */
function gateTitle(g: GateEntry): string {
  const state = g.not_run ? 'not run' : g.passed && g.severity === 'warning' ? 'warning' : '';
  if (g.id === g.kind) return `**${cell(g.id)}** check${state ? ` (${state})` : ''}`;
  return `**${cell(g.id)}** (${cell(g.kind)} check${state ? `, ${state}` : ''})`;
}

function criterionTitle(c: Criterion): string {
  const split = splitOf(c);
  const tags = [...(c.critical ? ['critical'] : []), ...(c.source === 'check' ? ['check'] : []), ...(split ? [split] : [])];
  return `**${cell(c.id)}**${tags.length > 0 ? ` (${tags.join(', ')})` : ''}: ${cell(c.assertion)}`;
}

/** Evidence of more than one line (a command's output) as a block under the item; one line inline. */
function observedLines(text: string, indent: string): string[] {
  const trimmed = text.replace(/\n+$/, '');
  if (!trimmed.includes('\n')) return [`${indent}- **Observed:** ${cell(trimmed)}`];
  return [
    `${indent}- **Observed:**`,
    '',
    ...codeBlock(trimmed)
      .split('\n')
      .map((l) => `${indent}  ${l}`),
    '',
  ];
}

/** A problem in full: its title, what was observed where (every failing place), and its fix, once. */
function gateProblem(g: GateEntry, options: MarkdownOptions, places: readonly Place[]): string[] {
  const lines = [`- ${ICON[gateMark(g)]} ${gateTitle(g)}`];
  if (g.findings && g.findings.length > 0) {
    for (const p of places) lines.push(`  - ${where(p, options)}${p.message ? `: ${cell(p.message)}` : ''}`);
    const more = omittedNote(g);
    if (more) lines.push(`  - ${more}`);
  } else if (g.location && places.length > 0) {
    const prefix = placeLabel(g.location);
    const rest = g.evidence.startsWith(prefix) ? g.evidence.slice(prefix.length).replace(/^:?\s*/, '') : g.evidence;
    lines.push(`  - **Observed:** ${where(g.location, options)}${rest ? `: ${cell(rest)}` : ''}`);
  } else {
    lines.push(...observedLines(g.evidence, '  '));
  }
  // The places left out here carry an inline comment: still named, so every file of one check is seen.
  const elsewhere = (g.findings ?? []).filter((p) => !places.includes(p));
  if (elsewhere.length > 0) {
    const those = elsewhere.length === 1 ? 'that line' : 'those lines';
    lines.push(`  - also at ${elsewhere.map((p) => where(p, options)).join(', ')}, see the comment on ${those}`);
  }
  if (g.fix) lines.push(`  - **Fix:** ${cell(fixBeside(g.fix, shownOf(g)))}`);
  return lines;
}

function criterionProblem(c: Criterion, options: MarkdownOptions): string[] {
  const lines = [`- ${ICON[criterionMark(c)]} ${criterionTitle(c)}`];
  const observed = observedOf(c);
  const at = c.location ? `${where(c.location, options)}${c.location.quote ? ` ${code(c.location.quote)}` : ''}` : '';
  if (observed) lines.push(`  - **Observed:** ${cell(observed)}${at ? ` at ${at}` : ''}`);
  else if (at) lines.push(`  - **At:** ${at}`);
  if (c.fix) lines.push(`  - **Fix:** ${cell(c.fix)}`);
  return lines;
}

/** A problem whose every place carries an inline comment: one line, the comment says the rest. */
function commentedProblem(title: string, mark: Mark, places: readonly Place[], options: MarkdownOptions): string {
  return `- ${ICON[mark]} ${title}: see the comment${places.length === 1 ? '' : 's'} at ${places.map((p) => where(p, options)).join(', ')}`;
}

/** Failed and warning gate entries, then unmet criteria: in full, or (in a review) split by where they are commented. */
function problemSections(r: CriticResult, options: MarkdownOptions): string[] {
  const full: string[] = [];
  const short: string[] = [];
  const commented = options.commented;
  const isCommented = (kind: 'gate' | 'criterion', id: string, p: Place): boolean =>
    commented !== undefined && p.line !== undefined && commented.has(placeKey(kind, id, p.path, p.line));

  for (const g of r.gate) {
    if (g.passed && g.severity !== 'warning') continue;
    const places = gatePlaces(g);
    const open = places.filter((p) => !isCommented('gate', g.id, p));
    if (places.length > 0 && open.length === 0 && !g.findings_omitted)
      short.push(commentedProblem(gateTitle(g), gateMark(g), places, options));
    else full.push(...gateProblem(g, options, g.findings && g.findings.length > 0 ? open : places));
  }
  for (const c of r.criteria) {
    // Advisory criteria (spec §15) are warnings, in a section of their own.
    if (c.met !== false || c.advisory !== undefined) continue;
    if (c.location && isCommented('criterion', c.id, c.location))
      short.push(commentedProblem(criterionTitle(c), 'fail', [c.location], options));
    else full.push(...criterionProblem(c, options));
  }
  if (commented === undefined) return full.length > 0 ? ['### What to fix', '', ...full] : [];
  return [
    ...(short.length > 0 ? ['### On changed lines', '', ...short] : []),
    ...(short.length > 0 && full.length > 0 ? [''] : []),
    ...(full.length > 0 ? [`### ${NOT_ON_A_CHANGED_LINE}`, '', ...full] : []),
  ];
}

/** Spec §15: what an advisory criterion found, and which of its own examples the judge misread. */
function advisorySection(r: CriticResult, options: MarkdownOptions): string[] {
  const items = r.criteria.filter((c) => c.advisory !== undefined);
  if (items.length === 0) return [];
  const lines = ['### Advisory (not counted toward FAIL or the score)', ''];
  for (const c of items) {
    if (c.met === false) lines.push(...criterionProblem(c, options));
    else lines.push(`- ${ICON[criterionMark(c)]} ${criterionTitle(c)}`);
    lines.push(`  - **Advisory:** ${cell(c.advisory!.reason)}`, ...advisoryDetails(c).map((d) => `  - ${cell(d)}`));
  }
  return lines;
}

function notJudgedSection(r: CriticResult): string[] {
  const items = r.criteria.filter((c) => c.met === null);
  if (items.length === 0) return [];
  return ['### Not judged', '', ...items.map((c) => `- ${ICON['not-judged']} ${criterionTitle(c)}: ${cell(explanationOf(c))}`)];
}

/** What passed, folded into one line with the details behind a disclosure. */
function passedSection(r: CriticResult, options: MarkdownOptions): string[] {
  const checks = r.gate.filter((g) => g.passed && g.severity !== 'warning');
  const met = r.criteria.filter((c) => c.met === true);
  if (checks.length === 0 && met.length === 0) return [];
  const counts = [
    ...(checks.length > 0 ? [`${checks.length} check${checks.length === 1 ? '' : 's'} passed`] : []),
    ...(met.length > 0 ? [`${met.length} criteri${met.length === 1 ? 'on' : 'a'} met`] : []),
  ];
  const rows = [
    ...checks.map((g) => `| ${ICON.pass} | ${gateTitle(g)} | ${cell(g.evidence)} |`),
    ...met.map((c) => {
      const at = c.location ? `${where(c.location, options)} ${code(c.location.quote)}<br>` : '';
      return `| ${ICON.pass} | ${criterionTitle(c)} | ${at}${cell(withoutPlace(explanationOf(c), c.location))} |`;
    }),
  ];
  // The blank lines around the table let GitHub render markdown inside the HTML block.
  return [`<details><summary>✅ ${counts.join(', ')}</summary>`, '', '| | | evidence |', '|---|---|---|', ...rows, '', '</details>'];
}

/**
 * The model a verdict rests on, as its receipt names it (spec §15): the digest's first 12
 * characters, as `ollama list` shows a model's ID, so a reader can tell which build judged.
 */
function modelLine(r: CriticResult): string | undefined {
  const receipt = r.receipt;
  if (!receipt?.model || receipt.calls.length === 0) return undefined;
  const digest = receipt.digest ? `digest ${receipt.digest.slice(0, 12)}` : 'no digest reported by the server';
  return `model ${receipt.model} (${digest})`;
}

function footer(r: CriticResult, options: MarkdownOptions): string {
  const model = modelLine(r);
  const links = [
    ...(model ? [cell(model)] : []),
    ...(options.runUrl ? [`[workflow run](${options.runUrl})`] : []),
    ...(options.configUrl && r.config ? [`[${cell(r.config.path)} at the base](${options.configUrl})`] : []),
  ];
  return `<sub>${cell(statsLine(r))}${links.length > 0 ? ` · ${links.join(' · ')}` : ''}</sub>`;
}

/** The report as GitHub-flavoured markdown: PR review body, job summary, `--format markdown`. */
export function renderMarkdown(r: CriticResult, options: MarkdownOptions = {}): string {
  const out: string[] = [];
  const section = (lines: readonly string[]): void => {
    if (lines.length > 0) out.push('', ...lines);
  };
  if (isError(r)) {
    // An error is not a verdict (spec §13): no verdict word, no score; the cause once and where to fix it.
    out.push(`## ⚠️ critic-gate: ${cell(errorHeading(r))}`, '', `**Fix it** ${cell(whereToFix(r._critic_error))}`);
    for (const note of options.notes ?? []) out.push('', note);
    section(passedSection(r, options));
  } else {
    // A human override heads the report as such; the findings below stay as they were judged.
    const overridden = r.override ? ` — human override by @${cell(r.override.by)}` : '';
    out.push(`## ${VERDICT_ICON[r.verdict]} critic-gate: ${r.verdict}${overridden} · score ${r.score.toFixed(2)}`);
    if (r.override) {
      const url = r.override.comment_url;
      const link = /^https:\/\/[^\s()<>]+$/.test(url) ? ` ([comment](${url}))` : '';
      out.push('', `> ${cell(r.override.reason)}${link} · judged ${r.override.original_verdict} before the override`);
    }
    out.push('', cell(headline(r)));
    // Spec §13: a pass that checked nothing says so, in the review and the job summary as in the terminal.
    if (r.nothing_covered) out.push('', `Nothing in this change is covered by ${code(r.config?.path ?? 'the assertions file')}.`);
    const advisory = advisoryLine(r.criteria);
    if (advisory) out.push('', `⚠️ ${cell(advisory)}`);
    for (const note of options.notes ?? []) out.push('', note);
    section(problemSections(r, options));
    section(advisorySection(r, options));
    section(notJudgedSection(r));
    section(passedSection(r, options));
    const coverage = coverageNotes(r);
    section(coverage.length > 0 ? ['### Coverage', '', ...coverage.map((n) => `- ${cell(n)}`)] : []);
  }
  for (const block of options.appendix ?? []) out.push('', block);
  out.push('', footer(r, options));
  // The report writes no HTML comment of its own; none may come from a note or an appendix either.
  return noHtmlComment(`${out.join('\n')}\n`);
}
