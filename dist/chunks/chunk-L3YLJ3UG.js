import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/judge/lazy.ts
function lazyOllamaJudge(settings) {
  return {
    model: settings.model,
    judge: async (request) => {
      const { createOllamaJudge } = await import("./ollama-AGS4RSCR.js");
      return createOllamaJudge(settings).judge(request);
    }
  };
}

// src/report/facts.ts
var gateMark = (g) => g.not_run ? "not-run" : g.passed ? "pass" : "fail";
var criterionMark = (c) => c.met === null ? "not-judged" : c.met ? "pass" : "fail";
function headline(r) {
  if (r._critic_status === "error") return `could not judge: ${r.error ?? "unknown error"}`;
  if (r.verdict === "SKIPPED") return "no quality gate was active: the LLM judge was switched off";
  if (!r.gate_passed) return "the gate failed";
  const judged = r.criteria.filter((c) => c.met !== null);
  const met = judged.filter((c) => c.met).length;
  return `${met}/${r.criteria.length} criteria met`;
}
function statsLine(r) {
  const s = r.stats;
  const parts = [
    s.model ? `model ${s.model}` : "no model",
    `${s.llm_calls} LLM call${s.llm_calls === 1 ? "" : "s"}`,
    `${s.prompt_tokens}+${s.completion_tokens} tokens`,
    `${(s.duration_ms / 1e3).toFixed(1)} s`
  ];
  if (s.truncated_lines) parts.push(`${s.truncated_lines} lines not shown to the judge`);
  if (r.attempt) parts.push(`attempt ${r.attempt.number} of ${r.attempt.max}`);
  return parts.join(" \xB7 ");
}
var whereOf = (x) => x.location ? `${x.location.path}:${x.location.line}` : void 0;
function explanationOf(c) {
  if (c.met === true) return c.evidence ?? "";
  if (c.met === false) return c.fix ?? "";
  return c.evidence ?? "not judged";
}
function coverageNotes(r) {
  return r.criteria.filter((c) => c.coverage && !c.coverage.complete).map((c) => `${c.id}: not shown to the judge: ${c.coverage.unseen.join(", ")}`);
}

// src/report/markdown.ts
var ICON = { pass: "\u2705", fail: "\u274C", "not-judged": "\u23F8\uFE0F", "not-run": "\u26D4" };
var VERDICT_ICON = { PASS: "\u2705", RETRY: "\u{1F501}", FAIL: "\u274C", SKIPPED: "\u23F8\uFE0F" };
function cell(text) {
  return text.replace(/\r?\n/g, " ").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "\\|").replace(/@(?=\w)/g, "@\u200D").trim();
}
function code(text) {
  const clean = text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|");
  const longest = Math.max(0, ...(clean.match(/`+/g) ?? []).map((m) => m.length));
  const fence = "`".repeat(longest + 1);
  const pad = clean.startsWith("`") || clean.endsWith("`") ? " " : "";
  return `${fence}${pad}${clean}${pad}${fence}`;
}
function where(loc, options) {
  if (!loc) return "";
  const label = cell(`${loc.path}:${loc.line}`);
  return options.link ? `[${label}](${options.link(loc.path, loc.line)})` : label;
}
function linkedEvidence(text, loc, options) {
  if (!loc) return cell(text);
  const prefix = `${loc.path}:${loc.line}`;
  if (text.startsWith(prefix)) return `${where(loc, options)}${cell(text.slice(prefix.length))}`;
  return `${where(loc, options)} ${cell(text)}`;
}
function renderMarkdown(r, options = {}) {
  const out = [];
  out.push(`## ${VERDICT_ICON[r.verdict]} critic-gate: ${r.verdict} \xB7 score ${r.score.toFixed(2)}`);
  out.push("", cell(headline(r)));
  for (const note of options.notes ?? []) out.push("", note);
  if (r.gate.length > 0) {
    out.push("", "### Gate", "", "| | check | evidence |", "|---|---|---|");
    for (const g of r.gate) {
      const fix = !g.passed && g.fix ? `<br>**fix:** ${cell(g.fix)}` : "";
      out.push(`| ${ICON[gateMark(g)]} | ${cell(g.id)} (${cell(g.kind)}) | ${linkedEvidence(g.evidence, g.location, options)}${fix} |`);
    }
  }
  if (r.criteria.length > 0) {
    out.push("", "### Criteria", "", "| | criterion | evidence or fix |", "|---|---|---|");
    for (const c of r.criteria) {
      const name = `**${cell(c.id)}**${c.critical ? " (critical)" : ""}${c.source === "check" ? " \xB7 check" : ""}<br>${cell(c.assertion)}`;
      const quote = c.met === true && c.location ? `${where(c.location, options)} ${code(c.location.quote)}<br>` : "";
      const text = c.met === false ? `**fix:** ${cell(explanationOf(c))}` : cell(explanationOf(c));
      out.push(`| ${ICON[criterionMark(c)]} | ${name} | ${quote}${text} |`);
    }
  }
  if (r.feedback_for_worker) {
    out.push("", "### Feedback for the worker", "", "```text", r.feedback_for_worker.replace(/```/g, "'''"), "```");
  }
  const coverage = coverageNotes(r);
  if (coverage.length > 0) {
    out.push("", "### Coverage", "", ...coverage.map((n) => `- ${cell(n)}`));
  }
  for (const block of options.appendix ?? []) out.push("", block);
  out.push("", `<sub>${cell(statsLine(r))}</sub>`);
  return `${out.join("\n")}
`;
}

export {
  gateMark,
  criterionMark,
  headline,
  statsLine,
  whereOf,
  explanationOf,
  coverageNotes,
  cell,
  code,
  renderMarkdown,
  lazyOllamaJudge
};
