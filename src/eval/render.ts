import type { Breakdown, EvalReport } from './metrics.js';

const pct = (v: number | null): string => (v === null ? '–' : `${(v * 100).toFixed(1)} %`);
const ms = (v: number | null): string => (v === null ? '–' : v >= 10_000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);

const prompts = (r: EvalReport): string => (r.batch === 1 ? 'one assertion per prompt' : `up to ${r.batch} assertions per prompt`);

function breakdownLines(title: string, rows: Record<string, Breakdown>): string[] {
  const entries = Object.entries(rows);
  if (entries.length === 0) return [];
  const width = Math.max(...entries.map(([k]) => k.length));
  return [title, ...entries.map(([k, b]) => `  ${k.padEnd(width)}  ${pct(b.accuracy).padStart(8)}  (${b.cases} cases)`)];
}

/** Spec §15's agreement figures: each assertion's cases as its examples, as `critic-gate test` reports them. */
function examplesLines(r: EvalReport): string[] {
  const e = r.examples;
  if (e.assertions === 0) return [];
  const misread = e.per_assertion.filter((a) => a.agreed < a.total);
  const lines = [
    '',
    `Examples (spec §15): ${e.agreeing} of ${e.assertions} assertions had every case read as expected (they would block; the others would be advisory)`,
  ];
  for (const a of misread.slice(0, 10)) {
    lines.push(`  ${a.id}: ${a.agreed}/${a.total} cases agree, ${a.flips} flip(s) across seeds`);
    for (const d of a.disagreeing) lines.push(`      ${d.file} (expected ${d.expect}): the judge said ${d.said}`);
  }
  if (misread.length > 10) lines.push(`  … and ${misread.length - 10} more (see --json)`);
  return lines;
}

/** The report for a terminal: the figures a model choice rests on, then where it went wrong. */
export function renderEvalText(r: EvalReport): string {
  const c = r.confusion;
  const lines = [
    `critic-gate eval: ${r.suite} suite, model ${r.model}${r.partial ? ` — PARTIAL (${r.cases} of ${r.suite_cases} cases)` : ''}`,
    '',
    `  cases          ${r.cases} × ${r.seeds} seed(s), ${pct(r.met_share)} labelled met, ${prompts(r)}`,
    `  accuracy       ${pct(r.accuracy)}`,
    `  precision      ${pct(r.precision)}   (of the judge's "met", how many were met)`,
    `  recall         ${pct(r.recall)}   (of the met cases, how many the judge found)`,
    `  flip rate      ${r.seeds > 1 ? pct(r.flip_rate) : '– (one seed; use --seeds 2 or more)'}`,
    `  calibration    ${pct(r.calibration_pass_rate)}`,
    `  latency        p50 ${ms(r.latency_ms.p50)}, p95 ${ms(r.latency_ms.p95)}`,
    `  tokens         ${r.tokens.prompt} prompt, ${r.tokens.completion} completion, in ${r.llm_calls} model call(s)`,
    `  confusion      met→met ${c.tp}, unmet→met ${c.fp}, unmet→unmet ${c.tn}, met→unmet ${c.fn}, errors ${c.errors}`,
    '',
    ...breakdownLines('By kind:', r.by_kind),
    ...breakdownLines('By language:', r.by_language),
    ...examplesLines(r),
  ];
  const wrong = r.per_case.filter((o) => o.judgements.some((j) => j.met !== o.met));
  if (wrong.length > 0) {
    lines.push('', `Wrong or undecided (${wrong.length}):`);
    for (const o of wrong.slice(0, 20)) {
      const said = o.judgements.map((j) => (j.met === null ? 'error' : j.met ? 'met' : 'unmet')).join('/');
      lines.push(`  ${o.id}: labelled ${o.met ? 'met' : 'unmet'}, judged ${said}`);
    }
    if (wrong.length > 20) lines.push(`  … and ${wrong.length - 20} more (see --json)`);
  }
  return `${lines.join('\n')}\n`;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Latency histogram as inline SVG: no script, no external asset. */
function latencyChart(r: EvalReport): string {
  const values = r.per_case.flatMap((o) => o.judgements.map((j) => j.latency_ms));
  if (values.length === 0) return '<p>No judgements.</p>';
  const max = Math.max(...values, 1);
  const bins = 20;
  const counts = new Array<number>(bins).fill(0);
  for (const v of values) counts[Math.min(bins - 1, Math.floor((v / max) * bins))]!++;
  const top = Math.max(...counts);
  const w = 600;
  const h = 180;
  const barW = w / bins;
  const bars = counts
    .map((n, i) => {
      const bh = top === 0 ? 0 : Math.round((n / top) * (h - 20));
      const from = Math.round((i * max) / bins);
      const to = Math.round(((i + 1) * max) / bins);
      return `<rect x="${(i * barW + 1).toFixed(1)}" y="${h - bh}" width="${(barW - 2).toFixed(1)}" height="${bh}" fill="#3b82f6"><title>${from}–${to} ms: ${n}</title></rect>`;
    })
    .join('');
  const marks = (['p50', 'p95'] as const)
    .map((k) => {
      const v = r.latency_ms[k];
      if (v === null) return '';
      const x = Math.min(w - 1, (v / max) * w).toFixed(1);
      // A mark near the right edge writes its label to the left, so it is not cut off.
      const label = Number(x) > w * 0.8 ? 'dx="-4" text-anchor="end"' : 'dx="4"';
      return `<line x1="${x}" x2="${x}" y1="0" y2="${h}" stroke="#dc2626" stroke-dasharray="4 3"/><text x="${x}" y="${k === 'p50' ? 12 : 26}" ${label} font-size="12" fill="#dc2626">${k} ${escapeHtml(ms(v))}</text>`;
    })
    .join('');
  return `<svg id="latency" role="img" aria-label="Latency distribution" viewBox="0 0 ${w} ${h + 20}" width="${w}" height="${h + 20}">${bars}${marks}<text x="0" y="${h + 16}" font-size="12">0 ms</text><text x="${w}" y="${h + 16}" font-size="12" text-anchor="end">${escapeHtml(ms(max))}</text></svg>`;
}

function matrix(r: EvalReport): string {
  const c = r.confusion;
  const cell = (n: number, good: boolean): string => `<td class="${good ? 'good' : 'bad'}">${n}</td>`;
  return `<table id="confusion"><tr><th></th><th>judged met</th><th>judged unmet</th></tr><tr><th>labelled met</th>${cell(c.tp, true)}${cell(c.fn, false)}</tr><tr><th>labelled unmet</th>${cell(c.fp, false)}${cell(c.tn, true)}</tr></table><p>Undecided (judge errors, failed calibration): ${c.errors}</p>`;
}

function breakdownTable(title: string, rows: Record<string, Breakdown>): string {
  const body = Object.entries(rows)
    .map(([k, b]) => `<tr><td>${escapeHtml(k)}</td><td>${b.cases}</td><td>${pct(b.accuracy)}</td></tr>`)
    .join('');
  return `<h2>${title}</h2><table><tr><th></th><th>cases</th><th>accuracy</th></tr>${body}</table>`;
}

/** Why the judge decided as it did, as text: what it observed and the line it quoted. */
function evidenceOf(o: EvalReport['per_case'][number]): string {
  const j = o.judgements[0];
  if (j === undefined) return '';
  const where = j.location
    ? ` <code>${escapeHtml(`${j.location.path}:${j.location.line}`)}</code> <q>${escapeHtml(j.location.quote)}</q>`
    : '';
  return `${escapeHtml(j.error ?? j.evidence ?? '')}${where}`;
}

/** A self-contained page: the confusion matrix, the latency distribution, the breakdowns and every case. */
export function renderEvalHtml(r: EvalReport): string {
  const figures: [string, string][] = [
    ['accuracy', pct(r.accuracy)],
    ['precision', pct(r.precision)],
    ['recall', pct(r.recall)],
    ['flip rate', r.seeds > 1 ? pct(r.flip_rate) : '–'],
    ['calibration', pct(r.calibration_pass_rate)],
    ['latency p50 / p95', `${ms(r.latency_ms.p50)} / ${ms(r.latency_ms.p95)}`],
  ];
  const cases = r.per_case
    .map((o) => {
      const said = o.judgements.map((j) => (j.met === null ? 'error' : j.met ? 'met' : 'unmet')).join(' / ');
      const right = o.judgements.every((j) => j.met === o.met);
      return `<tr class="${right ? '' : 'wrong'}"><td>${escapeHtml(o.id)}</td><td>${escapeHtml(o.kind)}</td><td>${o.met ? 'met' : 'unmet'}</td><td>${escapeHtml(said)}</td><td>${o.judgements.map((j) => j.latency_ms).join(' / ')}</td><td>${evidenceOf(o)}</td></tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>critic-gate eval: ${escapeHtml(r.model)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#111}h1{font-size:1.4rem}
.figures{display:flex;flex-wrap:wrap;gap:1rem;margin:1rem 0}.figures div{border:1px solid #ddd;border-radius:6px;padding:.6rem 1rem}
.figures b{display:block;font-size:1.3rem}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ddd;padding:.3rem .6rem;text-align:left}
#confusion td{font-size:1.4rem;text-align:center;min-width:5rem}.good{background:#dcfce7}.bad{background:#fee2e2}tr.wrong td{background:#fef2f2}
</style></head><body>
<h1>critic-gate eval — ${escapeHtml(r.suite)} suite, ${escapeHtml(r.model)}</h1>
<p>${r.cases} cases × ${r.seeds} seed(s), ${prompts(r)}, ${r.llm_calls} model call(s)${r.partial ? `, <strong>partial: ${r.cases} of ${r.suite_cases}</strong>` : ''}; ${pct(r.met_share)} labelled met.</p>
<div class="figures">${figures.map(([k, v]) => `<div>${k}<b>${escapeHtml(v)}</b></div>`).join('')}</div>
<h2>Confusion matrix</h2>${matrix(r)}
<h2>Latency</h2>${latencyChart(r)}
${breakdownTable('By kind', r.by_kind)}${breakdownTable('By language', r.by_language)}
<h2>Cases</h2><table><tr><th>case</th><th>kind</th><th>label</th><th>judged</th><th>ms</th><th>the judge's evidence (first seed)</th></tr>${cases}</table>
</body></html>
`;
}
