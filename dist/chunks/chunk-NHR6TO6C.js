import { createRequire as __cgCreateRequire } from 'node:module';
const require = __cgCreateRequire(import.meta.url);

// src/judge/lazy.ts
function lazyOllamaJudge(settings) {
  return {
    model: settings.model,
    judge: async (request) => {
      const { createOllamaJudge } = await import("./ollama-4B7J6QLD.js");
      return createOllamaJudge(settings).judge(request);
    }
  };
}

// src/version.ts
var VERSION = "0.1.0";

// src/report/findings.ts
var isFilePath = (path) => !/^[a-z][a-z0-9+.-]*:/i.test(path) && path !== "output";
var located = (loc) => loc && isFilePath(loc.path) ? { location: { path: loc.path, line: loc.line } } : {};
var gateName = (g) => g.id === g.kind ? g.id : `${g.id} (${g.kind})`;
function gateFinding(g) {
  const why = g.not_run ? "was not run" : "failed";
  return {
    level: "error",
    ruleId: `gate/${g.id}`,
    rule: `${g.kind} check`,
    title: `Gate check ${gateName(g)} ${why}`,
    message: g.fix ? `${g.evidence}
Fix: ${g.fix}` : g.evidence,
    ...located(g.location)
  };
}
function criterionFinding(c) {
  const critical = c.critical ? "Critical criterion" : "Criterion";
  if (c.met === null) {
    return {
      level: "warning",
      ruleId: `criterion/${c.id}`,
      rule: c.assertion,
      title: `${critical} ${c.id} was not judged`,
      message: `${c.assertion}
${c.evidence ?? "not judged"}`
    };
  }
  return {
    level: "error",
    ruleId: `criterion/${c.id}`,
    rule: c.assertion,
    title: `${critical} ${c.id} is not met`,
    message: c.fix ? `${c.assertion}
Fix: ${c.fix}` : c.assertion,
    ...located(c.location)
  };
}
function findingsOf(r) {
  const gate = r.gate.filter((g) => !g.passed).map(gateFinding);
  const unmet = r.criteria.filter((c) => c.met === false).map(criterionFinding);
  const notJudged = r.criteria.filter((c) => c.met === null).map(criterionFinding);
  return [...gate, ...unmet, ...notJudged];
}

// src/report/facts.ts
var gateMark = (g) => g.not_run ? "not-run" : g.passed ? "pass" : "fail";
var criterionMark = (c) => c.met === null ? "not-judged" : c.met ? "pass" : "fail";
function headline(r) {
  if (r._critic_status === "error") return `could not judge: ${r.error ?? "unknown error"}`;
  if (r.verdict === "SKIPPED") {
    const unjudged = r.criteria.filter((c) => c.met === null).length;
    return `not a pass: the LLM judge was off, so ${unjudged} criteri${unjudged === 1 ? "on was" : "a were"} not judged`;
  }
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
      out.push(`| ${ICON[gateMark(g)]} | ${cell(gateName(g))} | ${linkedEvidence(g.evidence, g.location, options)}${fix} |`);
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
    out.push("", "### What to fix", "", "```text", r.feedback_for_worker.replace(/```/g, "'''"), "```");
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

// src/report/terminal.ts
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
var scrubControls = (text) => text.replace(CONTROL, "?");
function scrubbed(value) {
  if (typeof value === "string") return scrubControls(value);
  if (Array.isArray(value)) return value.map(scrubbed);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubbed(v)]));
  }
  return value;
}
var SGR = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1, cyan: 36 };
var SYMBOL = {
  pass: ["\u2713", "green"],
  fail: ["\u2717", "red"],
  "not-judged": ["\u2013", "yellow"],
  "not-run": ["!", "red"]
};
var VERDICT_STYLE = { PASS: "green", RETRY: "yellow", FAIL: "red", SKIPPED: "yellow" };
function terminalSections(result, options) {
  const r = scrubbed(result);
  const paint = (style, s) => options.color ? `\x1B[${SGR[style]}m${s}\x1B[0m` : s;
  const mark = (m) => paint(SYMBOL[m][1], SYMBOL[m][0]);
  const sections = [];
  sections.push({
    title: void 0,
    lines: [`${paint("bold", "critic-gate")}  ${paint(VERDICT_STYLE[r.verdict], paint("bold", r.verdict))}  score ${r.score.toFixed(2)}  ${headline(r)}`]
  });
  if (r.gate.length > 0) {
    const lines = [];
    const names = r.gate.map(gateName);
    const width = Math.max(...names.map((n) => n.length));
    r.gate.forEach((g, i) => {
      lines.push(`  ${mark(gateMark(g))} ${names[i].padEnd(width)}  ${g.evidence}`);
      if (!g.passed && g.fix) lines.push(`      ${paint("cyan", "fix:")} ${g.fix}`);
    });
    sections.push({ title: "Gate", lines });
  }
  if (r.criteria.length > 0) {
    const lines = [];
    for (const c of r.criteria) {
      const tag = c.critical ? ` ${paint("dim", "[critical]")}` : "";
      const at = c.met === true ? whereOf(c) : void 0;
      lines.push(`  ${mark(criterionMark(c))} ${c.id}${tag}  ${c.assertion}`);
      const label = c.met === false ? paint("cyan", "fix: ") : "";
      lines.push(`      ${at ? `${paint("cyan", at)}  ` : ""}${label}${explanationOf(c)}`);
    }
    sections.push({ title: "Criteria", lines });
  }
  const coverage = coverageNotes(r);
  if (coverage.length > 0) sections.push({ title: "Coverage", lines: coverage.map((n) => `  ${n}`) });
  if (r.feedback_for_worker) sections.push({ title: "What to fix", lines: r.feedback_for_worker.split("\n").map((l) => `  ${l}`) });
  sections.push({ title: void 0, lines: [paint("dim", statsLine(r))] });
  return sections.map((s) => s.title === void 0 ? s : { ...s, title: paint("bold", s.title) });
}
function renderTerminal(result, options) {
  const blocks = terminalSections(result, options).map((s) => (s.title === void 0 ? s.lines : [s.title, ...s.lines]).join("\n"));
  return `${blocks.join("\n\n")}
`;
}

export {
  VERSION,
  findingsOf,
  cell,
  code,
  renderMarkdown,
  scrubControls,
  terminalSections,
  renderTerminal,
  lazyOllamaJudge
};
